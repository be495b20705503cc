// What an attacker or a careless client meets at the edge, on every engine: the calendar feed's token never in
// a log line, client errors Node or Fastify raise before a route (431, a broken URL, malformed JSON) in the
// error envelope with a German text (malformed JSON: users.test.ts), and ids beyond the 32-bit columns answered 400 like every other bad id.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '#domain/schemas/common';
import { ERRORS } from '#domain/errors/catalogue';
import { CLIENT_ERROR_DETAILS } from '../../server/plugins/error-handler';
import { bearer, createTestApp, demo, dialects, errorOf, login, type TestApp } from './helpers';

/** A raw request to the listening app (inject bypasses Node's HTTP parser, where 431 is born). */
function rawGet(
  port: number,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(dialects())('the edge of the API on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    adminToken = await login(t.app, demo.admin);
    memberToken = await login(t.app, demo.member);
  });
  afterAll(async () => t?.close());

  it('never writes the calendar feed token into a log line', async () => {
    const link = await t.app.inject({
      method: 'GET',
      url: '/api/v1/calendar/link',
      headers: bearer(memberToken),
    });
    const { url } = link.json() as { url: string };
    const token = /\/api\/calendar\/([\w-]+)\.ics$/.exec(url)![1]!;
    // Over the socket, as a calendar app fetches it (the request log is written for both, inject and socket).
    const feed = await rawGet(port, `/api/calendar/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    const unknown = await rawGet(port, `/api/calendar/${'z'.repeat(43)}.ics?from=test`);
    expect(unknown.status).toBe(404);

    const feedLines = t.logs.filter((line) => line.includes('/api/calendar/'));
    expect(feedLines.length).toBeGreaterThanOrEqual(2);
    expect(feedLines.some((line) => line.includes('/api/calendar/[redacted].ics'))).toBe(true);
    expect(t.logs.filter((line) => line.includes(token))).toEqual([]);
    expect(t.logs.filter((line) => line.includes('z'.repeat(43)))).toEqual([]);
  });

  it('answers a query string over 16 KB with 431 in the envelope, in German', async () => {
    const response = await rawGet(port, `/api/v1/courses?q=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(String(response.headers['content-type'])).toContain('application/json');
    const body = JSON.parse(response.body) as { error: { code: string; message: string; details: unknown } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toBe(ERRORS.VALIDATION.message);
    expect(body.error.details).toEqual([{ path: '', message: CLIENT_ERROR_DETAILS.tooLarge }]);
  });

  it('answers a URL it cannot decode with 400 in the envelope', async () => {
    const badUrl = await rawGet(port, '/api/v1/courses/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(JSON.parse(badUrl.body)).toEqual({
      error: {
        code: 'VALIDATION',
        message: ERRORS.VALIDATION.message,
        details: [{ path: '', message: CLIENT_ERROR_DETAILS.badUrl }],
      },
    });
  });

  it('answers ids beyond the integer columns with 400 like every other bad id, in paths, queries and bodies', async () => {
    const huge = ['99999999999', String(MAX_ID + 1), '1e30'];
    for (const id of huge) {
      const requests = [
        { method: 'GET' as const, url: `/api/v1/courses/${id}`, headers: bearer(memberToken) },
        { method: 'GET' as const, url: `/api/v1/users/${id}`, headers: bearer(adminToken) },
        { method: 'GET' as const, url: `/api/v1/bookings?userId=${id}`, headers: bearer(adminToken) },
        { method: 'DELETE' as const, url: `/api/v1/bookings/${id}`, headers: bearer(memberToken) },
        {
          method: 'POST' as const,
          url: '/api/v1/bookings',
          headers: bearer(memberToken),
          payload: { courseSettingsId: Number(id) },
        },
      ];
      for (const request of requests) {
        const response = await t.app.inject(request);
        expect(response.statusCode, `${request.method} ${request.url} ${id}`).toBe(400);
        expect(errorOf(response).code).toBe('VALIDATION');
      }
    }
    // The largest id the columns hold is a valid id: not found, not a server error.
    const largest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${MAX_ID}`,
      headers: bearer(memberToken),
    });
    expect(largest.statusCode).toBe(404);
    const abc = await t.app.inject({
      method: 'GET',
      url: '/api/v1/courses/abc',
      headers: bearer(memberToken),
    });
    expect(abc.statusCode).toBe(400);
  });
});
