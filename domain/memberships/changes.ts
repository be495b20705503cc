// A member's membership as the desk changes it (issue 19, decision 0140): the last day a type's validity gives,
// an end before the start, an extension, added credits, and the names a funnel lead's account starts with. Pure;
// the server's member-memberships service reads, asks these, writes and audits.
import { DomainError } from '../errors/domain-error';
import { addDays } from '../time';
import { MEMBERSHIP_MESSAGES } from './schemas';

/** The last day of a membership starting on `startsOn`: a validity of n days ends on the n-th day; none runs on. */
export const lastDayOf = (startsOn: string, validityDays: number | null): string | null =>
  validityDays ? addDays(startsOn, validityDays - 1) : null;

/** The last day when ended on `endsOn`: ending before it began, it never runs (the day before the first). */
export const endedOn = (startsOn: string, endsOn: string): string =>
  endsOn < startsOn ? addDays(startsOn, -1) : endsOn;

/** A new last day (null: open-ended); one before the first day is refused at the field. */
export function extendedTo(startsOn: string, endsOn: string | null): { endsOn: string | null } {
  if (endsOn !== null && endsOn < startsOn) {
    throw new DomainError('VALIDATION', [{ path: 'endsOn', message: MEMBERSHIP_MESSAGES.endBeforeStart }]);
  }
  return { endsOn };
}

/** A card's credits with `added` more (and a new last day if given); a membership without credits takes none. */
export function withAddedCredits(
  credits: number | null,
  added: { credits: number; endsOn?: string | null },
): { credits: number; endsOn?: string | null } {
  if (credits === null) throw new DomainError('MEMBERSHIP_NO_CREDITS');
  return {
    credits: credits + added.credits,
    ...(added.endsOn !== undefined ? { endsOn: added.endsOn } : {}),
  };
}

/** A lead's names for the new account: as the desk typed them, else the lead's name split at its first space. */
export function leadNames(
  name: string,
  given: { firstName?: string | undefined; lastName?: string | undefined },
): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: given.firstName ?? (first || name), lastName: given.lastName ?? rest.join(' ') };
}
