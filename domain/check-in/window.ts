// When the desk may check a member in for a session: from CHECK_IN_OPENS_MINUTES before its start on, and any
// time after (docs/decisions/0095-check-in-window.md). The server refuses earlier check-ins; the desk shows it.
import { CHECK_IN_OPENS_MINUTES } from '../constants';

export function checkInOpensAt(scheduledAt: string): Date {
  return new Date(new Date(scheduledAt).getTime() - CHECK_IN_OPENS_MINUTES * 60_000);
}

export function checkInOpen(scheduledAt: string, now: Date): boolean {
  return now.getTime() >= checkInOpensAt(scheduledAt).getTime();
}
