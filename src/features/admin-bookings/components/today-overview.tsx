// The admin dashboard's day (issue 6): today's sessions with booked / capacity / checked-in, the sessions of the
// next hour highlighted.
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useState } from 'react';
import { berlinDate, formatTime } from '#domain/time';
import { errorMessage } from '../../../lib/error-message';
import { useDaySummaries } from '../api/day-bookings';
import './admin-bookings.css';

const HOUR = 60 * 60_000;

export function TodayOverview() {
  const [now] = useState(() => Date.now());
  const sessions = useDaySummaries(berlinDate(new Date(now)));
  if (sessions.isPending) return <p>Termine werden geladen …</p>;
  if (sessions.isError)
    return (
      <p role="alert">
        {errorMessage(sessions.error, { fallback: 'Die Termine konnten nicht geladen werden.' })}
      </p>
    );
  if (sessions.data.length === 0) return <p>Heute stehen keine Termine an.</p>;
  return (
    <ScrollTable
      className="today-overview__wrap"
      tableClassName="today-overview"
      caption="Termine heute"
      captionClassName="visually-hidden"
    >
      <thead>
        <tr>
          <th scope="col">Zeit</th>
          <th scope="col">Kurs</th>
          <th scope="col">Gebucht / Plätze</th>
          <th scope="col">Eingecheckt</th>
        </tr>
      </thead>
      <tbody>
        {sessions.data.map((s) => {
          const start = Date.parse(s.scheduledAt);
          const soon = !s.cancelledAt && start - now <= HOUR && Date.parse(s.endsAt) > now;
          return (
            <tr key={s.id} className={soon ? 'today-overview__soon' : undefined}>
              <td>
                {formatTime(s.scheduledAt)}
                {soon && <strong> · in der nächsten Stunde</strong>}
              </td>
              <td>
                {s.courseTitle}
                {s.cancelledAt && ' (abgesagt)'}
              </td>
              <td>
                {s.counts.booked} / {s.maxParticipants}
              </td>
              <td>{s.counts.checkedIn}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
