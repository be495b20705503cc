import { describe, expect, it } from 'vitest';
import { redactIbans, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the calendar feed token, with or without a query string', () => {
    const token = 'a'.repeat(20) + '-_' + 'B'.repeat(21);
    expect(redactUrl(`/api/calendar/${token}.ics`)).toBe('/api/calendar/[redacted].ics');
    expect(redactUrl(`/api/calendar/${token}.ics?x=1`)).toBe('/api/calendar/[redacted].ics?x=1');
  });

  it('leaves every other URL alone', () => {
    expect(redactUrl('/api/v1/calendar/link')).toBe('/api/v1/calendar/link');
    expect(redactUrl('/api/v1/bookings/7/ics')).toBe('/api/v1/bookings/7/ics');
  });
});

describe('redactIbans', () => {
  it('hides an IBAN with and without the groups spaces, also URL-encoded', () => {
    expect(redactIbans('iban DE89370400440532013000 x')).toBe('iban [redacted] x');
    expect(redactIbans('DE89 3704 0044 0532 0130 00')).toBe('[redacted]');
    expect(redactUrl('/api/v1/x?iban=DE89%203704%200044%200532%200130%2000')).toBe(
      '/api/v1/x?iban=[redacted]',
    );
  });

  it('leaves ids, dates and contract numbers alone', () => {
    expect(redactIbans('KR-ABCD2345 2026-11-30 /api/v1/contracts/12')).toBe(
      'KR-ABCD2345 2026-11-30 /api/v1/contracts/12',
    );
  });
});
