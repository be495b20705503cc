import { describe, expect, it } from 'vitest';
import { ERRORS } from '#domain/errors/catalogue';
import { ApiError } from './api-client';
import { errorMessage, errorMessages, fieldErrorsOf, formatWait } from './error-message';

describe('errorMessage', () => {
  it("shows a client error's server message", () => {
    const error = new ApiError('INVALID_CREDENTIALS', { status: 401, message: 'Ungültige Anmeldedaten' });
    expect(errorMessage(error)).toBe('Ungültige Anmeldedaten');
  });

  it('gives the network text when no answer came, whatever the fallback', () => {
    expect(errorMessage(new ApiError('NETWORK', { status: 0 }), { fallback: 'x' })).toBe(
      ERRORS.NETWORK.message,
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(ERRORS.NETWORK.message);
  });

  it("uses the screen's fallback for a server error and for anything unexpected", () => {
    const fallback = ERRORS.PASSWORD_CHANGE_FAILED.message;
    expect(errorMessage(new ApiError('SERVER_ERROR', { status: 500 }), { fallback })).toBe(fallback);
    expect(errorMessage(new Error('boom'), { fallback })).toBe(fallback);
    expect(errorMessage(new Error('boom'))).toBe(ERRORS.SERVER_ERROR.message);
  });

  it('adds the wait to a throttled request', () => {
    const error = new ApiError('LOGIN_THROTTLED', { status: 429, retryAfterSeconds: 61 });
    expect(errorMessage(error)).toBe(
      `${ERRORS.LOGIN_THROTTLED.message} Nächster Versuch in 2 Minuten möglich.`,
    );
    expect(errorMessage(new ApiError('RATE_LIMITED', { status: 429 }))).toBe(ERRORS.RATE_LIMITED.message);
  });

  it('formats waits in seconds and minutes', () => {
    expect(formatWait(1)).toBe('1 Sekunde');
    expect(formatWait(30)).toBe('30 Sekunden');
    expect(formatWait(60)).toBe('1 Minute');
    expect(formatWait(900)).toBe('15 Minuten');
  });
});

describe('errorMessages and fieldErrorsOf', () => {
  const validation = new ApiError('VALIDATION', {
    status: 400,
    details: [
      { path: 'password', message: 'Zu häufig' },
      { path: 'email', message: 'Gültige E-Mail-Adresse ist erforderlich' },
      { path: 'password', message: 'Zu häufig' },
    ],
  });

  it('list the field messages of a validation error once each', () => {
    expect(errorMessages(validation)).toEqual(['Zu häufig', 'Gültige E-Mail-Adresse ist erforderlich']);
    expect(fieldErrorsOf(validation)).toEqual({
      password: 'Zu häufig',
      email: 'Gültige E-Mail-Adresse ist erforderlich',
    });
  });

  it('name the refused fields in the one sentence of a validation error (issue 37)', () => {
    expect(errorMessage(validation)).toBe(
      'Bitte überprüfe deine Angaben: Zu häufig. Gültige E-Mail-Adresse ist erforderlich.',
    );
    expect(errorMessage(new ApiError('VALIDATION', { status: 400 }))).toBe(ERRORS.VALIDATION.message);
  });

  it('fall back to the one sentence without details', () => {
    expect(errorMessages(new ApiError('FORBIDDEN', { status: 403 }))).toEqual([ERRORS.FORBIDDEN.message]);
  });
});
