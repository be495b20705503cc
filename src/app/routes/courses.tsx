// /kurse and /courses (the same page, DECISIONS "Courses"): the course offering. The grid arrives with the course
// issue; the page already has its title and introduction.
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';

export function CoursesPage() {
  return (
    <>
      <DocumentTitle title="Kurse" />
      <PageHeader
        eyebrow="Kursangebot"
        heading="Kurse"
        intro="Entdecke unser vielfältiges Kursangebot: von funktionellem Ganzkörpertraining über HIIT bis zu Mobility – für Einsteiger wie für Fortgeschrittene."
      />
    </>
  );
}
