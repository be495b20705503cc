// The trainer's rules (issue 22, decision 0160), beside the booking rules: the message to a session's
// participants (SESSION_MESSAGES_PER_DAY per session and Berlin day, only to a session that takes place and has
// participants) and the substitute requests (asked before the start of a session that takes place, one open
// request per session, taken once, never by the trainer who leads the session already). Pure: the caller passes
// the clock and what it read under the session's lock; a broken rule throws the catalogue's DomainError.
import { SESSION_MESSAGES_PER_DAY } from '../constants';
import { DomainError } from '../errors/domain-error';

/** The facts of a session the rules read. */
export interface TrainerSessionFacts {
  scheduledAt: string;
  cancelledAt: string | null;
}

export type SubstituteStatus = 'open' | 'taken' | 'withdrawn';

/** A request is taken once someone took it, withdrawn once its asker withdrew it, else open. */
export function substituteStatus(request: {
  takenBy: number | null;
  withdrawnAt: string | null;
}): SubstituteStatus {
  if (request.takenBy !== null) return 'taken';
  return request.withdrawnAt !== null ? 'withdrawn' : 'open';
}

/** A message may go out: the session takes place, today's cap is not reached, someone is booked. */
export function assertMessageAllowed(session: TrainerSessionFacts, sentToday: number, booked: number): void {
  if (session.cancelledAt) throw new DomainError('SESSION_CANCELLED');
  if (sentToday >= SESSION_MESSAGES_PER_DAY)
    throw new DomainError('SESSION_MESSAGE_LIMIT', undefined, undefined, { limit: SESSION_MESSAGES_PER_DAY });
  if (booked === 0) throw new DomainError('SESSION_NO_PARTICIPANTS');
}

/** How many messages are left today once this one is sent. */
export function messagesLeftToday(sentToday: number): number {
  return SESSION_MESSAGES_PER_DAY - sentToday - 1;
}

/** A substitute may be asked for: the session takes place, has not started, and has no open request. */
export function assertSubstituteRequestAllowed(
  session: TrainerSessionFacts,
  now: Date,
  openRequests: number,
): void {
  if (session.cancelledAt) throw new DomainError('SESSION_CANCELLED');
  if (now >= new Date(session.scheduledAt)) throw new DomainError('SESSION_ALREADY_STARTED');
  if (openRequests > 0) throw new DomainError('SUBSTITUTE_REQUEST_OPEN');
}

/** A request may be taken (or assigned): it is open, its session takes place and has not started. */
export function assertSubstituteTakeable(
  request: TrainerSessionFacts & { takenBy: number | null; withdrawnAt: string | null },
  now: Date,
): void {
  if (substituteStatus(request) !== 'open' || request.cancelledAt)
    throw new DomainError('SUBSTITUTE_REQUEST_CLOSED');
  if (now >= new Date(request.scheduledAt)) throw new DomainError('SESSION_ALREADY_STARTED');
}

/** The trainer who takes over is not the one who leads the session already. */
export function assertOtherTrainer(leadTrainerId: number | null | undefined, trainerId: number): void {
  if (leadTrainerId === trainerId) throw new DomainError('SUBSTITUTE_SAME_TRAINER');
}
