// The booking button of one session (course detail and week-grid entries): seats left ('Noch 3 Plätze'), both
// deadlines before the member taps, 'Buchen' / 'Auf die Warteliste', the member's own seat or waitlist place with
// 'Stornieren' behind a confirmation that names the deadline. Signed out it leads to the sign-in page and back;
// without an active membership it explains instead; offline it is disabled and nothing is queued.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Booking } from '#domain/schemas/bookings';
import { ERRORS } from '#domain/errors/catalogue';
import { CANCELLATION_DEADLINE_MINUTES } from '#domain/constants';
import { formatDay, formatTime } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { useOnlineStatus } from '../../../lib/network-status';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useBookSession } from '../api/book-session';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import {
  activeBookingFor,
  bookingClosesAt,
  bookingOffer,
  bookingStatusText,
  cancellationClosesAt,
  deadlineText,
  seatsLeftText,
  type BookableSession,
  type BookingViewer,
} from '../model';
import './booking-action.css';

export const BOOKING_TEXTS = {
  book: 'Buchen',
  waitlist: 'Auf die Warteliste',
  cancel: 'Stornieren',
  offlineBook: 'Offline – Buchen nicht möglich',
  offlineCancel: 'Offline – Stornieren nicht möglich',
  inactive: `${ERRORS.MEMBERSHIP_INACTIVE.message} Bitte sprich uns am Empfang an.`,
} as const;

export interface BookingActionProps {
  session: BookableSession;
  viewer: BookingViewer;
  /** The sign-in page with this page as `redirect`. */
  loginHref: string;
  /** Refreshes the seat counts elsewhere (the route invalidates the course lists). */
  onChanged?: () => Promise<unknown> | void;
  /** The small form inside a week-grid entry. */
  compact?: boolean;
}

/** '2 Stunden', '90 Minuten' */
function duration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 Stunde' : `${minutes / 60} Stunden`;
  return `${minutes} Minuten`;
}

function fullDeadline(deadline: Date): string {
  return `${formatDay(deadline)}, ${formatTime(deadline)} Uhr`;
}

function Deadlines({ session, compact }: { session: BookableSession; compact: boolean }) {
  const closes = deadlineText(bookingClosesAt(session.startTime), session.startTime);
  const cancels = deadlineText(cancellationClosesAt(session.startTime), session.startTime);
  if (compact) {
    // The entry shows the start time already: 'Buchbar bis' only when booking closes earlier.
    const early = bookingClosesAt(session.startTime).getTime() < new Date(session.startTime).getTime();
    return (
      <p className="booking-action__deadlines booking-action__deadlines--compact">
        {early && `Buchbar bis ${closes} · `}Storno bis {cancels}
      </p>
    );
  }
  return (
    <dl className="booking-action__deadlines">
      <div>
        <dt>Anmeldung bis</dt>
        <dd>{closes}</dd>
      </div>
      <div>
        <dt>Stornieren bis</dt>
        <dd>{cancels}</dd>
      </div>
    </dl>
  );
}

/** The confirmation before cancelling: the session and its cancellation deadline. */
export function CancelDialog({
  booking,
  session,
  open,
  onClose,
  onConfirm,
}: {
  booking: Booking;
  session: Pick<BookableSession, 'title' | 'startTime'>;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const deadline = cancellationClosesAt(session.startTime, booking.status);
  const waiting = booking.status === 'pending';
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={waiting ? 'Warteliste verlassen?' : 'Buchung stornieren?'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Behalten
          </Button>
          <Button onClick={onConfirm}>{BOOKING_TEXTS.cancel}</Button>
        </>
      }
    >
      <p>
        <strong>{session.title}</strong>, {formatDay(session.startTime)}, {formatTime(session.startTime)} Uhr
      </p>
      <p className="booking-action__deadline-note">
        Stornierungsfrist: <strong>{fullDeadline(deadline)}</strong>
      </p>
      <p>
        {waiting
          ? `${bookingStatusText(booking)}. Die Warteliste kannst du bis zum Kursbeginn verlassen.`
          : `Stornieren ist bis ${duration(CANCELLATION_DEADLINE_MINUTES)} vor Beginn möglich. Dein Platz geht dann an die erste Person auf der Warteliste.`}
      </p>
    </Modal>
  );
}

export function BookingAction({
  session,
  viewer,
  loginHref,
  onChanged,
  compact = false,
}: BookingActionProps) {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const userId = viewer.status === 'signedIn' ? viewer.userId : null;
  const bookings = useMyBookings(userId);
  const book = useBookSession({ userId: userId ?? 0, onChanged });
  const cancel = useCancelBooking({ userId: userId ?? 0, onChanged });
  const [confirming, setConfirming] = useState(false);

  const booking = activeBookingFor(bookings.data, session.courseSettingsId);
  const offer = bookingOffer(session, viewer, booking, new Date());
  const size = compact ? 'sm' : 'md';
  const fullWidth = !compact;
  const busy = book.isPending || cancel.isPending;
  // Signed in, the bookings not known yet: wait rather than offer a second booking of a held seat.
  const deciding = userId !== null && bookings.isPending && bookings.fetchStatus === 'fetching';
  const failure = book.error ?? cancel.error;
  const open = offer.kind === 'book' || offer.kind === 'waitlist' || offer.kind === 'signIn';

  const onBook = () => {
    cancel.reset();
    book.mutate({ courseSettingsId: session.courseSettingsId, idempotencyKey: newIdempotencyKey() });
  };
  const onConfirmCancel = () => {
    setConfirming(false);
    if (offer.kind !== 'booked') return;
    book.reset();
    cancel.mutate(offer.booking);
  };

  let control: ReactNode = null;
  let state: ReactNode = null;
  // In a grid entry the course name joins the button's name, after its visible text (label in name).
  const named = (text: string) => (compact ? `${text}: ${session.title}` : undefined);
  if (open && !online) {
    control = (
      <Button key="offline" size={size} fullWidth={fullWidth} disabled iconStart="wifi-off">
        {BOOKING_TEXTS.offlineBook}
      </Button>
    );
  } else if (offer.kind === 'signIn') {
    control = (
      // A button, not a link: in a grid entry the course title stays the entry's only link.
      <Button
        key="sign-in"
        size={size}
        fullWidth={fullWidth}
        iconStart="log-in"
        onClick={() => void navigate(loginHref)}
        aria-label={named(BOOKING_TEXTS.book)}
      >
        {BOOKING_TEXTS.book}
      </Button>
    );
  } else if (offer.kind === 'book' || offer.kind === 'waitlist') {
    control = (
      <Button
        key="book"
        size={size}
        fullWidth={fullWidth}
        variant={offer.kind === 'book' ? 'primary' : 'outline'}
        loading={busy || deciding}
        onClick={onBook}
        aria-label={named(offer.kind === 'book' ? BOOKING_TEXTS.book : BOOKING_TEXTS.waitlist)}
      >
        {offer.kind === 'book' ? BOOKING_TEXTS.book : BOOKING_TEXTS.waitlist}
      </Button>
    );
  } else if (offer.kind === 'inactive') {
    state = <p className="booking-action__note">{BOOKING_TEXTS.inactive}</p>;
  } else if (offer.kind === 'closed' && !(compact && offer.reason === 'started')) {
    state = (
      <p className="booking-action__note">
        {offer.reason === 'notBookable'
          ? 'Dieser Termin kann nicht online gebucht werden.'
          : offer.reason === 'started'
            ? 'Dieser Termin hat bereits begonnen.'
            : ERRORS.BOOKING_DEADLINE.message}
      </p>
    );
  } else if (offer.kind === 'booked' || offer.kind === 'done') {
    const confirmed = offer.booking.status === 'confirmed';
    state = (
      <p className={`booking-action__mine booking-action__mine--${offer.booking.status}`}>
        {offer.booking.status === 'pending'
          ? bookingStatusText(offer.booking)
          : confirmed
            ? compact
              ? 'Gebucht'
              : 'Gebucht – dein Platz ist reserviert'
            : bookingStatusText(offer.booking)}
      </p>
    );
    if (offer.kind === 'booked') {
      control = !offer.cancellable ? (
        <p className="booking-action__note">{ERRORS.CANCELLATION_DEADLINE.message}</p>
      ) : online ? (
        // Its own key: a second tap on 'Buchen' must not land on this button when it takes the same place.
        <Button
          key="cancel"
          size={size}
          fullWidth={fullWidth}
          variant="secondary"
          loading={busy}
          onClick={() => setConfirming(true)}
          aria-label={named(BOOKING_TEXTS.cancel)}
        >
          {BOOKING_TEXTS.cancel}
        </Button>
      ) : (
        <Button
          key="offline-cancel"
          size={size}
          fullWidth={fullWidth}
          variant="secondary"
          disabled
          iconStart="wifi-off"
        >
          {BOOKING_TEXTS.offlineCancel}
        </Button>
      );
    }
  }

  const showSeats = open || offer.kind === 'inactive' || offer.kind === 'booked';

  return (
    <div
      className={`booking-action${compact ? ' booking-action--compact' : ''}`}
      data-testid="booking-action"
    >
      {showSeats && (
        <p
          className={`booking-action__seats${offer.kind === 'waitlist' ? ' booking-action__seats--full' : ''}`}
        >
          {seatsLeftText(session)}
        </p>
      )}
      {(open || offer.kind === 'booked') && <Deadlines session={session} compact={compact} />}
      <div role="status" className="booking-action__state">
        {state}
      </div>
      {control}
      {failure && (
        <p role="alert" className="booking-action__error">
          {errorMessage(failure)}
        </p>
      )}
      {offer.kind === 'booked' && (
        <CancelDialog
          booking={offer.booking}
          session={session}
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={onConfirmCancel}
        />
      )}
    </div>
  );
}
