// Exactly once, awaited (issue 36): instead of sleeping and hoping a late copy would have come by then, the tests
// wait until the sending has come to rest, then count. In one process that is the outbox drained and the app's
// sender idle; across processes, the processes stopped (each lets its run in flight finish first).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { until } from '../support/smtp';

/** How many outbox rows are not sent yet. */
export async function unsentMails(db: Kysely<Database>): Promise<number> {
  const rows = await db.selectFrom('mailOutbox').select('id').where('sentAt', 'is', null).execute();
  return rows.length;
}

/**
 * Waits until the app's outbox is at rest: every row sent, the sender's run in flight (if any) over, and one more
 * run sending nothing. A mail counted afterwards has no copy still on its way from this app.
 */
export async function outboxAtRest(
  app: FastifyInstance,
  db: Kysely<Database>,
  // 15 s: the API files run beside the browser tests in CI, and a drained outbox took over 10 s there once.
  timeoutMs = 15_000,
): Promise<void> {
  await until(async () => (await unsentMails(db)) === 0, timeoutMs);
  // Joins the run in flight, or makes one; then a fresh run must find nothing left to send.
  await app.mailer.deliverDue();
  const more = await app.mailer.deliverDue();
  if (more !== 0) throw new Error(`the outbox sent ${more} more mails after it was drained`);
}
