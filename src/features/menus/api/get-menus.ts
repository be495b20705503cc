// GET /api/v1/menus (public, decision 0152): the published header and footer menus. The same answer for everyone:
// the server render puts it into every public page, the persisted cache and the worker's cache keep it offline,
// and until anything is there the site shows today's menus (DEFAULT_MENUS), never an empty header.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { DEFAULT_MENUS, PublicMenusSchema, type PublicMenus, type SiteMenus } from '#domain/menus/menus';
import { apiClient } from '../../../lib/api-client';
import { menuKeys } from './keys';

export function getMenus(signal?: AbortSignal): Promise<PublicMenus> {
  return apiClient.request(API_PATHS.menus, { schema: PublicMenusSchema, signal, auth: false });
}

export function menusQuery() {
  return queryOptions({
    queryKey: menuKeys.published(),
    queryFn: ({ signal }) => getMenus(signal),
    // A menu changes rarely: a minute without refetching on every page; the worker may answer offline.
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });
}

/** The menus to show: the published ones once loaded (server-rendered, restored or fetched), today's until then. */
export function useSiteMenus(): SiteMenus {
  const { data } = useQuery(menusQuery());
  return data?.menus ?? DEFAULT_MENUS;
}
