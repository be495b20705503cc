// 'Meine Mitgliedschaft' on the member's dashboard (issue 19): each membership with what it covers, its term,
// a pause, credits and the current period's slots left; the strikes with their session and expiry and a block
// in force. Without a membership it says so and shows `withoutMembership` (the app passes the studio's tiers
// and the way to a trial training), because booking is not offered then.
import { useIsRestoring } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ERRORS } from '#domain/errors/catalogue';
import { formatDateTimeShort } from '#domain/time';
import { Badge } from '../../../components/ui/badge';
import { errorMessage } from '../../../lib/error-message';
import { useMyMembership } from '../api/get-my-membership';
import {
  membershipLines,
  membershipPhase,
  PHASE_BADGE,
  PHASE_LABELS,
  strikeText,
  todayInBerlin,
} from '../model';
import './memberships.css';

export function MyMembership({
  userId,
  withoutMembership,
}: {
  userId: number;
  withoutMembership: ReactNode;
}) {
  const mine = useMyMembership(userId);
  const isRestoring = useIsRestoring();
  if (mine.data === undefined) {
    if (mine.isError)
      return (
        <p role="alert" className="user-card__text">
          {errorMessage(mine.error, { fallback: 'Deine Mitgliedschaft konnte nicht geladen werden.' })}
        </p>
      );
    if (isRestoring || mine.fetchStatus === 'fetching')
      return (
        <p role="status" className="user-card__text">
          Mitgliedschaft wird geladen …
        </p>
      );
    return <p className="user-card__text">Offline: deine Mitgliedschaft ist gerade nicht abrufbar.</p>;
  }
  const now = new Date();
  const today = todayInBerlin(now);
  const { memberships, countedBookings, strikes, blockedUntil, billingBlocked, settings, upcomingCount } =
    mine.data;
  const open = strikes.filter((strike) => !strike.forgivenAt);
  // The answer also holds memberships that ended lately (they explain a refusal); they are no way to book.
  const running = memberships.filter((membership) => membershipPhase(membership, today) !== 'ended');
  return (
    <div className="my-membership">
      {running.length === 0 && (
        <div className="my-membership__none">
          <p className="my-membership__lead">
            {memberships.length === 0
              ? 'Du hast noch keine Mitgliedschaft.'
              : 'Du hast keine laufende Mitgliedschaft mehr.'}
          </p>
          <p className="user-card__text">
            Kurse buchen kannst du mit einer Mitgliedschaft des Studios: Schließ sie online ab oder vereinbare
            zuerst ein kostenloses Probetraining.
          </p>
          {withoutMembership}
        </div>
      )}
      {memberships.length > 0 && (
        <ul className="my-membership__list">
          {memberships.map((membership) => {
            const phase = membershipPhase(membership, today);
            return (
              <li key={membership.id} className="my-membership__item">
                <h3 className="my-membership__name">
                  {membership.name} <Badge variant={PHASE_BADGE[phase]}>{PHASE_LABELS[phase]}</Badge>
                </h3>
                <ul className="my-membership__lines">
                  {membershipLines(membership, now, countedBookings).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      {settings.maxUpcomingBookings !== null && running.length > 0 && (
        <p className="user-card__text">
          Kommende Buchungen: {upcomingCount} von höchstens {settings.maxUpcomingBookings}
        </p>
      )}
      {blockedUntil && new Date(blockedUntil) > now && (
        <p className="my-membership__blocked" role="note">
          Wegen nicht wahrgenommener Termine kannst du bis {formatDateTimeShort(blockedUntil)} keine Kurse
          buchen.
        </p>
      )}
      {billingBlocked && (
        <p className="my-membership__blocked" role="note">
          {ERRORS.BOOKING_BLOCKED_RETURNS.message}
        </p>
      )}
      {strikes.length > 0 && (
        <div className="my-membership__strikes">
          <h3 className="my-membership__name">Nicht wahrgenommene Termine</h3>
          {settings.strikeLimit !== null && (
            <p className="user-card__text">
              {open.length} von {settings.strikeLimit} innerhalb von {settings.strikeWindowDays} Tagen – bei{' '}
              {settings.strikeLimit} kannst du {settings.blockDays} Tage lang nicht buchen.
            </p>
          )}
          <ul className="my-membership__lines">
            {strikes.map((strike) => (
              <li key={strike.id}>{strikeText(strike)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
