import { describe, expect, it } from 'vitest';
import { checkInNotYet, checkInOpen, checkInOpensAt, checkInUndoable, checkInUndoUntil } from './window';

describe('the check-in window', () => {
  it('opens 60 minutes before the start and stays open afterwards', () => {
    const start = '2026-11-24T08:00:00.000Z';
    expect(checkInOpensAt(start).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(checkInOpen(start, new Date('2026-11-24T06:59:59Z'))).toBe(false);
    expect(checkInOpen(start, new Date('2026-11-24T07:00:00Z'))).toBe(true);
    expect(checkInOpen(start, new Date('2026-11-24T12:00:00Z'))).toBe(true);
  });

  it.each([
    // [now, what the disabled button says] for a session at 12:00 Berlin (11:00 UTC)
    ['2026-11-24T08:00:00Z', 'Einchecken ab 11:00 Uhr möglich (60 Minuten vor Beginn).'],
    ['2026-11-24T09:59:59Z', 'Einchecken ab 11:00 Uhr möglich (60 Minuten vor Beginn).'],
    ['2026-11-24T10:00:00Z', null],
    ['2026-11-24T13:00:00Z', null],
  ])('at %s says %s', (now, text) => {
    expect(checkInNotYet('2026-11-24T11:00:00.000Z', Date.parse(now))).toBe(text);
  });

  it('names the Berlin time in summer too', () => {
    expect(checkInNotYet('2027-07-01T16:00:00.000Z', Date.parse('2027-07-01T10:00:00Z'))).toBe(
      'Einchecken ab 17:00 Uhr möglich (60 Minuten vor Beginn).',
    );
  });
});

describe('taking a check-in back', () => {
  it('is possible for 5 minutes after the check-in, to the second, and never without one', () => {
    const at = '2026-11-24T08:00:00.000Z';
    expect(checkInUndoUntil(at).toISOString()).toBe('2026-11-24T08:05:00.000Z');
    expect(checkInUndoable(at, Date.parse('2026-11-24T08:00:00Z'))).toBe(true);
    expect(checkInUndoable(at, Date.parse('2026-11-24T08:05:00Z'))).toBe(true);
    expect(checkInUndoable(at, Date.parse('2026-11-24T08:05:00.001Z'))).toBe(false);
    expect(checkInUndoable(null, Date.parse('2026-11-24T08:00:00Z'))).toBe(false);
  });
});
