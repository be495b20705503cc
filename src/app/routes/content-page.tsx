// /{slug}: the page document with that slug (src/content/pages; later from the server); unknown slugs are 404.
import { useParams } from 'react-router-dom';
import { findPageDocument } from '../../content/pages';
import { PageDocumentView } from '../blocks/page-document';
import { NotFoundPage } from '../errors/not-found-page';

export function ContentPage() {
  const { slug } = useParams();
  const page = slug ? findPageDocument(slug) : undefined;
  if (!page || page.slug === '/') return <NotFoundPage />;
  return <PageDocumentView page={page} />;
}
