// /blog: the published posts, newest first, ten to a page, with 'Neuere Beiträge' / 'Ältere Beiträge' as plain
// links (they work before the app has started, and a keyboard or screen-reader user finds them as a named
// navigation).
import { Link } from 'react-router-dom';
import type { PostPage } from '#domain/posts/schemas';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../lib/network-status';
import { usePostList } from '../api/get-posts';
import { postDate } from '../format';
import { PostCover } from './post-cover';
import './blog.css';

function PostCards({ page }: { page: PostPage }) {
  if (page.items.length === 0)
    return <p className="blog-list__empty">Auf dieser Seite gibt es keine Beiträge.</p>;
  return (
    <ol className="blog-list__items">
      {page.items.map((post) => (
        <li key={post.slug} className="blog-card">
          <PostCover
            reference={post.coverImage}
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw"
            className="blog-card__image"
          />
          <div className="blog-card__text">
            <h2 className="blog-card__title">
              <Link to={paths.blogPost(post.slug)} className="blog-card__link">
                {post.title}
              </Link>
            </h2>
            <p className="blog-card__meta">
              {post.author} · <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
            </p>
            <p className="blog-card__excerpt">{post.excerpt}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Paging({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="blog-paging" aria-label="Seiten des Blogs">
      {page > 1 ? (
        <Button to={paths.blogPage(page - 1)} variant="outline" iconStart="arrow-left">
          Neuere Beiträge
        </Button>
      ) : (
        <span />
      )}
      <p className="blog-paging__where">
        Seite {page} von {pageCount}
      </p>
      {page < pageCount ? (
        <Button to={paths.blogPage(page + 1)} variant="outline" iconEnd="arrow-right">
          Ältere Beiträge
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function PostList({ page }: { page: number }) {
  const list = usePostList(page);
  const online = useOnlineStatus();
  if (list.data) {
    return (
      <div className="container blog-list">
        <PostCards page={list.data} />
        <Paging page={list.data.page} pageCount={list.data.pageCount} />
      </div>
    );
  }
  return (
    <div className="container blog-list">
      {list.isError || (!online && list.fetchStatus !== 'fetching') ? (
        <div className="blog-status" role="alert">
          <p>
            {online
              ? 'Die Beiträge konnten nicht geladen werden.'
              : 'Du bist offline. Diese Seite des Blogs ist noch nicht auf deinem Gerät gespeichert.'}
          </p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Erneut versuchen
          </Button>
        </div>
      ) : (
        <Spinner label="Beiträge werden geladen" />
      )}
    </div>
  );
}
