// /admin/bookings (issue 6): the bookings of one day by session, filtered by status and member; the desk
// cancels for a member (no deadline) and moves a waitlisted member up by hand (over capacity only when asked).
import { useId, useState } from 'react';
import { berlinDate, formatTime } from '#domain/time';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS, type BookingStatus } from '#domain/schemas/bookings';
import { QueryState } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useCancelForMember, useConfirmFromWaitlist, useDaySessions } from '../api/day-bookings';
import './admin-bookings.css';

const fold = (value: string) => value.toLocaleLowerCase('de-DE');

export function DayBookings() {
  const [date, setDate] = useState(() => berlinDate(new Date()));
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [member, setMember] = useState('');
  const [fullFor, setFullFor] = useState<number | null>(null);
  const sessions = useDaySessions(date);
  const cancel = useCancelForMember();
  const confirm = useConfirmFromWaitlist();
  const statusId = useId();
  const term = fold(member.trim());

  const moveUp = (bookingId: number, override: boolean) =>
    confirm.mutate(
      { bookingId, override },
      {
        onSuccess: () => setFullFor(null),
        onError: (error) => {
          if (isApiError(error) && error.code === 'BOOKING_FULL') setFullFor(bookingId);
        },
      },
    );

  return (
    <div className="day-bookings">
      <div className="day-bookings__filters">
        <TextField
          label="Tag"
          type="date"
          value={date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
        <div className="field">
          <label htmlFor={statusId} className="field__label">
            Status
          </label>
          <select
            id={statusId}
            className="field__input"
            value={status}
            onChange={(e) => setStatus(e.target.value as BookingStatus | '')}
          >
            <option value="">Alle</option>
            {BOOKING_STATUSES.filter((s) => s !== 'cancelled').map((s) => (
              <option key={s} value={s}>
                {BOOKING_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Mitglied"
          type="search"
          value={member}
          onChange={(e) => setMember(e.target.value)}
        />
      </div>
      {(cancel.isError || (confirm.isError && fullFor === null)) && (
        <p role="alert">{errorMessage(cancel.error ?? confirm.error)}</p>
      )}
      <QueryState
        query={sessions}
        loading="Buchungen werden geladen …"
        failed="Die Buchungen konnten nicht geladen werden."
        empty="An diesem Tag gibt es keine Termine."
      >
        {(list) =>
          list.map((session) => {
            const rows = session.participants.filter(
              (p) =>
                (!status || p.status === status) &&
                (!term || fold(`${p.firstName} ${p.lastName}`).includes(term)),
            );
            return (
              <section
                key={session.id}
                className="day-bookings__session"
                aria-label={`${formatTime(session.scheduledAt)} ${session.courseTitle}`}
              >
                <h2>
                  {formatTime(session.scheduledAt)} {session.courseTitle}
                </h2>
                <p className="day-bookings__meta">
                  {session.trainerName} · {session.counts.booked} / {session.maxParticipants} Plätze ·{' '}
                  {session.counts.waitlist} auf der Warteliste · {session.counts.checkedIn} eingecheckt
                  {session.cancelledAt && ' · Abgesagt'}
                </p>
                {rows.length === 0 ? (
                  <p>Keine passenden Buchungen.</p>
                ) : (
                  <ul className="day-bookings__list">
                    {rows.map((p) => {
                      const name = `${p.firstName} ${p.lastName}`;
                      const open = p.status === 'confirmed' || p.status === 'pending';
                      return (
                        <li key={p.bookingId}>
                          <span>
                            {name}: <strong>{BOOKING_STATUS_LABELS[p.status]}</strong>
                            {p.position ? ` (Platz ${p.position})` : ''}
                          </span>
                          {open && !session.cancelledAt && (
                            <span className="day-bookings__actions">
                              {p.status === 'pending' && (
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  onClick={() => moveUp(p.bookingId, false)}
                                >
                                  Platz geben<span className="visually-hidden">: {name}</span>
                                </Button>
                              )}
                              {fullFor === p.bookingId && (
                                <Button size="sm" onClick={() => moveUp(p.bookingId, true)}>
                                  Trotzdem über die Kapazität<span className="visually-hidden">: {name}</span>
                                </Button>
                              )}
                              <Button size="sm" variant="ghost" onClick={() => cancel.mutate(p.bookingId)}>
                                Stornieren<span className="visually-hidden">: {name}</span>
                              </Button>
                            </span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
                {fullFor !== null && rows.some((p) => p.bookingId === fullFor) && (
                  <p role="alert">
                    Der Termin ist voll. Ein Platz über der Kapazität wird im Protokoll vermerkt.
                  </p>
                )}
              </section>
            );
          })
        }
      </QueryState>
    </div>
  );
}
