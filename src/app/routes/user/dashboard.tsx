// /user: the member's start page.
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';

export function DashboardPage() {
  return (
    <>
      <DocumentTitle title="Dashboard" />
      <PageHeader
        eyebrow="Mein Bereich"
        heading="Dashboard"
        intro="Dein Überblick: nächste Termine, gebuchte Kurse und dein Trainingsfortschritt auf einen Blick."
      />
    </>
  );
}
