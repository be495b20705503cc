// /user/my-courses: the member's booked courses (seed 000 §2 title 'Kurse').
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';

export function MyCoursesPage() {
  return (
    <>
      <DocumentTitle title="Meine Kurse" />
      <PageHeader
        eyebrow="Mein Bereich"
        heading="Meine Kurse"
        intro="Alle Kurse, die du gebucht hast – mit Termin, Trainer und der Möglichkeit, rechtzeitig zu stornieren."
      />
    </>
  );
}
