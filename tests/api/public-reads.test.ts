// Reads that cost almost nothing (decision 0141): the course week answers from the public read cache with an
// ETag and 304 to a matching If-None-Match; a booking in this process changes the next answer at once; the cache
// forgets after PUBLIC_READ_TTL_MS; nothing personal is ever served from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PUBLIC_READ_TTL_MS } from '../../server/plugins/public-reads';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  login,
  testClock,
  type TestApp,
} from './helpers';

/** A Wednesday morning: the session tomorrow is in this week's list. */
const NOW = new Date('2026-11-25T08:00:00.000Z');

describe.each(dialects())('public reads on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(NOW);
  let adminToken: string;
  let settingId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    adminToken = await login(t.app, demo.admin);
    ({ settingId } = await createSession(t, adminToken, { start: '2026-11-26T17:00:00.000Z', seats: 10 }));
  });
  afterAll(() => t?.close());

  const week = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/courses', headers });
  const seatsTaken = (response: LightMyRequestResponse) =>
    (response.json() as { courseSettings: { id: number; bookingsCount?: number | null }[] }[])
      .flatMap((course) => course.courseSettings)
      .find((setting) => setting.id === settingId)?.bookingsCount;

  it('answers an unchanged week 304 to its ETag, and 200 with a new ETag right after a booking', async () => {
    const first = await week();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(seatsTaken(first)).toBe(0);

    const again = await week();
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    // A 200 from the cache carries the security headers as the first answer did (set once per request).
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const unchanged = await week({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('no-cache');

    const [member] = await createMembers(t, 1);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: bearer(member!.token),
      payload: { courseSettingsId: settingId },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const changed = await week({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(seatsTaken(changed)).toBe(1);
  });

  it('keys by the normalised query and forgets after PUBLIC_READ_TTL_MS', async () => {
    const a = await t.app.inject({
      url: '/api/v1/courses?includeCancelled=false&startDate=2026-11-23T00:00:00Z',
    });
    const b = await t.app.inject({
      url: '/api/v1/courses?startDate=2026-11-23T00:00:00Z&includeCancelled=false',
    });
    expect(a.statusCode).toBe(200);
    expect(b.headers['x-read-cache']).toBe('hit');
    clock.set(new Date(NOW.getTime() + PUBLIC_READ_TTL_MS));
    const later = await t.app.inject({
      url: '/api/v1/courses?startDate=2026-11-23T00:00:00Z&includeCancelled=false',
    });
    expect(later.headers['x-read-cache']).toBe('miss');
    clock.set(NOW);
  });

  it('never serves a member’s own bookings from it: two members, interleaved', async () => {
    const [anna, ben] = await createMembers(t, 2);
    const { settingId: other } = await createSession(t, adminToken, {
      start: '2026-11-27T17:00:00.000Z',
      seats: 10,
    });
    for (const [member, session] of [
      [anna!, settingId],
      [ben!, other],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: bearer(member.token),
        payload: { courseSettingsId: session },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    for (let round = 0; round < 3; round++) {
      for (const [member, session] of [
        [anna!, settingId],
        [ben!, other],
      ] as const) {
        const mine = await t.app.inject({ url: '/api/v1/bookings/me', headers: bearer(member.token) });
        expect(mine.statusCode).toBe(200);
        const sessions = (mine.json() as { courseSettingsId: number }[]).map((b) => b.courseSettingsId);
        expect(sessions).toEqual([session]);
        expect(mine.headers['cache-control']).toBe('no-store');
        expect(mine.headers.etag).toBeUndefined();
        expect(mine.headers['x-read-cache']).toBeUndefined();
      }
    }
  });
});
