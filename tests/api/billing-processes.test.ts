// The debit run claimed once across two real API processes (issue 33, decision 0194): both finalise the same
// period at the same moment, round after round (20 on PostgreSQL, 5 on SQLite); one answers 201, the other 200
// with the same run; each contract's invoice exists once per period, every member gets one pre-notification per
// run, and the invoice numbers of the year run 1, 2, 3, … without a gap or a repeat. The processes run on the
// system clock, so the periods are far in the future (contracts open since 2020 owe every month of them) and the
// numbers are checked within whatever year the run was made in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { Run } from '#domain/billing/schemas';
import { seedBillingDemo } from '../../server/db/seed';
import { IbanCipher } from '../../server/lib/iban-cipher';
import { bearer, createTestApp, demo, dialects, login, type TestApp, processEnvironment } from './helpers';
import { startServerProcess, type ServerProcess } from './processes';

const CONTRACT_KEY = 'q0J7sL1b0cH3n2m5Vx8yZ4a6Wd9eR1tU3iO5pA7sD0f';
/** Contracts added beside the demo's three open ones, so each run writes a few dozen rows. */
const EXTRA_CONTRACTS = 20;

describe.each(dialects())('the debit run across two API processes on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let processes: ServerProcess[];
  const rounds = dialect === 'postgres' ? 20 : 5;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { contractKey: CONTRACT_KEY } });
    const cipher = new IbanCipher(CONTRACT_KEY);
    await seedBillingDemo(t.database.db, (iban) => cipher.encrypt(iban), t.clock.now());
    // More contracts of the demo's full-month member (the same member: one pre-notification per run for all).
    const template = await t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('contractNumber', '=', 'KR-DEMO0002')
      .executeTakeFirstOrThrow();
    const { id: _, ...row } = template;
    await t.database.db
      .insertInto('contracts')
      .values(
        Array.from({ length: EXTRA_CONTRACTS }, (_unused, i) => ({
          ...row,
          contractNumber: `KR-PROC${String(i).padStart(4, '0')}`,
          idempotencyKey: `process-test-${i}`,
          mandateReference: `M-KR-PROC${String(i).padStart(4, '0')}`,
          startsOn: '2020-01-01',
        })),
      )
      .execute();
    adminToken = await login(t.app, demo.admin);
    const env = processEnvironment(t, { CONTRACT_KEY });
    processes = await Promise.all([0, 1].map(() => startServerProcess(env)));
  }, 90_000);
  afterAll(async () => {
    await Promise.all((processes ?? []).map((p) => p.stop()));
    await t?.close();
  });

  const finalise = async (index: number, period: string) => {
    const response = await fetch(`${processes[index]!.origin}${API_PATHS.billingRuns}`, {
      method: 'POST',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({ period }),
    });
    return { status: response.status, body: (await response.json()) as Run };
  };

  it('issues each invoice once per period and numbers them without gaps', { timeout: 240_000 }, async () => {
    const perRun = 3 + EXTRA_CONTRACTS;
    for (let round = 0; round < rounds; round += 1) {
      const period = `${2090 + Math.floor(round / 12)}-${String((round % 12) + 1).padStart(2, '0')}`;
      const answers = await Promise.all([finalise(0, period), finalise(1, period)]);
      expect(
        answers.map((a) => a.status).sort(),
        `${period}: ${JSON.stringify(answers.map((a) => (a.status >= 400 ? a.body : a.status)))}`,
      ).toEqual([200, 201]);
      expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
      expect(answers[0]!.body.count).toBe(perRun);
      const invoices = await t.database.db
        .selectFrom('invoices')
        .select(['contractId'])
        .where('period', '=', period)
        .execute();
      expect(invoices).toHaveLength(perRun);
      expect(new Set(invoices.map((i) => i.contractId)).size).toBe(perRun);
    }
    const numbers = await t.database.db
      .selectFrom('invoices')
      .select(['year', 'sequence', 'number'])
      .orderBy('year')
      .orderBy('sequence')
      .execute();
    expect(numbers).toHaveLength(rounds * perRun);
    const years = [...new Set(numbers.map((n) => n.year))];
    for (const year of years) {
      const sequences = numbers.filter((n) => n.year === year).map((n) => n.sequence);
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    }
    const runs = await t.database.db.selectFrom('billingRuns').select('period').execute();
    expect(runs).toHaveLength(rounds);
    // One pre-notification per member and run: three members.
    const notices = await t.database.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('kind', '=', 'billing-prenotification')
      .execute();
    expect(notices).toHaveLength(rounds * 3);
  });
});
