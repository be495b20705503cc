// Exactly once also when the other side is slow (issue 21): an SMTP server that accepts a mail only after 30 s
// (greylisting, an overloaded relay) and two real API processes on PostgreSQL. The claim on the outbox row must
// not lapse while the first process still waits for the answer, or the second one sends the mail again. The
// lease is 3 s here (MAIL_CLAIM_MS) so a lapse would show within seconds; production keeps the same relation
// (the lease is renewed every third of it while a send is in flight). 30 s is ten leases: without the renewal
// the second copy went out after the first lease (decision 0221; 90 s, thirty leases, cost a minute more).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, TEST_JWT_SECRET, type TestApp } from './helpers';
import { startServerProcess, type ServerProcess } from './processes';
import { startSmtp, until, type TestSmtp } from '../support/smtp';
import { testClockEnvironment } from '../support/clock';

const ACCEPT_AFTER_MS = 30_000;

describe.runIf(dialects().includes('postgres'))('a slow SMTP server and two API processes', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let processes: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres', { seed: false });
    smtp = await startSmtp(0, { acceptAfterMs: ACCEPT_AFTER_MS });
    const env = {
      // The processes run on this suite's clock: its tokens and rows are dated by it (decision 0196).
      ...testClockEnvironment(),
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: t.database.databaseUrl!,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_TO: 'theke@kraftraum.de',
      MAIL_RETRY_MS: '200',
      MAIL_CLAIM_MS: '3000',
    };
    processes = await Promise.all([0, 1].map(() => startServerProcess(env)));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await smtp?.stop();
    await t?.close();
  });

  it('delivers a mail the server accepts only after 30 s exactly once', { timeout: 90_000 }, async () => {
    const now = t.clock.now().toISOString();
    const { id } = await t.database.db
      .insertInto('mailOutbox')
      .values({
        kind: 'contact',
        recipient: '',
        payload: JSON.stringify({
          messageId: 1,
          name: 'Lena Löwe',
          email: 'lena@example.de',
          phoneNumber: null,
          subject: 'Probetraining',
          message: 'Geht es am Montag?',
          marketingConsent: false,
        }),
        createdAt: now,
        nextAttemptAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Sent once the slow server finally answered…
    await until(
      async () =>
        (
          await t.database.db
            .selectFrom('mailOutbox')
            .select('sentAt')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).sentAt !== null,
      ACCEPT_AFTER_MS + 30_000,
    );
    // …and both processes polled every 200 ms the whole time (10 leases of 3 s). Both stopped, each after its
    // run in flight: a second copy, had one been started, has reached the server (it records a mail on receipt).
    await Promise.all(processes.splice(0).map((p) => p.stop()));
    const copies = smtp.received.filter((mail) =>
      new RegExp(`^x-studio-mail-id: ${id}$`, 'im').test(mail.raw),
    );
    expect(copies).toHaveLength(1);
  });
});
