import { describe, expect, it } from 'vitest';
import { describeDetails } from './audit-trail';

describe('audit details', () => {
  it('shows old and new values, dates in Berlin time, and plain values', () => {
    expect(
      describeDetails({
        trainerName: { from: 'Lena Berger', to: 'Tina Trainer' },
        scheduledAt: { from: '2026-11-30T17:00:00.000Z', to: '2026-11-30T18:00:00.000Z' },
        roles: ['User', 'Trainer'],
        isActive: false,
      }),
    ).toEqual([
      'trainerName: Lena Berger → Tina Trainer',
      'scheduledAt: Montag, 30. November, 18:00 → Montag, 30. November, 19:00',
      'roles: User, Trainer',
      'isActive: nein',
    ]);
  });
});
