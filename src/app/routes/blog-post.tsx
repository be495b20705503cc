// /blog/:slug: one article.
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';

export function BlogPostPage() {
  return (
    <>
      <DocumentTitle title="Blogartikel" />
      <PageHeader
        eyebrow="Blog"
        heading="Blogartikel"
        intro="Lies, was unsere Trainerinnen und Trainer aus der Praxis zu Training, Erholung und Ernährung weitergeben."
      />
    </>
  );
}
