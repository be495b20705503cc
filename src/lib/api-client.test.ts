import { z } from '#domain/schemas/zod';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { ERRORS } from '#domain/errors/catalogue';
import { UserSchema } from '#domain/schemas/users';
import { ApiError, createApiClient, parseRetryAfter, type ApiClientOptions } from './api-client';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a list of real Response objects and records what it was asked. */
function answering(...responses: Array<Response | Error | DOMException>) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init });
    const next = responses.shift();
    if (!next) throw new Error('no answer left');
    if (!(next instanceof Response)) throw next;
    return next;
  };
  return { calls, fetchImpl };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function client(fetchImpl: typeof fetch, options: Omit<ApiClientOptions, 'fetch'> = {}) {
  return createApiClient({ ...options, fetch: fetchImpl });
}

const user = { id: 7, email: 'mia@example.de', firstName: 'Mia', lastName: 'Klein', roles: ['admin'] };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('parses the answer with the domain schema', async () => {
    const { fetchImpl } = answering(json(200, user));
    const result = await client(fetchImpl).request(API_PATHS.currentUser, { schema: UserSchema });
    expect(result.roles).toEqual(['Admin']); // the schema's normalisation ran
    expect(result.isActive).toBe(true); // and its default
  });

  it('sends the bearer token from the getter, and JSON bodies', async () => {
    const { calls, fetchImpl } = answering(json(200, { ok: true }));
    await client(fetchImpl, { getToken: () => 'abc.def.ghi' }).request('/api/x', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ ok: z.boolean() }),
    });
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token or with auth: false', async () => {
    const { calls, fetchImpl } = answering(json(200, {}), json(200, {}));
    await client(fetchImpl).request('/api/x', { schema: z.object({}) });
    await client(fetchImpl, { getToken: () => 't' }).request('/api/x', { schema: z.object({}), auth: false });
    expect(new Headers(calls[0]?.init.headers).has('Authorization')).toBe(false);
    expect(new Headers(calls[1]?.init.headers).has('Authorization')).toBe(false);
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const { calls, fetchImpl } = answering(json(200, []));
    await client(fetchImpl).request(API_PATHS.courses, {
      schema: z.array(z.unknown()),
      query: { startDate: '2026-11-23T02:00:00.000Z', endDate: undefined, trainer: null },
    });
    expect(calls[0]?.url).toBe('/api/v1/courses?startDate=2026-11-23T02%3A00%3A00.000Z');
  });

  it('turns a failed connection into NETWORK', async () => {
    const { fetchImpl } = answering(new TypeError('Failed to fetch'));
    const error = await failure(client(fetchImpl).request('/api/x', { schema: z.unknown() }));
    expect(error.code).toBe('NETWORK');
    expect(error.status).toBe(0);
    expect(error.message).toBe(ERRORS.NETWORK.message);
  });

  it('lets a cancellation through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    const { fetchImpl } = answering(abort);
    await expect(
      client(fetchImpl).request('/api/x', { schema: z.unknown(), signal: controller.signal }),
    ).rejects.toBe(abort);
  });

  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'VALIDATION'],
    [422, 'VALIDATION'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
  ] as const)('maps status %i without a known code to %s', async (status, code) => {
    const { fetchImpl } = answering(new Response('kaputt', { status }));
    const error = await failure(client(fetchImpl).request('/api/x', { schema: z.unknown() }));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe(ERRORS[code].message);
  });

  it('keeps the catalogue code and the German message the server sent', async () => {
    const { fetchImpl } = answering(
      json(409, { error: { code: 'BOOKING_FULL', message: 'Der Kurs ist bereits ausgebucht.' } }),
    );
    const error = await failure(client(fetchImpl).request('/api/v1/bookings', { schema: z.unknown() }));
    expect(error.code).toBe('BOOKING_FULL');
    expect(error.status).toBe(409);
  });

  it('carries the field messages of a validation error', async () => {
    const details = [{ path: 'email', message: 'Gültige E-Mail-Adresse ist erforderlich' }];
    const { fetchImpl } = answering(
      json(400, { error: { code: 'VALIDATION', message: 'Eingabefehler.', details } }),
    );
    const error = await failure(client(fetchImpl).request('/api/users/register', { schema: z.unknown() }));
    expect(error.code).toBe('VALIDATION');
    expect(error.details).toEqual(details);
  });

  it('never passes on the message of a 5xx answer', async () => {
    const { fetchImpl } = answering(
      json(500, { error: { code: 'SERVER_ERROR', message: 'relation "users" does not exist' } }),
    );
    const error = await failure(client(fetchImpl).request('/api/x', { schema: z.unknown() }));
    expect(error.code).toBe('SERVER_ERROR');
    expect(error.message).toBe(ERRORS.SERVER_ERROR.message);
  });

  it('treats an answer that breaks the schema as a server error', async () => {
    const { fetchImpl } = answering(json(200, { id: 'keine Zahl' }));
    const error = await failure(client(fetchImpl).request(API_PATHS.currentUser, { schema: UserSchema }));
    expect(error.code).toBe('SERVER_ERROR');
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
  });

  it('parses an empty 204 answer as undefined', async () => {
    const { fetchImpl } = answering(new Response(null, { status: 204 }));
    const result = await client(fetchImpl).request('/api/v1/courses/1', {
      method: 'DELETE',
      schema: z.undefined(),
    });
    expect(result).toBeUndefined();
  });

  it('carries the wait of a refused request (Retry-After)', async () => {
    const { fetchImpl } = answering(
      new Response(JSON.stringify({ error: { code: 'LOGIN_THROTTLED', message: 'Zu viele.' } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
      }),
    );
    const error = await failure(client(fetchImpl).request(API_PATHS.login, { schema: z.unknown() }));
    expect(error.code).toBe('LOGIN_THROTTLED');
    expect(error.retryAfterSeconds).toBe(900);
    expect(
      parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:00 GMT')),
    ).toBe(60);
    expect(parseRetryAfter('bald')).toBeUndefined();
  });

  it("awaits an async token getter and sends an explicit token instead of the getter's", async () => {
    const { calls, fetchImpl } = answering(json(200, user), json(200, user));
    const api = client(fetchImpl, { getToken: async () => 'from-getter' });
    await api.request(API_PATHS.currentUser, { schema: UserSchema });
    await api.request(API_PATHS.currentUser, { schema: UserSchema, token: 'explicit' });
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer from-getter');
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBe('Bearer explicit');
  });

  it('after a 401 renews the token once and sends the request once more', async () => {
    let token = 'old';
    const unauthorized = json(401, { error: { code: 'UNAUTHORIZED', message: 'Nein.' } });
    const { calls, fetchImpl } = answering(unauthorized, json(200, user));
    const api = client(fetchImpl, {
      getToken: () => token,
      onUnauthorized: async (refused) => {
        expect(refused).toBe('old');
        token = 'new';
        return true;
      },
    });
    await api.request(API_PATHS.currentUser, { schema: UserSchema });
    expect(calls.map((call) => new Headers(call.init.headers).get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('does not retry when the renewal fails, nor requests that carried no token', async () => {
    const unauthorized = () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Nein.' } });
    const renewals: string[] = [];
    const onUnauthorized = async (refused: string) => {
      renewals.push(refused);
      return false;
    };
    const first = answering(unauthorized());
    const error = await failure(
      client(first.fetchImpl, { getToken: () => 'old', onUnauthorized }).request('/api/x', {
        schema: z.unknown(),
      }),
    );
    expect(error.status).toBe(401);
    expect(first.calls).toHaveLength(1);

    const second = answering(unauthorized());
    await failure(
      client(second.fetchImpl, { getToken: () => null, onUnauthorized }).request('/api/x', {
        schema: z.unknown(),
      }),
    );
    expect(renewals).toEqual(['old']);
  });
});
