// /user/profile: the member's account data and password.
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';

export function ProfilePage() {
  return (
    <>
      <DocumentTitle title="Profil" />
      <PageHeader
        eyebrow="Mein Bereich"
        heading="Profil"
        intro="Verwalte deine persönlichen Daten und ändere dein Passwort."
      />
    </>
  );
}
