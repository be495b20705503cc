import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES_PER_DAY } from '../constants';
import {
  assertMessageAllowed,
  assertOtherTrainer,
  assertSubstituteRequestAllowed,
  assertSubstituteTakeable,
  messagesLeftToday,
  substituteStatus,
} from './rules';

const now = new Date('2026-11-30T10:00:00.000Z');
const later = { scheduledAt: '2026-11-30T17:00:00.000Z', cancelledAt: null };
const started = { scheduledAt: '2026-11-30T09:30:00.000Z', cancelledAt: null };
const cancelled = { scheduledAt: '2026-11-30T17:00:00.000Z', cancelledAt: '2026-11-29T08:00:00.000Z' };

/** The catalogue code a rule throws, or null when it passes. */
function refusal(rule: () => void): string | null {
  try {
    rule();
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('the trainer rules (issue 22, decision 0160)', () => {
  it.each([
    ['a session that takes place, none sent, 12 booked', later, 0, 12, null],
    ['the last message of the day', later, SESSION_MESSAGES_PER_DAY - 1, 12, null],
    ['the cap reached', later, SESSION_MESSAGES_PER_DAY, 12, 'SESSION_MESSAGE_LIMIT'],
    ['nobody booked', later, 0, 0, 'SESSION_NO_PARTICIPANTS'],
    ['a cancelled session (before the cap)', cancelled, SESSION_MESSAGES_PER_DAY, 0, 'SESSION_CANCELLED'],
  ])('a message: %s', (_name, session, sent, booked, code) => {
    expect(refusal(() => assertMessageAllowed(session, sent, booked))).toBe(code);
  });

  it('counts the messages left after this one', () => {
    expect(messagesLeftToday(0)).toBe(SESSION_MESSAGES_PER_DAY - 1);
    expect(messagesLeftToday(SESSION_MESSAGES_PER_DAY - 1)).toBe(0);
  });

  it.each([
    ['a session to come without a request', later, 0, null],
    ['a session that has started', started, 0, 'SESSION_ALREADY_STARTED'],
    ['a cancelled session', cancelled, 0, 'SESSION_CANCELLED'],
    ['a session with an open request', later, 1, 'SUBSTITUTE_REQUEST_OPEN'],
  ])('asking for a substitute: %s', (_name, session, open, code) => {
    expect(refusal(() => assertSubstituteRequestAllowed(session, now, open))).toBe(code);
  });

  it.each([
    ['an open request of a session to come', { ...later, takenBy: null, withdrawnAt: null }, null],
    ['a taken request', { ...later, takenBy: 7, withdrawnAt: null }, 'SUBSTITUTE_REQUEST_CLOSED'],
    [
      'a withdrawn request',
      { ...later, takenBy: null, withdrawnAt: '2026-11-29T08:00:00.000Z' },
      'SUBSTITUTE_REQUEST_CLOSED',
    ],
    [
      'the request of a cancelled session',
      { ...cancelled, takenBy: null, withdrawnAt: null },
      'SUBSTITUTE_REQUEST_CLOSED',
    ],
    [
      'the request of a session that has started',
      { ...started, takenBy: null, withdrawnAt: null },
      'SESSION_ALREADY_STARTED',
    ],
  ])('taking a substitute request: %s', (_name, request, code) => {
    expect(refusal(() => assertSubstituteTakeable(request, now))).toBe(code);
  });

  it('names a request taken, withdrawn or open, and refuses the session’s own trainer as the substitute', () => {
    expect(substituteStatus({ takenBy: 3, withdrawnAt: '2026-11-29T08:00:00.000Z' })).toBe('taken');
    expect(substituteStatus({ takenBy: null, withdrawnAt: '2026-11-29T08:00:00.000Z' })).toBe('withdrawn');
    expect(substituteStatus({ takenBy: null, withdrawnAt: null })).toBe('open');
    expect(refusal(() => assertOtherTrainer(5, 5))).toBe('SUBSTITUTE_SAME_TRAINER');
    expect(refusal(() => assertOtherTrainer(5, 6))).toBeNull();
    expect(refusal(() => assertOtherTrainer(null, 6))).toBeNull();
  });
});
