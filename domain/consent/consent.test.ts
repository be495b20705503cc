import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSION,
  consentExpiresAt,
  createConsentRecord,
  isConsentCurrent,
  parseConsentRecord,
} from './consent';

const decided = new Date('2026-03-01T10:00:00.000Z');
const later = (days: number, ms = 0) => new Date(decided.getTime() + days * 24 * 60 * 60 * 1000 + ms);

describe('cookie consent (seed 000 §2) with a fixed clock', () => {
  const record = createConsentRecord(true, decided);

  it('keeps the version, the moment and the choices; necessary is always on', () => {
    expect(record).toEqual({
      version: CONSENT_VERSION,
      decidedAt: '2026-03-01T10:00:00.000Z',
      choices: { necessary: true, externalMedia: true },
    });
    expect(createConsentRecord(false, decided).choices).toEqual({ necessary: true, externalMedia: false });
  });

  it.each([
    [0, true],
    [1, true],
    [179, true],
    [180, false],
    [365, false],
  ])('after %i days the record is current: %s', (days, current) => {
    expect(isConsentCurrent(record, later(days))).toBe(current);
  });

  it('expires exactly 180 days after the decision, to the millisecond', () => {
    expect(consentExpiresAt(record).toISOString()).toBe('2026-08-28T10:00:00.000Z');
    expect(isConsentCurrent(record, later(180, -1))).toBe(true);
    expect(isConsentCurrent(record, later(180))).toBe(false);
  });

  it('asks again when the version changes', () => {
    expect(isConsentCurrent(record, later(1), CONSENT_VERSION)).toBe(true);
    expect(isConsentCurrent(record, later(1), `${CONSENT_VERSION}-neu`)).toBe(false);
    const old = createConsentRecord(true, decided, '2025-01');
    expect(isConsentCurrent(old, later(1))).toBe(false);
  });

  it('asks when there is no record, a broken one, or one dated in the future', () => {
    expect(isConsentCurrent(null, decided)).toBe(false);
    expect(parseConsentRecord({ version: CONSENT_VERSION })).toBeNull();
    expect(parseConsentRecord('kaputt')).toBeNull();
    expect(parseConsentRecord({ ...record, choices: { necessary: false, externalMedia: true } })).toBeNull();
    expect(parseConsentRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(isConsentCurrent(record, later(-1))).toBe(false);
  });
});
