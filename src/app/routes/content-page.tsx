// /{slug}: a content page of src/content (later: the block documents from the server); unknown slugs are 404.
import { useParams } from 'react-router-dom';
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { findContentPage } from '../../content/pages';
import { NotFoundPage } from '../errors/not-found-page';

export function ContentPage() {
  const { slug } = useParams();
  const page = findContentPage(slug);
  if (!page) return <NotFoundPage />;
  return (
    <>
      <DocumentTitle title={page.title} />
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
    </>
  );
}
