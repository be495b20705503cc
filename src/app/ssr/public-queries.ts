// Which queries a server render may answer and put into the page, and how: public data only (the course lists that
// the week grid, the catalogue and a signed-out course page read; the published pages; the blog's published posts;
// the membership types the studio sells; its legal data; the menus; the locations), the same for every visitor.
// Each is read from the public data the API server hands the render (#domain/rendering `PublicData`, decision
// 0219), never through the API. Personal queries (a member's bookings, the signed-in course detail) never run on
// the server: the render's query client refuses every other key (src/entry-server.tsx).
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import type { PublicData } from '#domain/rendering';
import { ApiError } from '../../lib/api-client';
import { postKeys } from '../../features/blog/api/keys';
import { contractKeys } from '../../features/contracts/api/keys';
import { courseKeys, type CourseRange } from '../../features/courses/api/keys';
import { locationKeys } from '../../features/locations/api/keys';
import { membershipKeys } from '../../features/memberships/api/keys';
import { menuKeys } from '../../features/menus/api/keys';
import { pageKeys } from '../../features/pages/api/keys';

interface PublicQuery {
  /** The keys it answers: this one and every key under it. */
  prefix: QueryKey;
  /** The query's data, as its own query function would give it, from a key of the factory named beside. */
  read: (key: QueryKey, data: PublicData) => Promise<unknown>;
}

export const SERVER_RENDERED_QUERIES: readonly PublicQuery[] = [
  // courseKeys.list(range)
  { prefix: courseKeys.lists(), read: ([, , range], data) => data.courses(range as CourseRange) },
  // pageKeys.page(slug): an unknown page is the API's 404, as the page's loader expects.
  {
    prefix: pageKeys.published(),
    read: async ([, , slug], data) => {
      const page = await data.page(String(slug));
      if (!page) throw new ApiError('PAGE_NOT_FOUND');
      return page;
    },
  },
  // postKeys.list(page), postKeys.detail(slug) (an unknown post is null, as getPost answers it).
  { prefix: postKeys.lists(), read: ([, , page], data) => data.posts(Number(page)) },
  { prefix: postKeys.details(), read: ([, , slug], data) => data.post(String(slug)) },
  // The studio's membership types on the tiers block (issue 19): the page shows the studio's prices.
  { prefix: membershipKeys.publicTypes(), read: (_, data) => data.membershipTypes() },
  // The studio's legal data on the checkout (issue 31): the mandate's creditor, the minimum age.
  { prefix: contractKeys.legal(), read: (_, data) => data.legal() },
  // The header's and footer's menus (issue 20, decision 0152): in every public page.
  { prefix: menuKeys.published(), read: (_, data) => data.menus() },
  // The chain's locations (issue 34): the pickers, /standorte and a location's week.
  { prefix: locationKeys.list(), read: (_, data) => data.locations() },
];

const publicQueryOf = (queryKey: QueryKey) =>
  SERVER_RENDERED_QUERIES.find(({ prefix }) => partialMatchKey(queryKey, prefix));

export function isServerRenderedQuery(queryKey: QueryKey): boolean {
  return publicQueryOf(queryKey) !== undefined;
}

/** A public query's data from the server's public data; any other query is refused. */
export function readPublicQuery(queryKey: QueryKey, data: PublicData): Promise<unknown> {
  const query = publicQueryOf(queryKey);
  if (!query)
    return Promise.reject(new Error(`Der Server rendert keine Abfrage ${JSON.stringify(queryKey)}`));
  return query.read(queryKey, data);
}
