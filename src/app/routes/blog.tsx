// /blog: the published articles, newest first, ten a page (?seite=N); the Atom feed is announced in the head.
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { PostList } from '../../features/blog/components/post-list';

export const BLOG_INTRO =
  'Trainingstipps, Ernährungswissen und Geschichten aus unserer Community – von unseren Trainerinnen und Trainern für dich.';

/** ?seite=N as a whole number from 1; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function BlogPage() {
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('seite'));
  return (
    <>
      <DocumentTitle title={page > 1 ? `Blog – Seite ${page}` : 'Blog'} />
      <meta name="description" content={BLOG_INTRO} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Blog – Kraftraum Studio"
        href={paths.blogFeed}
      />
      <PageHeader eyebrow="Wissen & Motivation" heading="Blog" intro={BLOG_INTRO} />
      <PostList page={page} />
    </>
  );
}
