// /blog/:slug: one article — title, author, date in German, cover image and the HTML the server rendered and
// sanitised at save (the only HTML of the site that is not React's; it never comes from anywhere else).
import type { ReactNode } from 'react';
import type { Post } from '#domain/posts/schemas';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../lib/network-status';
import { usePreviewImage } from '../../../lib/render-notes';
import { usePost } from '../api/get-posts';
import { postDate } from '../format';
import { coverPreviewPath, PostCover } from './post-cover';
import './blog.css';

export function PostArticleView({ post }: { post: Post }) {
  usePreviewImage(coverPreviewPath(post.coverImage));
  return (
    <article className="blog-article">
      <DocumentTitle title={post.title} />
      <meta name="description" content={post.excerpt} />
      <PageHeader eyebrow="Blog" heading={post.title}>
        <p className="blog-article__meta">
          Von {post.author} · <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
        </p>
      </PageHeader>
      <div className="container blog-article__main">
        <PostCover
          reference={post.coverImage}
          sizes="(min-width: 900px) 820px, 100vw"
          priority
          className="blog-article__cover"
        />
        <p className="lead blog-article__excerpt">{post.excerpt}</p>
        <div className="blog-article__body" dangerouslySetInnerHTML={{ __html: post.html }} />
        <p className="blog-article__back">
          <Button to={paths.blog} variant="outline" iconStart="arrow-left">
            Alle Beiträge
          </Button>
        </p>
      </div>
    </article>
  );
}

/**
 * The article for a slug. `notFound` is what the page shows for a post that does not exist (the app's 404 page,
 * which also sets the server render's status).
 */
export function PostArticle({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const post = usePost(slug);
  const online = useOnlineStatus();
  if (post.data) return <PostArticleView post={post.data} />;
  if (post.data === null) return <>{notFound}</>;
  return (
    <div className="container blog-article__main">
      <DocumentTitle title="Blogartikel" />
      {post.isError || (!online && post.fetchStatus !== 'fetching') ? (
        <div className="blog-status" role="alert">
          <p>
            {online
              ? 'Der Beitrag konnte nicht geladen werden.'
              : 'Du bist offline. Diesen Beitrag hast du noch nicht geöffnet, er ist nicht auf deinem Gerät gespeichert.'}
          </p>
          <Button variant="outline" onClick={() => void post.refetch()}>
            Erneut versuchen
          </Button>
        </div>
      ) : (
        <Spinner label="Beitrag wird geladen" />
      )}
    </div>
  );
}
