// What a route shows when its code could not be loaded (an open tab after a deploy whose old files are gone, or a
// worker that no longer has them). Online, the page first reloads itself once per build, which usually fixes it
// without a word; if that already happened, or the device is offline, it offers the update instead: never a
// reload loop, never a reload that cannot work.
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { applyUpdate, claimChunkReload } from '../../lib/pwa';
import { OfflinePage } from './offline-page';
import { StatusPage } from './status-page';

export function ChunkErrorPage() {
  // Decided once, on the first render: the claim marks this build, so a second render must not ask again.
  const [reloading] = useState(claimChunkReload);
  const [offline] = useState(() => !navigator.onLine);

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  if (reloading) {
    return (
      <div className="page-loader">
        <Spinner size="lg" label="Neue Version wird geladen…" />
      </div>
    );
  }

  if (offline) return <OfflinePage />;

  return (
    <StatusPage
      title="Neue Version verfügbar"
      statusMessage="Neue Version verfügbar"
      description="Dieser Teil der Seite konnte nicht geladen werden, weil die App inzwischen aktualisiert wurde."
      help="Nach dem Neuladen öffnet sich die neueste Version."
      actions={
        <Button iconStart="refresh" onClick={() => void applyUpdate()}>
          Jetzt aktualisieren
        </Button>
      }
    />
  );
}
