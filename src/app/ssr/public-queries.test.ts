// The server render's queries (decision 0219): each public key, made by its own factory, is read from the matching
// part of the public data with the key's parameters; an unknown page is the API's 404 (the page's loader turns it
// into the 404 page); every other key is refused.
import { describe, expect, it } from 'vitest';
import type { PublicData } from '#domain/rendering';
import { postKeys } from '../../features/blog/api/keys';
import { bookingKeys } from '../../features/bookings/api/keys';
import { contractKeys } from '../../features/contracts/api/keys';
import { courseKeys } from '../../features/courses/api/keys';
import { locationKeys } from '../../features/locations/api/keys';
import { membershipKeys } from '../../features/memberships/api/keys';
import { menuKeys } from '../../features/menus/api/keys';
import { pageKeys } from '../../features/pages/api/keys';
import { isApiError } from '../../lib/api-client';
import { isServerRenderedQuery, readPublicQuery } from './public-queries';

/** Public data that answers each call with its method's name and arguments. */
function recording(): PublicData {
  const answer =
    (name: string) =>
    (...args: unknown[]) =>
      Promise.resolve({ name, args }) as never;
  return {
    page: answer('page'),
    menus: answer('menus'),
    courses: answer('courses'),
    membershipTypes: answer('membershipTypes'),
    legal: answer('legal'),
    locations: answer('locations'),
    posts: answer('posts'),
    post: answer('post'),
  };
}

describe('the server render’s public queries', () => {
  const range = { startDate: '2026-11-23T02:00:00.000Z', endDate: '2026-11-29T22:59:59.999Z' };
  const cases: Array<[readonly unknown[], string, unknown[]]> = [
    [courseKeys.list(range), 'courses', [range]],
    [courseKeys.list({ ...range, location: 'mitte' }), 'courses', [{ ...range, location: 'mitte' }]],
    [pageKeys.page('ueber-uns'), 'page', ['ueber-uns']],
    [postKeys.list(2), 'posts', [2]],
    [postKeys.detail('erste-schritte'), 'post', ['erste-schritte']],
    [membershipKeys.publicTypes(), 'membershipTypes', []],
    [contractKeys.legal(), 'legal', []],
    [menuKeys.published(), 'menus', []],
    [locationKeys.list(), 'locations', []],
  ];

  it.each(cases)('reads %j from %s', async (key, name, args) => {
    expect(isServerRenderedQuery(key)).toBe(true);
    expect(await readPublicQuery(key, recording())).toEqual({ name, args });
  });

  it('answers an unknown page as the API’s 404', async () => {
    const data = { ...recording(), page: () => Promise.resolve(null) };
    const error: unknown = await readPublicQuery(pageKeys.page('gibt-es-nicht'), data).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('refuses every other query', async () => {
    for (const key of [bookingKeys.all, membershipKeys.mine(1), contractKeys.mine(1), courseKeys.detail(1)]) {
      expect(isServerRenderedQuery(key), JSON.stringify(key)).toBe(false);
      await expect(readPublicQuery(key, recording())).rejects.toThrow('keine Abfrage');
    }
  });
});
