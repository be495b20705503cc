// /admin/blog/:slug: one post's form; /admin/blog/neu: a new post (the signed-in admin as its author).
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PostEditor } from '../../../features/blog/admin/post-editor';
import { useSession } from '../../../features/auth/session-store';
import { ImageUploadField } from '../../../features/uploads/image-field';
import { AdminPageHeader } from './admin-page';

const NEW_POST = 'neu';

export function AdminBlogPostPage() {
  const { slug = NEW_POST } = useParams();
  const user = useSession((state) => state.user);
  const isNew = slug === NEW_POST;
  return (
    <>
      <Button to={paths.admin.blog} variant="ghost" size="sm" iconStart="arrow-left">
        Alle Beiträge
      </Button>
      <AdminPageHeader
        title={isNew ? 'Neuer Beitrag' : 'Beitrag bearbeiten'}
        intro="Titel, Auszug, Titelbild und Text. Gespeichert wird ein Entwurf; erst 'Veröffentlichen' macht ihn im Blog sichtbar – auch bei einem schon veröffentlichten Beitrag."
      />
      <PostEditor
        key={slug}
        slug={isNew ? null : slug}
        defaultAuthor={user ? `${user.firstName} ${user.lastName}`.trim() : ''}
        ImageField={ImageUploadField}
      />
    </>
  );
}
