// The 403 page (DECISIONS "Route protection"): signed in, but without the role the page needs.
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { ERRORS } from '#domain/errors/catalogue';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  return (
    <StatusPage
      title="Zugriff verweigert"
      statusCode={403}
      statusMessage="Zugriff verweigert"
      description={ERRORS.FORBIDDEN.message}
      help="Dieser Bereich ist dem Studio-Team vorbehalten. Deine Kurse und dein Profil findest du in deinem Dashboard."
      actions={
        <>
          <Button to={paths.user.dashboard} iconStart="grid">
            Zum Dashboard
          </Button>
          <Button to={paths.home} variant="outline">
            Zur Startseite
          </Button>
        </>
      }
    />
  );
}
