// /user (title Dashboard): the member's start page. Greeting, 'Meine Mitgliedschaft' (issue 19: the member's
// memberships, credits, slots, pause and strikes; without one the studio's tiers and the way to a trial
// training), the next booked sessions (from the member's bookings, readable offline), the check-in code, and the ways to the
// profile and the courses. Behind the login guard, so the session has a user.
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/api/logout';
import { useCurrentUserQuery } from '../../../features/auth/api/current-user';
import { OfflineSessionNote } from '../../../features/auth/components/offline-session-note';
import { useSession } from '../../../features/auth/session-store';
import { NextBookings } from '../../../features/bookings/components/next-bookings';
import { MemberCheckInCode } from '../../../features/check-in/components/member-check-in-code';
import { MyMembership } from '../../../features/memberships/components/my-membership';
import { MyContracts } from '../../../features/contracts/components/my-contracts';
import { MyInvoices } from '../../../features/billing/components/my-invoices';
import { MembershipOffer } from '../../blocks/membership-tiers';
import './user-pages.css';

export function DashboardPage() {
  const user = useSession((state) => state.user);
  const { logout, isPending } = useLogout();
  useCurrentUserQuery();
  if (!user) return null; // the guard only lets signed-in users through; this is for the type

  return (
    <>
      <DocumentTitle title="Dashboard" />
      <PageHeader
        eyebrow="Mein Bereich"
        heading="Dashboard"
        intro={`Hallo ${user.firstName}, schön, dass du da bist!`}
      />
      <div className="container user-page">
        <OfflineSessionNote />
        <div className="user-page__grid">
          <section className="user-card user-card--full" aria-labelledby="membership-heading">
            <h2 id="membership-heading" className="user-card__title">
              Meine Mitgliedschaft
            </h2>
            <MyMembership userId={user.id} withoutMembership={<MembershipOffer />} />
            <MyContracts userId={user.id} />
            <MyInvoices userId={user.id} />
          </section>

          <section className="user-card user-card--wide" aria-labelledby="next-courses-heading">
            <h2 id="next-courses-heading" className="user-card__title">
              Nächste Kurse
            </h2>
            <NextBookings userId={user.id} />
          </section>

          <MemberCheckInCode userId={user.id} />

          <section className="user-card" aria-labelledby="account-heading">
            <h2 id="account-heading" className="user-card__title">
              Mein Konto
            </h2>
            <ul className="user-card__links">
              <li>
                <Button to={paths.user.profile} variant="secondary" iconStart="settings" fullWidth>
                  Profil und Passwort
                </Button>
              </li>
              <li>
                <Button to={paths.user.myCourses} variant="secondary" iconStart="list" fullWidth>
                  Meine Kurse
                </Button>
              </li>
              <li>
                <Button
                  variant="ghost"
                  iconStart="log-out"
                  fullWidth
                  loading={isPending}
                  onClick={() => void logout()}
                >
                  Abmelden
                </Button>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
