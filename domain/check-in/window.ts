// When a member may be checked in for a session: from CHECK_IN_OPENS_MINUTES before its start on, and any time
// after (docs/decisions/0095-check-in-window.md); and how long a check-in can be taken back (CHECK_IN_UNDO_MINUTES,
// decision 0199). The server refuses by these rules; the desk and the trainer's page enable their buttons by them.
import { CHECK_IN_OPENS_MINUTES, CHECK_IN_UNDO_MINUTES } from '../constants';
import { formatTime } from '../time';

const MINUTE = 60_000;

export function checkInOpensAt(scheduledAt: string): Date {
  return new Date(new Date(scheduledAt).getTime() - CHECK_IN_OPENS_MINUTES * MINUTE);
}

export function checkInOpen(scheduledAt: string, now: Date | number): boolean {
  return new Date(now).getTime() >= checkInOpensAt(scheduledAt).getTime();
}

/**
 * Why a check-in button is disabled before the window opens, for the button's description: 'Einchecken ab 10:00 Uhr
 * möglich (60 Minuten vor Beginn).' (Berlin time); null once it is open.
 */
export function checkInNotYet(scheduledAt: string, now: Date | number): string | null {
  if (checkInOpen(scheduledAt, now)) return null;
  return `Einchecken ab ${formatTime(checkInOpensAt(scheduledAt))} Uhr möglich (${CHECK_IN_OPENS_MINUTES} Minuten vor Beginn).`;
}

/** The last moment a check-in made at `checkedInAt` can be taken back (inclusive). */
export function checkInUndoUntil(checkedInAt: string): Date {
  return new Date(new Date(checkedInAt).getTime() + CHECK_IN_UNDO_MINUTES * MINUTE);
}

export function checkInUndoable(checkedInAt: string | null, now: Date | number): boolean {
  return checkedInAt !== null && new Date(now).getTime() <= checkInUndoUntil(checkedInAt).getTime();
}
