// The booking button of one session (course detail and week-grid entries), drawn from the one state model
// (#domain/bookings/state): seats left ('Noch 3 Plätze'), both deadlines (the server's instants) before the member
// taps, 'Buchen' / 'Auf die Warteliste', the member's own seat with 'Stornieren' or waitlist place with
// 'Warteliste verlassen' behind a confirmation that names the deadline; past, running, cancelled and closed
// sessions say so and offer nothing. Signed out, a bookable session's 'Buchen' is a link to the sign-in page and back;
// without an active membership it explains instead; a session the member's memberships do not entitle says why
// (the entitlement rule's German sentence, as text) instead of 'Buchen' (issue 19), with the ways forward its
// code names (issue 37: the tiers, the trial training, the desk …); in a week-grid entry a session none of the
// member's memberships covers is marked 'Nicht in deiner Mitgliedschaft', the reason on activation. Offline it is
// disabled and nothing is queued.
import { useState, type ReactNode } from 'react';
import type { Booking } from '#domain/schemas/bookings';
import { ERRORS } from '#domain/errors/catalogue';
import { formatDay, formatTime } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { NotCoveredMark, WaysForward } from '../../../components/ways-forward';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useOnlineStatus } from '../../../lib/network-status';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useBookSession } from '../api/book-session';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import {
  activeBookingFor,
  bookingClosesAt,
  bookingState,
  bookingStatusText,
  cancellationClosesAt,
  deadlineText,
  freeSeats,
  seatsLeftText,
  type BookingState,
  type BookableSession,
  type BookingViewer,
} from '../model';
import './booking-action.css';

export const BOOKING_TEXTS = {
  book: 'Buchen',
  waitlist: 'Auf die Warteliste',
  cancel: 'Stornieren',
  leaveWaitlist: 'Warteliste verlassen',
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

/** Why a session offers nothing, in full and in a week-grid entry. */
const CLOSED_TEXTS = {
  cancelled: { full: 'Dieser Termin wurde abgesagt.', compact: 'Abgesagt' },
  past: { full: 'Dieser Termin ist vorbei.', compact: 'Vorbei' },
  running: { full: 'Dieser Termin hat bereits begonnen.', compact: 'Läuft gerade' },
  deadline: { full: ERRORS.BOOKING_DEADLINE.message, compact: 'Anmeldeschluss vorbei' },
  notBookable: { full: 'Dieser Termin kann nicht online gebucht werden.', compact: 'Nicht online buchbar' },
} as const;

function Deadlines({ session, compact }: { session: BookableSession; compact: boolean }) {
  const closesAt = bookingClosesAt(session);
  const now = new Date();
  const closes = deadlineText(closesAt, now);
  const cancels = deadlineText(
    cancellationClosesAt(session.startTime, 'confirmed', session.cancellationClosesAt),
    now,
  );
  if (compact) {
    // The entry shows the start time already: 'Buchbar bis' only when booking closes earlier.
    const early = closesAt.getTime() < new Date(session.startTime).getTime();
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
  session: Pick<BookableSession, 'title' | 'startTime' | 'cancellationClosesAt'>;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const deadline = cancellationClosesAt(
    session.startTime,
    booking.status,
    booking.cancellationClosesAt ?? session.cancellationClosesAt,
  );
  const waiting = booking.status === 'pending';
  const minutesBefore = Math.round((new Date(session.startTime).getTime() - deadline.getTime()) / 60_000);
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
          <Button onClick={onConfirm}>{waiting ? BOOKING_TEXTS.leaveWaitlist : BOOKING_TEXTS.cancel}</Button>
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
          : `Stornieren ist bis ${minutesBefore > 0 ? `${duration(minutesBefore)} vor Beginn` : 'zum Beginn'} möglich. Dein Platz geht dann an die erste Person auf der Warteliste.`}
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
  const userId = viewer.status === 'signedIn' ? viewer.userId : null;
  const bookings = useMyBookings(userId);
  const book = useBookSession({ userId: userId ?? 0, onChanged });
  const cancel = useCancelBooking({ userId: userId ?? 0, onChanged });
  const [confirming, setConfirming] = useState(false);

  const booking = activeBookingFor(bookings.data, session.courseSettingsId);
  const state: BookingState = bookingState(session, viewer, booking, new Date());
  const size = compact ? 'sm' : 'md';
  const fullWidth = !compact;
  const busy = book.isPending || cancel.isPending;
  // Signed in, the bookings not known yet: wait rather than offer a second booking of a held seat.
  const deciding =
    (userId !== null && bookings.isPending && bookings.fetchStatus === 'fetching') ||
    (viewer.status === 'signedIn' && viewer.membershipPending === true);
  const failure = book.error ?? cancel.error;
  const open = state.kind === 'book' || state.kind === 'waitlist' || state.kind === 'signIn';
  const holds = state.kind === 'booked' || state.kind === 'waitlisted';
  const heldBooking = holds && booking ? booking : undefined;

  const onBook = () => {
    cancel.reset();
    book.mutate({ courseSettingsId: session.courseSettingsId, idempotencyKey: newIdempotencyKey() });
  };
  const onConfirmCancel = () => {
    setConfirming(false);
    if (!heldBooking) return;
    book.reset();
    cancel.mutate(heldBooking);
  };

  let control: ReactNode = null;
  let note: ReactNode = null;
  let forward: ReactNode = null;
  // In a grid entry the course name joins the button's name, after its visible text (label in name).
  const named = (text: string) => (compact ? `${text}: ${session.title}` : undefined);
  const seatText = (kind: 'book' | 'waitlist') =>
    kind === 'book' ? BOOKING_TEXTS.book : BOOKING_TEXTS.waitlist;
  if (open && !online) {
    control = (
      <Button key="offline" size={size} fullWidth={fullWidth} disabled iconStart="wifi-off">
        {BOOKING_TEXTS.offlineBook}
      </Button>
    );
  } else if (state.kind === 'signIn') {
    control = (
      // A link to the sign-in with the way back: it works before and without JavaScript (decision 0180). In a
      // grid entry its name adds the course ('Buchen: Yoga'), so it is told apart from the title's link.
      <Button
        key="sign-in"
        size={size}
        fullWidth={fullWidth}
        variant={state.intent === 'book' ? 'primary' : 'outline'}
        iconStart="log-in"
        to={loginHref}
        aria-label={named(seatText(state.intent))}
      >
        {seatText(state.intent)}
      </Button>
    );
  } else if (state.kind === 'book' || state.kind === 'waitlist') {
    control = (
      <Button
        key="book"
        size={size}
        fullWidth={fullWidth}
        variant={state.kind === 'book' ? 'primary' : 'outline'}
        loading={busy || deciding}
        onClick={onBook}
        aria-label={named(seatText(state.kind))}
      >
        {seatText(state.kind)}
      </Button>
    );
  } else if (state.kind === 'inactive') {
    note = <p className="booking-action__note">{BOOKING_TEXTS.inactive}</p>;
    forward = <WaysForward code="MEMBERSHIP_INACTIVE" size={size} />;
  } else if (state.kind === 'refused' && compact && state.code === 'MEMBERSHIP_CATEGORY') {
    forward = <NotCoveredMark reason={state.reason} code={state.code} session={session.title} />;
  } else if (state.kind === 'refused') {
    note = <p className="booking-action__note booking-action__note--refused">{state.reason}</p>;
    forward = <WaysForward code={state.code} size={size} />;
  } else if (
    state.kind === 'cancelled' ||
    state.kind === 'past' ||
    state.kind === 'running' ||
    state.kind === 'deadline' ||
    state.kind === 'notBookable'
  ) {
    note = <p className="booking-action__note">{CLOSED_TEXTS[state.kind][compact ? 'compact' : 'full']}</p>;
  } else if (booking) {
    const status = booking.status;
    note = (
      <p className={`booking-action__mine booking-action__mine--${status}`}>
        {status === 'confirmed'
          ? compact
            ? 'Gebucht'
            : 'Gebucht – dein Platz ist reserviert'
          : bookingStatusText(booking, new Date())}
      </p>
    );
    const allowed =
      state.kind === 'booked' ? state.cancellable : state.kind === 'waitlisted' && state.leavable;
    const label = state.kind === 'waitlisted' ? BOOKING_TEXTS.leaveWaitlist : BOOKING_TEXTS.cancel;
    if (holds) {
      control = !allowed ? (
        <p className="booking-action__note">
          {state.kind === 'waitlisted' ? CLOSED_TEXTS.running.full : ERRORS.CANCELLATION_DEADLINE.message}
        </p>
      ) : online ? (
        // Its own key: a second tap on 'Buchen' must not land on this button when it takes the same place.
        <Button
          key="cancel"
          size={size}
          fullWidth={fullWidth}
          variant="secondary"
          loading={busy}
          onClick={() => setConfirming(true)}
          aria-label={named(label)}
        >
          {label}
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

  const notCovered = state.kind === 'refused' && compact && state.code === 'MEMBERSHIP_CATEGORY';
  const showSeats = (open || state.kind === 'inactive' || state.kind === 'refused' || holds) && !notCovered;

  return (
    <div
      className={`booking-action${compact ? ' booking-action--compact' : ''}`}
      data-testid="booking-action"
    >
      {showSeats && (
        <p
          className={`booking-action__seats${freeSeats(session) === 0 ? ' booking-action__seats--full' : ''}`}
        >
          {seatsLeftText(session)}
        </p>
      )}
      {(open || holds) && <Deadlines session={session} compact={compact} />}
      <div role="status" className="booking-action__state">
        {note}
      </div>
      {forward}
      {control}
      {failure && (
        <p role="alert" className="booking-action__error">
          {errorMessage(failure)}
        </p>
      )}
      {/* A refusal the server answered after the tap (its answer is newer than the member's memberships here). */}
      {failure && isApiError(failure) && <WaysForward code={failure.code} size={size} />}
      {heldBooking && (
        <CancelDialog
          booking={heldBooking}
          session={session}
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={onConfirmCancel}
        />
      )}
    </div>
  );
}
