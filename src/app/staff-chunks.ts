// Staff-only code (the desk, the admin area, check-in with its QR decoder) is left out of every visitor's
// precache (tools/build/app.ts STAFF_ONLY_ASSETS). When a trainer or an admin is signed in on a device, it is fetched
// here in the background, and the service worker keeps it (sw/runtime-caching.ts), so the desk still opens when
// the tablet's wifi drops.
import { hasPermission } from '#domain/auth/permissions';
import { sessionStore, type SessionState } from '../features/auth/session-store';

let fetched = false;

export function isStaff(state: Pick<SessionState, 'user'>): boolean {
  return hasPermission(state.user, 'Trainer');
}

function fetchStaffChunks(): void {
  if (fetched) return;
  fetched = true;
  // The modules the staff routes load (src/app/router.tsx); a failed fetch is tried at the next sign-in.
  void Promise.all([
    import('./layouts/admin-layout'),
    import('./routes/admin/dashboard'),
    import('./routes/admin/courses'),
    import('./routes/admin/bookings'),
    import('./routes/admin/participants'),
    import('./routes/admin/leads'),
    import('./routes/admin/memberships'),
    import('./routes/admin/settings'),
    import('./routes/admin/messages'),
    import('./routes/check-in'),
    import('../features/check-in/qr-decode'),
  ]).catch(() => {
    fetched = false;
  });
}

/** Watches the session: a signed-in trainer or admin gets the staff chunks. */
export function watchStaffSignIn(store = sessionStore): () => void {
  const check = (state: SessionState) => {
    if (state.status === 'signedIn' && isStaff(state)) fetchStaffChunks();
  };
  check(store.getState());
  return store.subscribe(check);
}
