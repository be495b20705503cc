// What a route shows when it fails: the 404 page for "not found", a reload offer for a chunk that could not be
// loaded after a deploy, the offline page when the network gave no answer, and otherwise the server error page
// (seed 002 §8: a status message with status code and a German description; the status messages in German,
// issue 37: 'Interner Serverfehler' for every status without its own). Loaded eagerly: it must work when chunks do not.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { codeForResponse, ERRORS } from '#domain/errors/catalogue';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-client';
import { isChunkLoadError } from './chunk-error';
import { ChunkErrorPage } from './chunk-error-page';
import { NotFoundPage } from './not-found-page';
import { OfflinePage } from './offline-page';
import { StatusPage } from './status-page';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status || 500;
  return 500;
}

/** The status message of each status the app names (issue 37: in German); anything else is a server error. */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet',
  403: 'Zugriff verweigert',
  409: 'Konflikt',
  422: 'Eingabe nicht verarbeitbar',
  429: 'Zu viele Anfragen',
  503: 'Dienst nicht verfügbar',
};

function reload() {
  window.location.reload();
}

export function RouteErrorBoundary() {
  const error = useRouteError();

  if (isChunkLoadError(error)) return <ChunkErrorPage />;
  // No answer at all (offline, or the network failed): not a server error.
  if (isApiError(error) && error.code === 'NETWORK') return <OfflinePage />;

  const status = statusOf(error);
  if (status === 404) return <NotFoundPage />;

  if (import.meta.env.DEV) console.error(error);
  const statusCode = status >= 400 ? status : 500;
  const code = statusCode >= 500 ? 'SERVER_ERROR' : codeForResponse(statusCode);
  return (
    <StatusPage
      title="Fehler"
      statusCode={statusCode}
      statusMessage={STATUS_TEXTS[statusCode] ?? 'Interner Serverfehler'}
      description={ERRORS[code].message}
      help="Ein Neuladen der Seite hilft oft. Besteht das Problem weiter, bitte in ein paar Minuten erneut versuchen."
      actions={
        <>
          <Button iconStart="refresh" onClick={reload}>
            Seite neu laden
          </Button>
          <Button to={paths.home} variant="outline">
            Zur Startseite
          </Button>
        </>
      }
    />
  );
}
