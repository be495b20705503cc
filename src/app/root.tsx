// The root route's element: scroll restoration (and a link's target part, ./hash-target.tsx), the navigation
// progress bar, the offline line, and the matched layout.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { ConsentBanner } from '../features/consent/consent-banner';
import { HashTarget } from './hash-target';
import { OfflineBanner } from './offline-banner';
import { Island } from './islands/island';
import './root.css';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}

export function Root() {
  return (
    <>
      <ScrollRestoration />
      <HashTarget />
      <NavigationProgress />
      <OfflineBanner />
      <Outlet />
      {/* After the page in the document: the bar never comes before the page's own content in tab order. Its
          HTML is the server's and works for a tap before its code (replayed), so the code waits for an idle
          moment, off the first screen's critical path. */}
      <Island kind="@consent-banner" props={{}} when="idle">
        <ConsentBanner />
      </Island>
    </>
  );
}

/** Shown while the first page's code loads. */
export function PageLoader() {
  return (
    <div className="page-loader">
      <Spinner size="lg" />
    </div>
  );
}
