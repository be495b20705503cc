// Composes the bookings feature into the course screens (features never import each other): who is looking (the
// session), where signing in returns to (this page), and what a booking change refreshes (the course lists' seat
// counts). Used by the course detail and the start page's week grid (BookableWeekGrid, in the block registry); the
// course list marks what the member's memberships do not cover (useCoverageNote, issue 37).
import { useCallback, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '../../lib/navigation';
import { hasActiveMembership } from '#domain/auth/permissions';
import type { CourseEntry } from '#domain/courses/expand';
import { coverageRefusal } from '#domain/memberships/entitlement';
import { NotCoveredMark } from '../../components/ways-forward';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session-store';
import { BookingAction } from '../../features/bookings/components/booking-action';
import type { BookingViewer } from '../../features/bookings/model';
import { courseKeys } from '../../features/courses/api/keys';
import { useMyMembership } from '../../features/memberships/api/get-my-membership';
import { membershipKeys } from '../../features/memberships/api/keys';
import { CourseWeekGrid, type CourseWeekGridProps } from '../../features/courses/components/week-grid';
import { useCourseLocation } from '../location-choice';

/** The signed-in member as the booking button sees them, with their memberships (issue 19). */
export function useBookingViewer(): BookingViewer {
  const user = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  const mine = useMyMembership(user?.id ?? null);
  return user
    ? {
        status: 'signedIn',
        userId: user.id,
        activeMembership: hasActiveMembership(user),
        membership: mine.data,
        membershipPending: mine.isPending && mine.fetchStatus === 'fetching',
      }
    : { status: 'signedOut' };
}

/**
 * Refreshes every course list and detail after a booking or cancellation (bookingsCount changed), and the
 * member's memberships (credits, period slots, upcoming bookings).
 */
export function useRefreshCourses(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: courseKeys.all }),
      client.invalidateQueries({ queryKey: membershipKeys.mineOfAll() }),
    ]);
  }, [client]);
}

/** The booking button for one session, ready for a screen's `action` slot. */
export function useBookingSlot({ compact = false } = {}): (entry: CourseEntry) => ReactNode {
  const viewer = useBookingViewer();
  const location = useLocation();
  const onChanged = useRefreshCourses();
  const loginHref = paths.login(`${location.pathname}${location.search}`);
  return (entry) => (
    <BookingAction
      session={entry}
      viewer={viewer}
      loginHref={loginHref}
      onChanged={onChanged}
      compact={compact}
    />
  );
}

/**
 * The course list's note for a signed-in member: 'Nicht in deiner Mitgliedschaft' on a session none of their
 * memberships covers (its category, or its location once the entry carries it: issue 34), decided by the rules
 * the server refuses with (coverageRefusal); nothing for a visitor, a covered session, or while the memberships
 * are not known.
 */
export function useCoverageNote(): (entry: CourseEntry) => ReactNode {
  const viewer = useBookingViewer();
  const mine = viewer.status === 'signedIn' ? viewer.membership : undefined;
  return (entry) => {
    const refusal = mine && coverageRefusal(mine, entry);
    return refusal ? (
      <NotCoveredMark reason={refusal.message} code={refusal.code} session={entry.title} />
    ) : null;
  };
}

/** The current-week grid with the booking button in every entry (the start page's course block). */
export interface BookableWeekGridProps extends Omit<
  CourseWeekGridProps,
  'sessionAction' | 'location' | 'toolbar'
> {
  /** A location's own week (/standorte/<slug>, issue 34): that location, without a picker. */
  fixedLocation?: string;
}

/**
 * The week with booking buttons; in a chain (issue 34) the week of the location chosen (./location-choice.tsx)
 * with the picker above it, or the fixed location's.
 */
export function BookableWeekGrid({ fixedLocation, ...props }: BookableWeekGridProps) {
  const bookingSlot = useBookingSlot({ compact: true });
  const choice = useCourseLocation();
  return (
    <CourseWeekGrid
      {...props}
      sessionAction={bookingSlot}
      location={fixedLocation ?? choice.location?.slug}
      toolbar={fixedLocation === undefined ? choice.picker('Zeigt die Kurswoche dieses Standorts.') : null}
    />
  );
}
