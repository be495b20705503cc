// /{slug}: the published page with that slug (GET /api/v1/pages/:slug); unknown or unpublished slugs are 404, and
// so is /home (the home page lives at '/').
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { HOME_SLUG, PAGE_SLUG_PATTERN } from '#domain/pages/public-page';
import { loadPublishedPage, PublishedPage, type PageLoaderData } from './published-page';

function isPageSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug !== HOME_SLUG && PAGE_SLUG_PATTERN.test(slug);
}

export function ContentPage() {
  const { slug } = useParams();
  return <PublishedPage slug={isPageSlug(slug) ? slug : null} key={slug} />;
}

/** Loads the page and the block groups it needs before it renders, so it appears whole (no loader, no shift). */
export async function contentPageLoader({ params, context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  if (!isPageSlug(params.slug)) return { notFound: true };
  return loadPublishedPage(params.slug, context);
}
