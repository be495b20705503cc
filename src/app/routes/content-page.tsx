// /{slug}: the page document with that slug (src/content/pages; later from the server); unknown slugs are 404.
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { findPageDocument } from '../../content/pages';
import { loadBlocksFor } from '../blocks/block-groups';
import { PageDocumentView } from '../blocks/page-document';
import { NotFoundPage } from '../errors/not-found-page';

export function ContentPage() {
  const { slug } = useParams();
  const page = slug ? findPageDocument(slug) : undefined;
  if (!page || page.slug === '/') return <NotFoundPage />;
  return <PageDocumentView page={page} />;
}

/** Loads the block groups the page needs before it renders, so it appears whole (no loader in between, no shift). */
export async function contentPageLoader({ params }: LoaderFunctionArgs) {
  const page = params.slug ? findPageDocument(params.slug) : undefined;
  if (page) await loadBlocksFor(page.blocks.map((block) => block.type));
  return null;
}
