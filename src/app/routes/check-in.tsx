// /check-in (title 'Check-in'): the check-in view for Trainer and Admin (seed 000 §6) in the desk layout (the
// admin layout for admins, its bar alone for trainers); the server lists a trainer's own sessions only. The
// session tells the queue who taps and when it may send.
import { CHECK_IN_OPENS_MINUTES } from '#domain/constants';
import { CheckInView } from '../../features/check-in/components/check-in-view';
import { useSession } from '../../features/auth/session-store';
import { AdminPageHeader } from './admin/admin-page';

export function CheckInPage() {
  const user = useSession((state) => state.user);
  const verified = useSession((state) => state.verified);
  if (!user) return null; // the guard only lets signed-in staff through; this is for the type
  return (
    <>
      <AdminPageHeader
        title="Check-in"
        intro={`Tippe einen Namen an, um die Teilnahme zu bestätigen, oder scanne den Code des Mitglieds. Der Check-in öffnet ${CHECK_IN_OPENS_MINUTES} Minuten vor Kursbeginn.`}
      />
      <div className="check-in-page">
        <CheckInView actorId={user.id} ready={verified} />
      </div>
    </>
  );
}
