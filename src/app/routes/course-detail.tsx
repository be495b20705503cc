// /courses/:id: one course with its sessions. Only a positive whole number is a course id; anything else is 404.
import { useParams } from 'react-router-dom';
import { IdSchema } from '#domain/schemas/common';
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { NotFoundPage } from '../errors/not-found-page';

export function CourseDetailPage() {
  const { id } = useParams();
  if (!IdSchema.safeParse(id).success) return <NotFoundPage />;
  return (
    <>
      <DocumentTitle title="Kursdetails" />
      <PageHeader
        eyebrow="Kurs"
        heading="Kursdetails"
        intro="Hier siehst du Beschreibung, Trainer und die nächsten Termine dieses Kurses und buchst deinen Platz."
      />
    </>
  );
}
