// Which queries a server render may answer and put into the page: public data only (the course lists that the
// week grid, the catalogue and a signed-out course page read; the published pages; the blog's published posts), the
// same for every visitor; the membership types the studio sells. Personal queries (a
// member's bookings, the signed-in course detail) never run on the server.
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { postKeys } from '../../features/blog/api/keys';
import { contractKeys } from '../../features/contracts/api/keys';
import { courseKeys } from '../../features/courses/api/keys';
import { locationKeys } from '../../features/locations/api/keys';
import { membershipKeys } from '../../features/memberships/api/keys';
import { menuKeys } from '../../features/menus/api/keys';
import { pageKeys } from '../../features/pages/api/keys';

export const SERVER_RENDERED_QUERY_PREFIXES: readonly QueryKey[] = [
  courseKeys.lists(),
  pageKeys.published(),
  postKeys.all,
  // The studio's membership types on the tiers block (issue 19): the page shows the studio's prices.
  membershipKeys.publicTypes(),
  // The studio's legal data on the checkout (issue 31): the mandate's creditor, the minimum age.
  contractKeys.legal(),
  // The header's and footer's menus (issue 20, decision 0152): in every public page.
  menuKeys.published(),
  // The chain's locations (issue 34): the pickers, /standorte and a location's week.
  locationKeys.list(),
];

export function isServerRenderedQuery(queryKey: QueryKey): boolean {
  return SERVER_RENDERED_QUERY_PREFIXES.some((prefix) => partialMatchKey(queryKey, prefix));
}
