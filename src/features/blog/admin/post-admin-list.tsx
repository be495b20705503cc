// /admin/blog: every post with its status (drafts too), newest change first, and 'Neuer Beitrag'.
import { QueryState } from '../../../components/ui/query-state';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAdminPostList } from '../api/admin-posts';
import { postDate } from '../format';
import './admin.css';

export const POST_STATUS_LABELS = { draft: 'Entwurf', published: 'Veröffentlicht' } as const;

export function PostAdminList() {
  const list = useAdminPostList();
  return (
    <section className="post-admin" aria-labelledby="post-admin-heading">
      <div className="post-admin__actions">
        <h2 id="post-admin-heading" className="post-admin__heading">
          Beiträge
        </h2>
        <Button to={paths.admin.blogNew} iconStart="file-text">
          Neuer Beitrag
        </Button>
      </div>
      <QueryState
        query={list}
        loading={<Spinner label="Beiträge werden geladen" />}
        empty="Noch keine Beiträge."
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <div className="post-admin__table-wrap">
            <table className="post-admin__table">
              <thead>
                <tr>
                  <th scope="col">Titel</th>
                  <th scope="col">Status</th>
                  <th scope="col">Autor</th>
                  <th scope="col">Veröffentlicht</th>
                  <th scope="col">Geändert</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((post) => (
                  <tr key={post.slug}>
                    <th scope="row">
                      <Link to={paths.admin.blogPost(post.slug)}>{post.title}</Link>
                    </th>
                    <td>
                      <Badge variant={post.status === 'published' ? 'success' : 'neutral'}>
                        {POST_STATUS_LABELS[post.status]}
                      </Badge>
                      {post.unpublishedChanges && <span> · Entwurf mit Änderungen</span>}
                    </td>
                    <td>{post.author}</td>
                    <td>{post.publishedAt ? postDate(post.publishedAt) : '–'}</td>
                    <td>{postDate(post.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
