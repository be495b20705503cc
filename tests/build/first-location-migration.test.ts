// The first-location migration of today's data (issue 34, decision 0203), on every engine: a demo-seeded database
// is rendered by the real server (the start page, the content pages, the course list, every course's page, the
// blog and /standorte), taken back to the schema before locations (20261201000000_billing: no locations table, no
// location columns, today's data as an installation before locations holds it), migrated to the latest schema
// again (today's studio becomes the first location, every course, member, contract and invoice is put there),
// and rendered once more: every page answers with the same status and the same bytes. A single-location
// installation looks exactly as it did (the seeded pages' outlines, recorded before locations existed, are held
// by seeded-pages.test.ts). The clock is frozen as there, so the weeks and the footer's year stand still.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_LOCATION } from '#domain/locations/first-location';
import { HOME_SLUG } from '#domain/pages/slugs';
import { SEED_PAGES } from '../../server/db/seed-pages/index';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { createTestApp, demo, dialects, type TestApp } from '../api/helpers';

const BUILT =
  existsSync(path.resolve('dist/index.html')) && existsSync(path.resolve('dist-ssr/entry-server.js'));

/** The last migration before locations. */
const BEFORE_LOCATIONS = '20261201000000_billing';

/** The same Wednesday morning as the seeded pages' test. */
const FROZEN_NOW = new Date('2026-11-25T08:00:00Z');

describe.each(dialects())('the first-location migration of a demo database on %s', (dialect) => {
  let t: TestApp;
  let addresses: string[];
  const render = async () => {
    const pages = new Map<string, { status: number; body: string; cache: unknown }>();
    for (const address of addresses) {
      const response = await t.app.inject({ url: address });
      pages.set(address, {
        status: response.statusCode,
        body: response.body,
        cache: response.headers['x-render-cache'],
      });
    }
    return pages;
  };
  /** Empties the public read and page caches, as any successful write does (a sign-in is one). */
  const emptyCaches = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: demo.member.email, password: demo.member.password },
    });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    if (!BUILT) throw new Error('Build the app first (npm run build): this test reads dist/ and dist-ssr/.');
    vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
    t = await createTestApp(dialect, { config: { staticDir: path.resolve('dist') } });
    const courses = await t.database.db.selectFrom('courses').select('id').orderBy('id').execute();
    expect(courses.length).toBeGreaterThan(5);
    addresses = [
      ...SEED_PAGES.map((page) => (page.slug === HOME_SLUG ? '/' : `/${page.slug}`)),
      '/kurse',
      '/blog',
      '/standorte',
      `/standorte/${FIRST_LOCATION.slug}`,
      ...courses.map((course) => `/courses/${course.id}`),
    ];
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('renders every public page the same, byte for byte, after today’s data became the first location', async () => {
    const before = await render();
    expect(before.get('/')!.status).toBe(200);
    expect(before.get('/kurse')!.body).toContain('Kurse');
    // A single location has no location pages: they are the 404 page, as before locations existed.
    expect(before.get('/standorte')!.status).toBe(404);
    expect(before.get(`/standorte/${FIRST_LOCATION.slug}`)!.status).toBe(404);

    const db = t.database.db;
    await migrateTo(db, BEFORE_LOCATIONS);
    // Really the schema of an installation before locations: no table, no column.
    await expect(sql`select id from locations`.execute(db)).rejects.toThrow();
    await expect(sql`select location_id from courses`.execute(db)).rejects.toThrow();
    await expect(sql`select home_location_id from users`.execute(db)).rejects.toThrow();

    await migrateToLatest(db);
    await emptyCaches();
    const locations = await db.selectFrom('locations').selectAll().execute();
    expect(locations.map((l) => [l.slug, l.name, l.street, l.postalCode, l.city])).toEqual([
      [
        FIRST_LOCATION.slug,
        FIRST_LOCATION.name,
        FIRST_LOCATION.street,
        FIRST_LOCATION.postalCode,
        FIRST_LOCATION.city,
      ],
    ]);
    const first = locations[0]!.id;
    const courses = await db.selectFrom('courses').select('locationId').execute();
    expect(courses.every((course) => course.locationId === first)).toBe(true);
    const members = await db.selectFrom('users').select('homeLocationId').execute();
    expect(members.every((member) => member.homeLocationId === first)).toBe(true);

    const after = await render();
    for (const address of addresses) {
      // Rendered afresh from the migrated database, not the page cache of the first round.
      expect(after.get(address)!.cache, address).toBe('miss');
      expect(after.get(address)!.status, address).toBe(before.get(address)!.status);
      expect(after.get(address)!.body, address).toBe(before.get(address)!.body);
    }
  });
});
