// Who may see a guarded page (DECISIONS "Route protection"; the server enforces the same on every call, so this is
// the convenience of never showing a page that will only fail). A pure decision, tested on its own.
import { hasPermission } from '#domain/auth/permissions';
import type { SessionState } from '../../features/auth/session-store';
import { paths } from '../../config/paths';

/**
 * 'login': any signed-in user (/user pages). 'Admin': the permission rule of seed 000 §6 (the chain-wide /admin
 * pages). 'Manager': Manager or Admin (the desk's /admin pages, decision 0205). 'Trainer': Trainer, Manager or
 * Admin (the check-in view, /check-in).
 */
export type Requirement = 'login' | 'Admin' | 'Manager' | 'Trainer';

export type AccessDecision =
  /** The session is being restored, or a sign-out has cleared it and is on its way to /: the page loader. */
  | { kind: 'wait' }
  /** Signed out: to the sign-in page, which brings the user back to `to`'s redirect target. */
  | { kind: 'login'; to: string }
  /** Signed out by a sign-out started on this very page: follow it to the start page, not to the sign-in page. */
  | { kind: 'home'; to: string }
  /** Signed in without the role: the 403 page 'Zugriff verweigert.'. */
  | { kind: 'forbidden' }
  | { kind: 'allow' };

export function decideAccess(
  session: Pick<SessionState, 'status' | 'user' | 'signingOut'>,
  requirement: Requirement,
  /** The guarded address with its query, e.g. '/user/profile?tab=passwort'. */
  target: string,
  /**
   * The page saw a sign-out start (signingOut was true while it was shown). The sign-out goes to / by itself;
   * should the page still be on screen once the state is cleared, it must not offer the sign-in page instead.
   */
  signedOutHere = false,
): AccessDecision {
  if (session.status === 'restoring') return { kind: 'wait' };
  if (session.status === 'signedOut' || !session.user) {
    // The page stays during the sign-out's delay; once the state is cleared it waits for the way to /.
    if (session.signingOut) return { kind: 'wait' };
    return signedOutHere ? { kind: 'home', to: paths.home } : { kind: 'login', to: paths.login(target) };
  }
  // An offline-restored (unverified) user passes with the cached record; the server checks every call anyway.
  if (requirement !== 'login' && !hasPermission(session.user, requirement)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}
