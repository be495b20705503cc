// /user/profile (title Profil): the member's data (view and edit), the password, the optional mails and the
// reminder, notifications on this device (issue 21), signing out everywhere, and the member's own data: the
// download and closing the account.
import { useNavigate } from 'react-router-dom';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUserQuery } from '../../../features/auth/api/current-user';
import { signOut } from '../../../features/auth/api/logout';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { HomeLocationForm } from '../../../features/auth/components/home-location-form';
import { MailPreferencesForm } from '../../../features/auth/components/mail-preferences-form';
import { OfflineSessionNote } from '../../../features/auth/components/offline-session-note';
import { ProfileForm } from '../../../features/auth/components/profile-form';
import { SignOutEverywhere } from '../../../features/auth/components/sign-out-everywhere';
import { useSession } from '../../../features/auth/session-store';
import { isChain, useLocations } from '../../../features/locations/api/get-locations';
import { MembershipSummary } from '../../../features/memberships/components/membership-summary';
import { DeleteAccountForm, DownloadMyData } from '../../../features/my-data/components/my-data-section';
import { PushSection } from '../../../features/notifications/components/push-section';
import './user-pages.css';

const ROLE_LABELS: Record<string, string> = { User: 'Mitglied', Trainer: 'Trainer', Admin: 'Studio-Team' };

export function ProfilePage() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const locations = useLocations();
  useCurrentUserQuery();
  if (!user) return null; // the guard only lets signed-in users through; this is for the type

  return (
    <>
      <DocumentTitle title="Profil" />
      <PageHeader
        eyebrow="Mein Bereich"
        heading="Profil"
        intro="Verwalte deine persönlichen Daten, dein Passwort, deine E-Mails und Benachrichtigungen."
      />
      <div className="container user-page">
        <OfflineSessionNote />
        <div className="user-page__columns">
          <section className="user-card" aria-labelledby="account-summary-heading">
            <h2 id="account-summary-heading" className="user-card__title">
              Dein Konto
            </h2>
            <dl className="user-card__facts">
              <div>
                <dt>Name</dt>
                <dd>
                  {user.firstName} {user.lastName}
                </dd>
              </div>
              <div>
                <dt>E-Mail-Adresse</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>Mitgliedschaft</dt>
                <dd>
                  <MembershipSummary userId={user.id} />
                </dd>
              </div>
              <div>
                <dt>Rolle</dt>
                <dd>{user.roles.map((role) => ROLE_LABELS[role] ?? role).join(', ') || 'Mitglied'}</dd>
              </div>
            </dl>
          </section>

          <section className="user-card" aria-labelledby="profile-data-heading">
            <h2 id="profile-data-heading" className="user-card__title">
              Persönliche Daten
            </h2>
            <ProfileForm user={user} />
          </section>

          {isChain(locations) && (
            <section className="user-card" aria-labelledby="home-location-heading">
              <h2 id="home-location-heading" className="user-card__title">
                Heimstudio
              </h2>
              <p className="user-card__text">
                Die Kurswoche deines Heimstudios siehst du zuerst, auch in der installierten App ohne Netz.
              </p>
              <HomeLocationForm user={user} locations={locations} labelledBy="home-location-heading" />
            </section>
          )}

          <section className="user-card" aria-labelledby="password-heading">
            <h2 id="password-heading" className="user-card__title">
              Passwort ändern
            </h2>
            <p className="user-card__text">
              Nach der Änderung wirst du auf allen anderen Geräten abgemeldet.
            </p>
            <ChangePasswordForm userName={user.email} />
          </section>

          <section className="user-card" aria-labelledby="mail-heading">
            <h2 id="mail-heading" className="user-card__title">
              E-Mails und Erinnerungen
            </h2>
            <p className="user-card__text">
              Die E-Mail zum Zurücksetzen deines Passworts und die Nachricht, wenn wir einen gebuchten Kurs
              absagen, bekommst du immer. Diese kannst du abbestellen:
            </p>
            <MailPreferencesForm />
          </section>

          <section className="user-card" aria-labelledby="push-heading">
            <h2 id="push-heading" className="user-card__title">
              Benachrichtigungen
            </h2>
            <p className="user-card__text">
              Aufs Handy statt ins Postfach: wenn du von der Warteliste nachrückst, wenn wir einen Kurs
              absagen, und die Erinnerung vor deinem Kurs. Auf Geräten ohne Benachrichtigungen kommt alles per
              E-Mail.
            </p>
            <PushSection />
          </section>

          <section className="user-card" aria-labelledby="sessions-heading">
            <h2 id="sessions-heading" className="user-card__title">
              Angemeldete Geräte
            </h2>
            <p className="user-card__text">
              Handy verloren oder am Empfangs-Tablet vergessen, dich abzumelden? Hier beendest du deine
              Anmeldung auf allen Geräten, auch auf diesem.
            </p>
            <SignOutEverywhere />
          </section>

          <section className="user-card" aria-labelledby="my-data-heading">
            <h2 id="my-data-heading" className="user-card__title">
              Meine Daten
            </h2>
            <p className="user-card__text">
              Alles, was wir über dich gespeichert haben, als ZIP-Datei: deine Daten als JSON und deine
              Buchungen als Tabelle (CSV).
            </p>
            <DownloadMyData />
          </section>

          <section className="user-card" aria-labelledby="delete-heading">
            <h2 id="delete-heading" className="user-card__title">
              Konto löschen
            </h2>
            <p className="user-card__text">
              Dein Name, deine E-Mail-Adresse und deine Geräte werden gelöscht, kommende Buchungen storniert,
              und du wirst überall abgemeldet. Vergangene Buchungen bleiben ohne Namen für unsere Statistik.
              Das lässt sich nicht rückgängig machen.
            </p>
            <DeleteAccountForm
              onDeleted={() =>
                // The server already ended every session: nothing to revoke, straight to the start page.
                signOut({ navigate: (to) => navigate(to, { flushSync: true }), revoke: null, delayMs: 0 })
              }
            />
          </section>
        </div>
      </div>
    </>
  );
}
