// /admin/menues (issue 20): the header's and footer's menus. The route composes the menus feature with the page
// list of the page editor's API (the picker offers every page by its title and address).
import { HOME_SLUG } from '#domain/pages/slugs';
import { paths } from '../../../config/paths';
import { MenuEditor, type MenuPageOption } from '../../../features/menus/components/menu-editor';
import { usePages } from '../../../features/page-editor/api/pages-admin';
import { AdminPageHeader } from './admin-page';

export function AdminMenusPage() {
  const pages = usePages();
  const options: MenuPageOption[] = [
    { title: 'Kurse', href: paths.courses },
    { title: 'Blog', href: paths.blog },
    ...(pages.data?.items ?? []).map((page) => ({
      title: page.title || page.slug,
      href: page.slug === HOME_SLUG ? paths.home : paths.contentPage(page.slug),
    })),
  ];
  return (
    <>
      <AdminPageHeader
        title="Menüs"
        intro="Die Links der Kopfzeile und des Footers: Seiten aus der Liste oder Links hinzufügen, ordnen, umbenennen und entfernen. Besucher sehen die Menüs erst nach „Veröffentlichen“."
      />
      <MenuEditor pages={options} />
    </>
  );
}
