// /admin/pages: the site's pages (issue 13), each with its status, and 'Neue Seite' with 'Ins Menü aufnehmen'
// (issue 20: the new page's link joins the main navigation's working copy).
import { paths } from '../../../config/paths';
import { addToMainMenu } from '../../../features/menus/api/menus-admin';
import { PageList, type NewPageOption } from '../../../features/page-editor/page-list';
import { AdminPageHeader } from '../admin/admin-page';

const ADD_TO_MENU: NewPageOption = {
  label: 'Ins Menü aufnehmen',
  hint: 'Der Link kommt ans Ende der Hauptnavigation, zunächst als Entwurf: Unter „Menüs“ veröffentlichen, sobald die Seite veröffentlicht ist.',
  run: (page) => addToMainMenu({ label: page.title, href: paths.contentPage(page.slug) }),
};

export function AdminPagesPage() {
  return (
    <>
      <AdminPageHeader
        title="Seiten"
        intro="Die Seiten der Website: öffne eine Seite, um sie im Editor zu bearbeiten, als Entwurf zu speichern und zu veröffentlichen."
      />
      <PageList editPath={paths.admin.page} newPageOption={ADD_TO_MENU} />
    </>
  );
}
