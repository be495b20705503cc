// /blog: the list of articles.
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';

export function BlogPage() {
  return (
    <>
      <DocumentTitle title="Blog" />
      <PageHeader
        eyebrow="Wissen & Motivation"
        heading="Blog"
        intro="Trainingstipps, Ernährungswissen und Geschichten aus unserer Community – von unseren Trainerinnen und Trainern für dich."
      />
    </>
  );
}
