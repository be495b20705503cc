// The guard routes: a pathless route around the /user pages (inside the site layout) and the route around the
// admin layout. They render the page loader while the session is restored, send signed-out visitors to the
// sign-in page with the way back, and show the 403 page to a signed-in user without the role.
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../features/auth/session-store';
import { ForbiddenPage } from '../errors/forbidden-page';
import { DefaultLayout } from '../layouts/default-layout';
import { PageLoader } from '../root';
import { decideAccess, type Requirement } from './access';

function Guard({ requirement, forbidden }: { requirement: Requirement; forbidden: ReactNode }) {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const signingOut = useSession((state) => state.signingOut);
  const { pathname, search } = useLocation();
  // Remembered for this page: a sign-out that started here ends on the start page, whatever renders first.
  const [signedOutHere, setSignedOutHere] = useState(false);
  if (signingOut && !signedOutHere) setSignedOutHere(true);
  const decision = decideAccess({ status, user, signingOut }, requirement, pathname + search, signedOutHere);
  switch (decision.kind) {
    case 'wait':
      return <PageLoader />;
    case 'login':
    case 'home':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return forbidden;
    case 'allow':
      return <Outlet />;
  }
}

/** /user, /user/profile, /user/my-courses: inside the site layout, so the 403 page needs no frame of its own. */
export function RequireLogin() {
  return <Guard requirement="login" forbidden={<ForbiddenPage />} />;
}

/** /check-in: Trainer or Admin, inside the site layout like the /user pages. */
export function RequireTrainer() {
  return <Guard requirement="Trainer" forbidden={<ForbiddenPage />} />;
}

/** /admin/*: outside the admin layout; a member sees the 403 page in the site layout, not the admin's menu. */
export function RequireAdmin() {
  return (
    <Guard
      requirement="Admin"
      forbidden={
        <DefaultLayout>
          <ForbiddenPage />
        </DefaultLayout>
      }
    />
  );
}

/** /admin: the desk's pages for an admin or a manager (decision 0205), outside the admin layout like RequireAdmin. */
export function RequireManager() {
  return (
    <Guard
      requirement="Manager"
      forbidden={
        <DefaultLayout>
          <ForbiddenPage />
        </DefaultLayout>
      }
    />
  );
}

/** The chain-wide /admin pages inside the admin layout: a manager sees the 403 page there, with their menu. */
export function RequireAdminPage() {
  return <Guard requirement="Admin" forbidden={<ForbiddenPage />} />;
}
