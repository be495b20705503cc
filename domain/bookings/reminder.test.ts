import { describe, expect, it } from 'vitest';
import { reminderDue, reminderWindow } from './reminder';

const start = '2026-11-30T17:00:00.000Z';

describe('the reminder rule (issue 21)', () => {
  it.each([
    ['booked a day before', '2026-11-29T17:00:00.000Z', null, 120, true],
    ['booked exactly at the reminder time', '2026-11-30T15:00:00.000Z', null, 120, true],
    ['booked a minute after the reminder time', '2026-11-30T15:01:00.000Z', null, 120, false],
    [
      'moved up from the waitlist before the reminder time',
      '2026-11-29T08:00:00.000Z',
      '2026-11-30T14:00:00.000Z',
      120,
      true,
    ],
    [
      'moved up from the waitlist after the reminder time',
      '2026-11-29T08:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
      120,
      false,
    ],
    ['reminders switched off (0 minutes)', '2026-11-29T17:00:00.000Z', null, 0, false],
  ])('%s', (_name, createdAt, promotedAt, minutes, due) => {
    expect(reminderDue({ scheduledAt: start, createdAt, promotedAt }, minutes)).toBe(due);
  });

  it('looks at the sessions from now up to the lead time ahead, and at none while switched off', () => {
    const now = new Date('2026-11-30T15:00:00.000Z');
    expect(reminderWindow(now, 120)).toEqual({ from: now, to: new Date('2026-11-30T17:00:00.000Z') });
    expect(reminderWindow(now, 0)).toBeNull();
  });
});
