import { describe, it, expect } from 'vitest';
import { DomainError, refusalOf } from './domain-error';

describe('DomainError', () => {
  it('carries the code, the catalogue status and the catalogue message', () => {
    const error = new DomainError('BOOKING_FULL');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('BOOKING_FULL');
    expect(error.status).toBe(409);
    expect(error.message).toBe('Der Kurs ist bereits ausgebucht.');
    expect(error.details).toBeUndefined();
  });

  it('keeps the field details it is given', () => {
    const details = [{ path: 'email', message: 'Gültige E-Mail-Adresse ist erforderlich' }];
    const error = new DomainError('VALIDATION', details);
    expect(error.status).toBe(400);
    expect(error.details).toEqual(details);
  });

  it('lets a caller override the status while keeping the catalogue message', () => {
    const error = new DomainError('UNAUTHORIZED', undefined, 403);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Du bist nicht berechtigt, diese Aktion auszuführen.');
  });
});

describe('refusalOf', () => {
  it('turns a DomainError into the refusal an idempotent write stores, with its message values', () => {
    expect(refusalOf(new DomainError('BOOKING_FULL'))).toEqual({ status: 409, error: 'BOOKING_FULL' });
    expect(refusalOf(DomainError.with('MEMBERSHIP_PAUSED', { until: '31.12.2026' }))).toEqual({
      status: expect.any(Number),
      error: 'MEMBERSHIP_PAUSED',
      params: { until: '31.12.2026' },
    });
  });

  it('throws any other error on: it is not a refusal to store', () => {
    const failure = new Error('Verbindung verloren');
    expect(() => refusalOf(failure)).toThrow(failure);
  });
});
