import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

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
