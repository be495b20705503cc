// /user/my-courses: the member's bookings, upcoming (soonest first), cancelled ones of sessions still ahead, and
// past (latest first), each with its status, a calendar download and, while allowed, 'Stornieren' (a seat) or
// 'Warteliste verlassen' (a waitlist place). Read from the persisted cache when offline.
import { useState, type ReactNode } from 'react';
import { useIsRestoring } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Booking } from '#domain/schemas/bookings';
import { formatDay, formatTime } from '#domain/time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useOnlineStatus } from '../../../lib/network-status';
import { downloadBookingIcs } from '../api/calendar';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import { bookingStatusText, bookingStatusTone, groupBookings, isCancellable } from '../model';
import { BOOKING_TEXTS, CancelDialog } from './booking-action';
import './my-bookings.css';

export interface MyBookingsProps {
  userId: number;
  /** Refreshes the course lists after a cancellation (the route composes it). */
  onChanged?: () => Promise<unknown> | void;
}

/** The detail address of a booked session. */
export function bookingPath(booking: Pick<Booking, 'courseId' | 'courseSettingsId'>): string {
  return `${paths.course(booking.courseId)}?courseSettingsId=${booking.courseSettingsId}`;
}

function CalendarDownload({ booking }: { booking: Booking }) {
  const online = useOnlineStatus();
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const onClick = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadBookingIcs(booking.id);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        iconStart="calendar"
        disabled={!online}
        loading={state.busy}
        onClick={() => void onClick()}
        aria-label={`Zum Kalender hinzufügen: ${booking.courseTitle}`}
      >
        Zum Kalender hinzufügen
      </Button>
      {state.error !== null && (
        <p role="alert" className="my-booking__error">
          {errorMessage(state.error)}
        </p>
      )}
    </>
  );
}

function CancelBooking({ booking, userId, onChanged }: { booking: Booking } & MyBookingsProps) {
  const online = useOnlineStatus();
  const cancel = useCancelBooking({ userId, onChanged });
  const [open, setOpen] = useState(false);
  const session = { title: booking.courseTitle, startTime: booking.scheduledAt };
  const label = booking.status === 'pending' ? BOOKING_TEXTS.leaveWaitlist : BOOKING_TEXTS.cancel;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={!online}
        loading={cancel.isPending}
        onClick={() => setOpen(true)}
        aria-label={online ? `${label}: ${booking.courseTitle}` : undefined}
      >
        {online ? label : BOOKING_TEXTS.offlineCancel}
      </Button>
      {cancel.error && (
        <p role="alert" className="my-booking__error">
          {errorMessage(cancel.error)}
        </p>
      )}
      <CancelDialog
        booking={booking}
        session={session}
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          cancel.mutate(booking);
        }}
      />
    </>
  );
}

/** A booking card's head: the course (linked to its session), the state's badge and when; `children` follow the time. */
export function BookingHeading({
  booking,
  now,
  children,
}: {
  booking: Booking;
  now: Date;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="my-booking__head">
        <h3 className="my-booking__title">
          <Link to={bookingPath(booking)}>{booking.courseTitle}</Link>
        </h3>
        <Badge variant={bookingStatusTone(booking)}>{bookingStatusText(booking, now)}</Badge>
      </div>
      <p className="my-booking__when">
        <Icon name="calendar" /> {formatDay(booking.scheduledAt)}, {formatTime(booking.scheduledAt)} Uhr
        {children}
      </p>
    </>
  );
}

function BookingItem({ booking, now, ...props }: { booking: Booking; now: Date } & MyBookingsProps) {
  const active = booking.status === 'confirmed' || booking.status === 'pending';
  const cancellable = isCancellable(booking, now);
  return (
    <li className={`my-booking my-booking--${booking.status}`}>
      <BookingHeading booking={booking} now={now}>
        <span className="my-booking__trainer"> · {booking.trainerName}</span>
      </BookingHeading>
      {booking.status === 'confirmed' && booking.promotedAt && (
        <p className="my-booking__note">Von der Warteliste nachgerückt</p>
      )}
      {(active || cancellable) && (
        <div className="my-booking__actions">
          {active && <CalendarDownload booking={booking} />}
          {cancellable && <CancelBooking booking={booking} {...props} />}
        </div>
      )}
    </li>
  );
}

function BookingGroup({
  id,
  title,
  bookings,
  now,
  empty,
  ...props
}: { id: string; title: string; bookings: Booking[]; now: Date; empty: string } & MyBookingsProps) {
  return (
    <section className="my-bookings__group" aria-labelledby={id}>
      <h2 id={id} className="my-bookings__heading">
        {title}
      </h2>
      {bookings.length > 0 ? (
        <ul className="my-bookings__list">
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} now={now} {...props} />
          ))}
        </ul>
      ) : (
        <p className="my-bookings__none">
          <em>{empty}</em>
        </p>
      )}
    </section>
  );
}

export function MyBookings(props: MyBookingsProps) {
  const query = useMyBookings(props.userId);
  const isRestoring = useIsRestoring();
  const online = useOnlineStatus();
  const now = new Date();

  if (query.data === undefined) {
    if (isRestoring || query.fetchStatus === 'fetching') {
      return (
        <p className="my-bookings__status" role="status">
          <Spinner size="sm" decorative /> Buchungen werden geladen...
        </p>
      );
    }
    if (!online || query.fetchStatus === 'paused') {
      return (
        <p className="my-bookings__status" role="status">
          <Icon name="wifi-off" /> Offline – noch keine Buchungen gespeichert.
        </p>
      );
    }
    return (
      <div className="my-bookings__status" role="alert">
        <p>{errorMessage(query.error, { fallback: 'Deine Buchungen konnten nicht geladen werden.' })}</p>
        <Button size="sm" variant="secondary" iconStart="refresh" onClick={() => void query.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }

  if (query.data.length === 0) {
    return (
      <div className="my-bookings__empty">
        <Icon name="calendar" size="2rem" />
        <p>Du hast noch keine Kurse gebucht.</p>
        <Button to={paths.courses} iconEnd="arrow-right">
          Kurse entdecken
        </Button>
      </div>
    );
  }

  const { upcoming, cancelled, past } = groupBookings(query.data, now);
  const groups = [
    { id: 'upcoming', title: 'Anstehende Kurse', bookings: upcoming, empty: 'Keine anstehenden Kurse.' },
    // Only when there is one: cancelled bookings of sessions still ahead, never under 'Anstehende Kurse'.
    ...(cancelled.length > 0
      ? [{ id: 'cancelled', title: 'Storniert und abgesagt', bookings: cancelled, empty: '' }]
      : []),
    { id: 'past', title: 'Vergangene Kurse', bookings: past, empty: 'Noch keine vergangenen Kurse.' },
  ];
  return (
    <div className="my-bookings">
      {groups.map((group) => (
        <BookingGroup key={group.id} {...group} id={`my-bookings-${group.id}`} now={now} {...props} />
      ))}
    </div>
  );
}
