// The cookie banner on first visit (seed 000 §2): a non-modal bar at the bottom, announced as a region and placed
// after the footer in the document, so it neither traps focus nor covers the page's own first actions. Accept all,
// only necessary, or settings (/cookie-einstellungen).
import { Link, useLocation } from '../../lib/navigation';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { saveConsent, useConsent } from '../../lib/consent-store';
import '../../components/consent/consent.css';
import { useIsClient } from '../../lib/use-is-client';

export function ConsentBanner() {
  const consent = useConsent();
  const location = useLocation();
  // Stored consent is the browser's to know. The server's page carries the bar, so it is painted with the page and
  // never waits for a script (issue 24); a page start script (src/lib/stored-consent-script.ts) hides it at once
  // where a decision is stored. Once hydrated, the client decides: no bar, or the bar marked live (shown even
  // where the stored decision has lapsed).
  const isClient = useIsClient();
  // The settings page is where the choice is made in detail; the bar would only repeat it there.
  if (consent || location.pathname === paths.cookieSettings) return null;
  return (
    <section
      className={`consent-banner${isClient ? ' consent-banner--live' : ''}`}
      role="region"
      aria-labelledby="consent-banner-title"
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id="consent-banner-title" className="consent-banner__title">
            Cookies und externe Medien
          </h2>
          <p>
            Notwendige Cookies sind immer aktiv. Karten und Videos (Externe Medien) laden wir nur mit deiner
            Zustimmung. Mehr in der <Link to={paths.privacy}>Datenschutzerklärung</Link>.
          </p>
        </div>
        <div className="consent-banner__actions">
          <Button size="sm" onClick={() => saveConsent(true)}>
            Alle akzeptieren
          </Button>
          <Button size="sm" variant="secondary" onClick={() => saveConsent(false)}>
            Nur notwendige
          </Button>
          <Button size="sm" variant="ghost" to={paths.cookieSettings}>
            Einstellungen
          </Button>
        </div>
      </div>
    </section>
  );
}
