// The profile's one line about memberships (issue 37): the ones that have not ended, by name and phase, from the
// same answer as 'Meine Mitgliedschaft' on the dashboard; without one, that it has none and the way to the offer
// on the dashboard. Never the account's status, which is a different thing.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMyMembership } from '../api/get-my-membership';
import { membershipPhase, PHASE_LABELS, todayInBerlin } from '../model';

export function MembershipSummary({ userId }: { userId: number }) {
  const mine = useMyMembership(userId);
  if (mine.data === undefined) return <>{mine.isError ? 'gerade nicht abrufbar' : 'wird geladen …'}</>;
  const today = todayInBerlin(new Date());
  const running = mine.data.memberships
    .map((membership) => ({ membership, phase: membershipPhase(membership, today) }))
    .filter(({ phase }) => phase !== 'ended');
  if (running.length === 0)
    return (
      <>
        keine laufende – <Link to={paths.user.dashboard}>Angebote im Dashboard</Link>
      </>
    );
  return (
    <>{running.map(({ membership, phase }) => `${membership.name} (${PHASE_LABELS[phase]})`).join(', ')}</>
  );
}
