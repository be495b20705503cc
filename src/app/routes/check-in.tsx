// /check-in (title 'Check-in'): the check-in view for Trainer and Admin (seed 000 §6) inside the site layout;
// the server lists a trainer's own sessions only. The session tells the queue who taps and when it may send.
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { CheckInView } from '../../features/check-in/components/check-in-view';
import { useSession } from '../../features/auth/session-store';

export function CheckInPage() {
  const user = useSession((state) => state.user);
  const verified = useSession((state) => state.verified);
  if (!user) return null; // the guard only lets signed-in staff through; this is for the type
  return (
    <>
      <DocumentTitle title="Check-in" />
      <PageHeader
        eyebrow="Empfang"
        heading="Check-in"
        intro="Tippe einen Namen an, um die Teilnahme zu bestätigen, oder scanne den Code des Mitglieds."
      />
      <div className="container check-in-page">
        <CheckInView actorId={user.id} ready={verified} />
      </div>
    </>
  );
}
