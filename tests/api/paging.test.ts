// The admin lists are paged on every engine: a default limit (old callers get a bounded answer), a maximum
// (501 answers 400 in German), and a cursor that walks a list page by page in the list's own order without a
// gap or a repeat, also when many rows share one timestamp. /api/users/all pages by number (at most 100).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, PAGING_MESSAGES } from '#domain/schemas/paging';
import { CLIENT_MESSAGES } from '#domain/schemas/clients';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  errorOf,
  insertBookings,
  login,
  userIdOf,
  type TestApp,
} from './helpers';

const ROWS = 230;

describe.each(dialects())('paged admin lists on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;

  /** Every page of a list by cursor, and how many pages it took. */
  async function walk(url: string, limit: number): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = [];
    let cursor: number | undefined;
    for (let pages = 1; ; pages++) {
      const separator = url.includes('?') ? '&' : '?';
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { id: number }[];
      expect(page.length).toBeLessThanOrEqual(limit);
      ids.push(...page.map((item) => item.id));
      if (page.length < limit) return { ids, pages };
      cursor = page.at(-1)!.id;
    }
  }

  async function all(url: string): Promise<number[]> {
    const separator = url.includes('?') ? '&' : '?';
    const response = await t.app.inject({
      method: 'GET',
      url: `${url}${separator}limit=${LIST_LIMIT_MAX}`,
      headers: bearer(adminToken),
    });
    return (response.json() as { id: number }[]).map((item) => item.id);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await login(t.app, demo.admin);
    const db = t.database.db;
    // Bookings over three sessions (one member per session each), leads and messages that share one createdAt
    // in blocks of ten, audit entries.
    const start = t.clock.now().getTime() + 2 * 86_400_000;
    const sessions = await Promise.all(
      [0, 1, 2].map((i) =>
        createSession(t, adminToken, { start: new Date(start + i * 3_600_000), seats: 300 }),
      ),
    );
    const members = await createMembers(t, ROWS / 2);
    await insertBookings(
      t,
      members.flatMap((member, i) => [
        { userId: member.id, courseSettingId: sessions[i % 3]!.settingId, status: 'confirmed' },
        { userId: member.id, courseSettingId: sessions[(i + 1) % 3]!.settingId, status: 'pending' },
      ]),
    );
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1) + Math.floor(i / 10) * 60_000).toISOString();
    await db
      .insertInto('leads')
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          source: 'funnel',
          name: `Lead ${i}`,
          email: `lead-${i}@example.de`,
          phone: null,
          recommendedTier: null,
          trialSlot: null,
          payload: '{}',
          createdAt: at(ROWS - i),
          handledAt: null,
          idempotencyKey: null,
        })),
      )
      .execute();
    await db
      .insertInto('contactMessages')
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          name: `Absender ${i}`,
          email: `absender-${i}@example.de`,
          phoneNumber: null,
          subject: 'Frage',
          message: 'Hallo',
          marketingConsent: 0,
          createdAt: at(i),
          handledAt: null,
          sentAt: at(i),
          nextAttemptAt: null,
          claimedUntil: null,
          lastError: null,
        })),
      )
      .execute();
    const adminId = await userIdOf(db, demo.admin.email);
    await db
      .insertInto('auditLog')
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          actorId: adminId,
          action: 'course.update',
          entityType: 'course',
          entityId: sessions[0]!.courseId,
          details: JSON.stringify({ n: i }),
          at: at(i),
        })),
      )
      .execute();
  });
  afterAll(async () => t?.close());

  const lists = ['/api/v1/bookings', '/api/v1/leads', '/api/v1/messages', '/api/v1/audit'];

  it('answers at most the default limit when no limit is given', async () => {
    for (const url of lists) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(response.statusCode, url).toBe(200);
      expect((response.json() as unknown[]).length, url).toBe(LIST_LIMIT_DEFAULT);
    }
  });

  it('refuses a limit over the maximum and a cursor that is no id, in German', async () => {
    for (const url of lists) {
      const tooMany = await t.app.inject({
        method: 'GET',
        url: `${url}?limit=${LIST_LIMIT_MAX + 1}`,
        headers: bearer(adminToken),
      });
      expect(tooMany.statusCode, url).toBe(400);
      expect(errorOf(tooMany).details, url).toEqual([{ path: 'limit', message: PAGING_MESSAGES.limit }]);
      const badCursor = await t.app.inject({
        method: 'GET',
        url: `${url}?cursor=99999999999`,
        headers: bearer(adminToken),
      });
      expect(badCursor.statusCode, url).toBe(400);
      const ok = await t.app.inject({
        method: 'GET',
        url: `${url}?limit=${LIST_LIMIT_MAX}`,
        headers: bearer(adminToken),
      });
      expect(ok.statusCode, url).toBe(200);
    }
    const clients = await t.app.inject({
      method: 'GET',
      url: '/api/users/all?pageSize=101',
      headers: bearer(adminToken),
    });
    expect(clients.statusCode).toBe(400);
    expect(errorOf(clients).details).toEqual([{ path: 'pageSize', message: CLIENT_MESSAGES.pageSize }]);
  });

  it('walks every list by cursor in its own order, without gaps or repeats', async () => {
    for (const url of lists) {
      const everything = await all(url);
      expect(everything.length, url).toBeGreaterThanOrEqual(ROWS);
      const walked = await walk(url, 37);
      expect(walked.ids, url).toEqual(everything);
      expect(walked.pages, url).toBe(Math.floor(everything.length / 37) + 1);
    }
  });

  it('keeps the filters while paging (one session of the bookings, one record of the audit log)', async () => {
    const first = (await all('/api/v1/bookings'))[0]!;
    const booking = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings?limit=1`,
      headers: bearer(adminToken),
    });
    const settingId = (booking.json() as { id: number; courseSettingsId: number }[])[0]!.courseSettingsId;
    expect((booking.json() as { id: number }[])[0]!.id).toBe(first);
    const filtered = await all(`/api/v1/bookings?courseSettingsId=${settingId}`);
    expect((await walk(`/api/v1/bookings?courseSettingsId=${settingId}`, 11)).ids).toEqual(filtered);
    const audit = await all('/api/v1/audit?entityType=course');
    expect((await walk('/api/v1/audit?entityType=course', 50)).ids).toEqual(audit);
  });

  it('pages the clients by number, at most 100 per page, with the total only when asked', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/users/all?pageSize=100&count=exact',
      headers: bearer(adminToken),
    });
    const page = first.json() as {
      items: { id: number }[];
      total: number;
      pageSize: number;
      nextCursor: number;
    };
    expect(page.items).toHaveLength(100);
    expect(page.total).toBeGreaterThan(100);
    expect(page.nextCursor).toBe(page.items.at(-1)!.id);
    // The next page by cursor continues where the numbered page 2 starts, and is not counted again.
    const byCursor = (
      await t.app.inject({
        url: `/api/users/all?pageSize=100&page=2&cursor=${page.nextCursor}`,
        headers: bearer(adminToken),
      })
    ).json() as { items: { id: number }[]; total?: number };
    const byNumber = (
      await t.app.inject({ url: '/api/users/all?pageSize=100&page=2', headers: bearer(adminToken) })
    ).json() as { items: { id: number }[]; total?: number };
    expect(byCursor.items.map((c) => c.id)).toEqual(byNumber.items.map((c) => c.id));
    expect(byCursor).not.toHaveProperty('total');
    const wrongCount = await t.app.inject({ url: '/api/users/all?count=all', headers: bearer(adminToken) });
    expect(wrongCount.statusCode).toBe(400);
    expect(errorOf(wrongCount).details).toEqual([{ path: 'count', message: CLIENT_MESSAGES.count }]);
  });

  /**
   * A client that knows nothing of cursors or page numbers: it requests the first page and then only what each
   * answer's `Link: <…>; rel="next"` names (resolved against the request's address, as RFC 8288 says).
   */
  async function followLinks(start: string): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = [];
    let next: string | undefined = start;
    let pages = 0;
    while (next) {
      const response = await t.app.inject({ method: 'GET', url: next, headers: bearer(adminToken) });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { id: number }[] | { items: { id: number }[] };
      ids.push(...(Array.isArray(body) ? body : body.items).map((item) => item.id));
      pages++;
      const link = response.headers.link as string | undefined;
      const target = link?.match(/^<([^>]+)>; rel="next"$/)?.[1];
      if (link) expect(target, link).toBeDefined();
      const resolved: URL | undefined = target ? new URL(target, `http://studio.test${next}`) : undefined;
      next = resolved ? resolved.pathname + resolved.search : undefined;
      expect(pages, start).toBeLessThan(100);
    }
    return { ids, pages };
  }

  it('walks every paged list by its Link headers alone and finds every entry once', async () => {
    for (const url of lists) {
      const everything = await all(url);
      const walked = await followLinks(`${url}?limit=37`);
      expect(walked.ids, url).toEqual(everything);
      expect(new Set(walked.ids).size, url).toBe(walked.ids.length);
      expect(walked.pages, url).toBeGreaterThan(1);
    }
    // Filters stay in the links.
    const audit = await all('/api/v1/audit?entityType=course');
    expect((await followLinks('/api/v1/audit?entityType=course&limit=50')).ids).toEqual(audit);
    // The clients, paged by number: every client once, and the last page has no link.
    const first = (
      await t.app.inject({ url: '/api/users/all?pageSize=100&count=exact', headers: bearer(adminToken) })
    ).json() as {
      total: number;
    };
    const clients = await followLinks('/api/users/all?pageSize=40&count=exact');
    expect(clients.ids).toHaveLength(first.total);
    expect(new Set(clients.ids).size).toBe(first.total);
    expect(clients.pages).toBe(Math.ceil(first.total / 40));
  });

  it('says in the OpenAPI document that the paged lists answer a Link header', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { responses: Record<string, { headers?: Record<string, unknown> }> } }>;
    };
    for (const path of [...lists, '/api/users/all'])
      expect(doc.paths[path]!.get.responses['200']!.headers, path).toHaveProperty('Link');
  });
});
