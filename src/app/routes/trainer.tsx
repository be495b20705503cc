// /trainer ('Meine Termine') and /trainer/termine/:id (one own session), for Trainer and Admin (issue 22), in the
// desk layout. The app composes the features: checking in and marking no-shows on the session page are the
// check-in feature's calls, so the desk and the trainer's page share one way of doing them (decision 0160).
import { useParams } from 'react-router-dom';
import { isAdmin } from '#domain/auth/permissions';
import { normalizeRole } from '#domain/auth/roles';
import { deleteCheckIn, postCheckIn } from '../../features/check-in/api/check-in';
import { NoShowsAction } from '../../features/check-in/components/no-shows-action';
import { useSession } from '../../features/auth/session-store';
import { MySessions } from '../../features/trainer/components/my-sessions';
import { SessionDetail, type SessionMarks } from '../../features/trainer/components/session-detail';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AdminPageHeader } from './admin/admin-page';

export function TrainerPage() {
  const user = useSession((state) => state.user);
  if (!user) return null; // the guard only lets signed-in staff through; this is for the type
  return (
    <>
      <AdminPageHeader
        title="Meine Termine"
        intro="Deine Termine von heute und den nächsten 13 Tagen mit Buchungen, Warteliste und Check-ins. Öffne einen Termin, um Teilnehmende einzuchecken, ihnen zu schreiben oder eine Vertretung anzufragen."
      />
      <MySessions
        userId={user.id}
        admin={isAdmin(user)}
        trainer={user.roles.some((role) => normalizeRole(role) === 'Trainer')}
      />
    </>
  );
}

const marks: SessionMarks = {
  checkIn: (bookingId) => postCheckIn(bookingId, newIdempotencyKey()),
  undoCheckIn: (bookingId) => deleteCheckIn(bookingId),
  noShows: (session, now, onMarked) => <NoShowsAction session={session} now={now} onMarked={onMarked} />,
};

export function TrainerSessionPage() {
  const { id } = useParams();
  const sessionId = Number(id);
  return (
    <>
      <AdminPageHeader
        title="Termin"
        intro="Teilnehmende einchecken, nach dem Ende Nicht-Erschienene markieren, allen Gebuchten schreiben oder eine Vertretung anfragen."
      />
      <p>
        <Button to={paths.trainer} variant="ghost" size="sm" iconStart="arrow-left">
          Zurück zu Meine Termine
        </Button>
      </p>
      {Number.isInteger(sessionId) && sessionId > 0 ? (
        <SessionDetail sessionId={sessionId} marks={marks} />
      ) : (
        <p role="alert">Diesen Termin gibt es nicht.</p>
      )}
    </>
  );
}
