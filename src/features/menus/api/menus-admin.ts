// The admin side of the menus API (decision 0152): the working copy with its version, saving with the version it
// was based on (409 MENU_VERSION_CONFLICT when someone saved in between), publishing, the version history and
// restoring a version. Each write answers the new working copy.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MenuDraftSchema, MenuVersionListSchema, type SiteMenus } from '#domain/menus/menus';
import { apiClient } from '../../../lib/api-client';
import { menuKeys } from './keys';

export function menuDraftQuery() {
  return queryOptions({
    queryKey: menuKeys.draft(),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.menusDraft, { schema: MenuDraftSchema, signal }),
  });
}

export function menuVersionsQuery() {
  return queryOptions({
    queryKey: menuKeys.versions(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.menusVersions, { schema: MenuVersionListSchema, signal }),
  });
}

export const saveMenus = (menus: SiteMenus, baseVersion: number) =>
  apiClient.request(API_PATHS.menus, {
    method: 'PUT',
    schema: MenuDraftSchema,
    body: { menus, baseVersion },
  });

export const publishMenus = (baseVersion: number) =>
  apiClient.request(API_PATHS.menusPublish, {
    method: 'POST',
    schema: MenuDraftSchema,
    body: { baseVersion },
  });

export const restoreMenus = (version: number, baseVersion: number) =>
  apiClient.request(API_PATHS.menusRestore(version), {
    method: 'POST',
    schema: MenuDraftSchema,
    body: { baseVersion },
  });

/**
 * 'Ins Menü aufnehmen' when a page is created: the page's link joins the end of the main navigation in the menus'
 * working copy (not live: the new page is a draft too); the menu editor publishes it with the page.
 */
export async function addToMainMenu(link: { label: string; href: string }): Promise<void> {
  const draft = await apiClient.request(API_PATHS.menusDraft, { schema: MenuDraftSchema });
  if (draft.menus.main.some((item) => item.href === link.href)) return;
  await saveMenus({ ...draft.menus, main: [...draft.menus.main, link] }, draft.version);
}
