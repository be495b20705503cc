// What a page shows when it needs the network and there is none: what it is not, what still works offline, and
// the way there. The route error boundary shows it for a page whose data never reached this device (a public page
// not opened before, offline), the chunk error page for code not yet stored. Never a '500 Internal Server Error'
// for a visitor without signal.
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { StatusPage } from './status-page';

export function OfflinePage() {
  return (
    <StatusPage
      title="Offline nicht verfügbar"
      statusMessage="Offline nicht verfügbar"
      description="Diese Seite ist auf diesem Gerät noch nicht gespeichert und kann ohne Verbindung nicht geladen werden."
      help="Der Kursplan und die Seiten, die du schon einmal geöffnet hast, sind auch offline da. Sobald wieder eine Verbindung besteht, lädt diese Seite nach einem Tipp auf „Erneut versuchen“."
      actions={
        <>
          <Button iconStart="refresh" onClick={() => window.location.reload()}>
            Erneut versuchen
          </Button>
          <Button to={paths.courses} variant="outline">
            Zum Kursplan
          </Button>
        </>
      }
    />
  );
}
