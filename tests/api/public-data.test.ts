// The data a server render is handed (issue 35, decision 0219) on every engine: each reader answers exactly what
// the anonymous API's route answers for the same parameters, also where a signed-in member or an admin would see
// more (a page's unpublished draft, a post not yet published) and where the route answers 404 (null then).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '#domain/pages/document';
import type { Location } from '#domain/schemas/locations';
import { SEED_PAGES } from '../../server/db/seed-pages/index';
import { bearer, createTestApp, demo, dialects, fromNow, login, type TestApp } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dialects())('the public data of a render on %s', (dialect) => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, demo.admin);
  });
  afterAll(async () => t?.close());

  /** The anonymous API's answer: its JSON, or null for a 404. */
  const anonymous = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    if (response.statusCode === 404) return null;
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };
  /** A reader's answer as the page carries it (JSON). */
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  it('reads the published page, not the working copy an admin saved, and null where the API says 404', async () => {
    const seeded = SEED_PAGES.find((page) => page.slug === 'ueber-uns') as PageDocument;
    const changed = { ...seeded, title: 'Noch nicht veröffentlicht' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/pages/ueber-uns',
      headers: bearer(admin),
      payload: { document: changed, baseVersion: 1 },
    });
    expect(saved.statusCode).toBe(200);

    const page = await t.app.publicData.page('ueber-uns');
    expect(page?.title).toBe(seeded.title);
    expect(asJson(page)).toEqual(await anonymous('/api/v1/pages/ueber-uns'));
    for (const slug of ['gibt-es-nicht', 'Gross']) {
      expect(await anonymous(`/api/v1/pages/${slug}`), slug).toBe(null);
      expect(await t.app.publicData.page(slug), slug).toBe(null);
    }
  });

  it('reads the menus, the membership types, the legal data and the locations as the API answers them', async () => {
    expect(asJson(await t.app.publicData.menus())).toEqual(await anonymous('/api/v1/menus'));
    expect(asJson(await t.app.publicData.membershipTypes())).toEqual(
      await anonymous('/api/v1/membership-types/public'),
    );
    expect(asJson(await t.app.publicData.legal())).toEqual(await anonymous('/api/v1/legal'));
    expect(asJson(await t.app.publicData.locations())).toEqual(await anonymous('/api/v1/locations'));
  });

  it('reads a week of courses, of all locations and of one, as the API answers it', async () => {
    const startDate = fromNow(t, -DAY_MS).toISOString();
    const endDate = fromNow(t, 7 * DAY_MS).toISOString();
    const query = new URLSearchParams({ startDate, endDate });
    const all = await t.app.publicData.courses({ startDate, endDate });
    expect(all.length).toBeGreaterThan(0);
    expect(asJson(all)).toEqual(await anonymous(`/api/v1/courses?${query}`));

    const [location] = (await anonymous('/api/v1/locations')) as Location[];
    if (!location) throw new Error('the demo data has a location');
    const one = await t.app.publicData.courses({ startDate, endDate, location: location.slug });
    expect(asJson(one)).toEqual(await anonymous(`/api/v1/courses?${query}&location=${location.slug}`));
    // The range is checked as the route checks it.
    await expect(t.app.publicData.courses({ startDate: endDate, endDate: startDate })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('reads the published posts and one post as the API answers them, null for an unknown one', async () => {
    const list = await t.app.publicData.posts(1);
    expect(list.items.length).toBeGreaterThan(0);
    expect(asJson(list)).toEqual(await anonymous('/api/v1/posts?page=1'));
    const [first] = list.items;
    if (!first) throw new Error('the demo data has posts');
    expect(asJson(await t.app.publicData.post(first.slug))).toEqual(
      await anonymous(`/api/v1/posts/${first.slug}`),
    );
    expect(await anonymous('/api/v1/posts/gibt-es-nicht')).toBe(null);
    expect(await t.app.publicData.post('gibt-es-nicht')).toBe(null);
  });
});
