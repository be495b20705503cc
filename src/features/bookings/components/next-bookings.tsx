// The dashboard's 'Nächste Kurse': the member's next seats and waitlist places, soonest first.
import { useIsRestoring } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useMyBookings } from '../api/get-my-bookings';
import { nextBookings } from '../model';
import { BookingHeading } from './my-bookings';
import './my-bookings.css';

export function NextBookings({ userId, limit = 3 }: { userId: number; limit?: number }) {
  const query = useMyBookings(userId);
  const isRestoring = useIsRestoring();
  if (query.data === undefined && (isRestoring || query.fetchStatus === 'fetching')) {
    return (
      <p role="status" className="user-card__text">
        Buchungen werden geladen...
      </p>
    );
  }
  const now = new Date();
  const next = nextBookings(query.data ?? [], now, limit);
  if (next.length === 0) {
    return (
      <div className="user-card__empty">
        <Icon name="calendar" size="2rem" />
        <p>
          {query.data?.length
            ? 'Du hast keine anstehenden Kurse gebucht.'
            : 'Du hast noch keine Kurse gebucht.'}
        </p>
        <p className="user-card__text">Such dir im Kursangebot einen Termin aus und buche deinen Platz.</p>
        <Button to={paths.courses} iconEnd="arrow-right">
          Kurse entdecken
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul className="my-bookings__list">
        {next.map((booking) => (
          <li key={booking.id} className={`my-booking my-booking--${booking.status}`}>
            <BookingHeading booking={booking} now={now} />
          </li>
        ))}
      </ul>
      <p className="next-bookings__more">
        <Link to={paths.user.myCourses}>Alle meine Kurse</Link>
      </p>
    </>
  );
}
