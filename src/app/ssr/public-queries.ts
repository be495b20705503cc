// Which queries a server render may answer and put into the page: public data only (the course lists that the
// week grid, the catalogue and a signed-out course page read, and the published pages), the same for every visitor. Personal queries (a
// member's bookings, the signed-in course detail) never run on the server.
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { courseKeys } from '../../features/courses/api/keys';
import { pageKeys } from '../../features/pages/api/keys';

export const SERVER_RENDERED_QUERY_PREFIXES: readonly QueryKey[] = [courseKeys.lists(), pageKeys.published()];

export function isServerRenderedQuery(queryKey: QueryKey): boolean {
  return SERVER_RENDERED_QUERY_PREFIXES.some((prefix) => partialMatchKey(queryKey, prefix));
}
