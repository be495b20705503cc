// Several API processes on one database, as behind a load balancer: two real server processes on one
// PostgreSQL database or one SQLite file book one session at once without a seat too many, count each
// address's requests together, and send every stored contact message exactly once to a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#domain/schemas/bookings';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  login,
  type TestApp,
  fromNow,
  processEnvironment,
} from './helpers';
import { startServerProcess } from './processes';
import { unsentMails } from './outbox';
import { PUBLIC_READ_TTL_MS } from '../../server/plugins/public-reads';
import { startSmtp, until } from '../support/smtp';

const INTAKE_LIMIT = 3;
const validMessage = {
  name: 'Lena Löwe',
  email: 'lena@example.de',
  phoneNumber: '',
  subject: '',
  message: 'Ich möchte ein Probetraining machen.',
  privacyConsent: true,
  marketingConsent: false,
};

/** Two real API processes on the test's database; `from` is the client address (X-Forwarded-For). */
interface Pair {
  request(
    index: number,
    method: 'GET' | 'POST',
    url: string,
    init: { token?: string; body?: unknown; from?: string },
  ): Promise<{ status: number; body: unknown }>;
  /** Each process's http://127.0.0.1:<port>. */
  origins: string[];
  close(): Promise<void>;
}

async function startPair(
  t: TestApp,
  smtpUrl: string,
  rateLimitStore: 'database' | 'memory' = 'database',
): Promise<Pair> {
  const env = processEnvironment(t, {
    TRUST_PROXY: 'true',
    INTAKE_RATE_LIMIT: String(INTAKE_LIMIT),
    RATE_LIMIT_STORE: rateLimitStore,
    SMTP_URL: smtpUrl,
    MAIL_TO: 'theke@kraftraum.de',
    MAIL_RETRY_MS: '100',
  });
  const processes = await Promise.all([0, 1].map(() => startServerProcess(env)));
  let closed: Promise<void> | undefined;
  return {
    request: async (index, method, url, init) => {
      const response = await fetch(`${processes[index]!.origin}${url}`, {
        method,
        headers: {
          ...(init.token ? bearer(init.token) : {}),
          ...(init.from ? { 'x-forwarded-for': init.from } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      return { status: response.status, body: await response.json() };
    },
    origins: processes.map((p) => p.origin),
    // Once: a test may stop the pair to count what it sent (each process finishes its run in flight first).
    close: () => (closed ??= Promise.all(processes.map((p) => p.stop())).then(() => undefined)),
  };
}

/** Ten contact messages from one address, one after another, alternating between the processes. */
async function contactTenTimes(pair: Pair, from: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const response = await pair.request(i % 2, 'POST', '/api/v1/email/contact-form', {
      body: validMessage,
      from,
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe.each(dialects())('two API processes on one %s database', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let pair: Pair;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await login(t.app, demo.admin);
    smtp = await startSmtp();
    pair = await startPair(t, `smtp://127.0.0.1:${smtp.port}`);
  }, 90_000);
  afterAll(async () => {
    await pair?.close();
    await smtp?.stop();
    await t?.close();
  });

  it(
    'gives exactly 20 seats and 180 gapless waitlist places to 200 members booking through both, 5 rounds',
    { timeout: 120_000 },
    async () => {
      const people = await createMembers(t, 200);
      for (let round = 0; round < 5; round++) {
        const { settingId } = await createSession(t, adminToken, {
          start: fromNow(t, 3 * 86_400_000),
          seats: 20,
        });
        const responses = await Promise.all(
          people.map((p, i) =>
            pair.request(i % 2, 'POST', '/api/v1/bookings', {
              token: p.token,
              body: { courseSettingsId: settingId },
            }),
          ),
        );
        expect(responses.map((r) => r.status)).toEqual(people.map(() => 201));
        const bookings = responses.map((r) => r.body as Booking);
        expect(bookings.filter((b) => b.status === 'confirmed')).toHaveLength(20);
        const waiting = bookings.filter((b) => b.status === 'pending');
        expect(waiting.map((b) => b.position).sort((a, b) => a! - b!)).toEqual(
          Array.from({ length: 180 }, (_, i) => i + 1),
        );
        const seats = await t.database.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('courseSettingId', '=', settingId)
          .where('status', '=', 'confirmed')
          .executeTakeFirstOrThrow();
        expect(Number(seats.n)).toBe(20);
      }
    },
  );

  it(`shows a booking in the other process's cached course list within PUBLIC_READ_TTL_MS (${PUBLIC_READ_TTL_MS} ms)`, async () => {
    const start = fromNow(t, 2 * 86_400_000);
    const { settingId } = await createSession(t, adminToken, { start, seats: 10 });
    const window = new URLSearchParams({
      startDate: new Date(start.getTime() - 3_600_000).toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    const url = `/api/v1/courses?${window}`;
    const read = async (index: number, etag?: string) => {
      const response = await fetch(`${pair.origins[index]}${url}`, {
        headers: etag ? { 'if-none-match': etag } : {},
      });
      const body = response.status === 200 ? ((await response.json()) as Course[]) : undefined;
      const taken = body
        ?.flatMap((course) => course.courseSettings)
        .find((setting) => setting.id === settingId)?.bookingsCount;
      return { status: response.status, etag: response.headers.get('etag')!, taken };
    };
    type Course = { courseSettings: { id: number; bookingsCount?: number | null }[] };
    const before = await read(1);
    expect(before.taken).toBe(0);
    expect((await read(1, before.etag)).status).toBe(304);

    const [member] = await createMembers(t, 1);
    const booked = await pair.request(0, 'POST', '/api/v1/bookings', {
      token: member!.token,
      body: { courseSettingsId: settingId },
    });
    expect(booked.status).toBe(201);
    // The process that took the booking answers anew at once.
    const here = await read(0, before.etag);
    expect(here.status).toBe(200);
    expect(here.taken).toBe(1);
    // The other may answer from its cache until PUBLIC_READ_TTL_MS has passed since it stored the list, not later.
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_TTL_MS + 50));
    const there = await read(1, before.etag);
    expect(there.status).toBe(200);
    expect(there.etag).not.toBe(before.etag);
    expect(there.taken).toBe(1);
  });

  it(`allows an address ${INTAKE_LIMIT} contact messages a minute through both together, not twice that`, async () => {
    const statuses = await contactTenTimes(pair, '203.0.113.7');
    expect(statuses.filter((s) => s === 201)).toHaveLength(INTAKE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - INTAKE_LIMIT);
    // Another address has its own count.
    const other = await pair.request(1, 'POST', '/api/v1/email/contact-form', {
      body: validMessage,
      from: '203.0.113.8',
    });
    expect(other.status).toBe(201);
  });

  it('sends each of 40 stored contact messages exactly once while both outboxes race for them', async () => {
    // The rate-limit test's messages (and any mail they caused) are out before this test counts.
    await until(
      async () =>
        (await t.database.db.selectFrom('mailOutbox').select('id').where('sentAt', 'is', null).execute())
          .length === 0,
      20_000,
    );
    smtp.received.length = 0;
    const now = t.clock.now().toISOString();
    // Stored while no process was sending (as after an SMTP outage): both timers find all 40 due at once.
    const ids = (
      await t.database.db
        .insertInto('mailOutbox')
        .values(
          Array.from({ length: 40 }, (_, i) => ({
            kind: 'contact',
            recipient: '',
            userId: null,
            contactMessageId: null,
            payload: JSON.stringify({
              messageId: i + 1,
              name: `Absender ${i}`,
              email: `absender-${i}@example.de`,
              phoneNumber: null,
              subject: 'Probetraining',
              message: `Nachricht ${i}`,
              marketingConsent: false,
            }),
            createdAt: now,
            nextAttemptAt: now,
            sentAt: null,
            claimedUntil: null,
            lastError: null,
          })),
        )
        .returning('id')
        .execute()
    ).map((row) => row.id);
    await until(async () => smtp.received.length >= 40 && (await unsentMails(t.database.db)) === 0, 20_000);
    // Both processes stopped, each after its run in flight: nothing can send a copy any more.
    await pair.close();
    const stored = new Set(ids);
    const sentIds = smtp.received
      .map((mail) => Number(/^x-studio-mail-id: (\d+)$/im.exec(mail.raw)?.[1]))
      .filter((id) => stored.has(id));
    // Each of the 40 exactly once: a second copy would appear twice here.
    expect(sentIds.sort((a, b) => a - b)).toEqual(ids);
    const unsent = await t.database.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('sentAt', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
  }, 40_000);
});

describe.runIf(dialects().includes('sqlite'))('the shared limit harness', () => {
  it(
    'allows twice the limit when each of two processes counts in memory: the test above can fail',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp('sqlite', { seed: false });
      const pair = await startPair(t, 'smtp://127.0.0.1:9', 'memory');
      try {
        const statuses = await contactTenTimes(pair, '203.0.113.9');
        expect(statuses.filter((s) => s === 201)).toHaveLength(2 * INTAKE_LIMIT);
      } finally {
        await pair.close();
        await t.close();
      }
    },
  );
});
