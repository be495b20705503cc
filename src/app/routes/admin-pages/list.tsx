// /admin/pages: the site's pages (issue 13), each with its status, and 'Neue Seite'.
import { paths } from '../../../config/paths';
import { PageList } from '../../../features/page-editor/page-list';
import { AdminPageHeader } from '../admin/admin-page';

export function AdminPagesPage() {
  return (
    <>
      <AdminPageHeader
        title="Seiten"
        intro="Die Seiten der Website: öffne eine Seite, um sie im Editor zu bearbeiten, als Entwurf zu speichern und zu veröffentlichen."
      />
      <PageList editPath={paths.admin.page} />
    </>
  );
}
