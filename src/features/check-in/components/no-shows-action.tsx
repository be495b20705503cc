// The no-show mark of an ended session, shared by the desk's check-in view and the trainer's session page
// (issue 22): one button that names how many confirmed bookings it marks.
import type { CheckInSession } from '#domain/schemas/check-in';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useMarkNoShows } from '../api/check-in';
import './check-in.css';

/**
 * Marking the no-shows of a session that has ended (the desk's and the trainer's session page, issue 22): the
 * button names how many confirmed bookings it marks; nothing while the session runs or when all came.
 */
export function NoShowsAction({
  session,
  now,
  onMarked,
}: {
  session: CheckInSession;
  now: number;
  onMarked?: () => void;
}) {
  const noShows = useMarkNoShows();
  const unchecked = session.participants.filter((p) => p.status === 'confirmed').length;
  if (Date.parse(session.endsAt) > now || session.cancelledAt || unchecked === 0) return null;
  return (
    <div className="check-in__no-shows">
      <Button
        variant="secondary"
        size="sm"
        loading={noShows.isPending}
        onClick={() => noShows.mutate(session.id, { onSuccess: onMarked })}
      >
        {unchecked === 1
          ? '1 Buchung als nicht erschienen markieren'
          : `${unchecked} Buchungen als nicht erschienen markieren`}
      </Button>
      {noShows.isError && <p role="alert">{errorMessage(noShows.error)}</p>}
    </div>
  );
}
