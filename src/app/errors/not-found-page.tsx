// The 404 page (seed 000 §8, seed 002 §8): unknown paths and unknown content slugs.
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      title="Seite nicht gefunden"
      statusCode={404}
      statusMessage="Seite nicht gefunden"
      description="Die Seite wurde nicht gefunden."
      help="Vielleicht hat sich die Adresse geändert oder der Link ist veraltet. Auf der Startseite und im Kursangebot ist alles Wichtige zu finden."
      actions={
        <>
          <Button to={paths.home} iconStart="home">
            Zur Startseite
          </Button>
          <Button to={paths.courses} variant="outline">
            Kurse ansehen
          </Button>
        </>
      }
    />
  );
}
