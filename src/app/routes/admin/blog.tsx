// /admin/blog: the blog's posts with their status, and 'Neuer Beitrag'.
import { PostAdminList } from '../../../features/blog/admin/post-admin-list';
import { AdminPageHeader } from './admin-page';

export function AdminBlogPage() {
  return (
    <>
      <AdminPageHeader
        title="Blog"
        intro="Beiträge schreiben, als Entwurf speichern und veröffentlichen. Der Text ist Markdown; die Vorschau zeigt ihn so, wie Besucher ihn sehen."
      />
      <PostAdminList />
    </>
  );
}
