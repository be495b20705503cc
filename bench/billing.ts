// The monthly debit run at scale (issue 33): N contracts with SEPA mandates (default 10,000) in a new database of
// each engine (SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; each engine is
// the other's baseline), filled by SQL, then the run of the next month through the real app in this process:
// the preview (POST /api/v1/billing/runs/preview) and the finalisation (POST /api/v1/billing/runs: every invoice,
// its number, the pre-notification mails and the pain.008 file in one transaction), each timed once, with the
// process's heap and external memory sampled every 10 ms (peak above the level after a GC before; run with
// --expose-gc) and the 1-minute load average the
// measurement started at (it waits for a load below 1, at most --quiet-timeout seconds). Checks what it measured:
// as many invoices as contracts, as many transactions in the bank file, its control sum the run's sum. Prints a
// Markdown table for bench/README.md. Never part of the tests.
//
//   node --expose-gc --import tsx bench/billing.ts           (10,000 contracts)
//   node --import tsx bench/billing.ts --contracts 2000 --quiet-timeout 5
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { API_PATHS } from '../domain/api-paths';
import { clientSearchText } from '../domain/clients/search';
import { mandateReference, maskIban } from '../domain/contracts/iban';
import { buildApp } from '../server/app';
import type { Dialect } from '../server/db/database';
import { fromBool } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { IbanCipher, newContractKey } from '../server/lib/iban-cipher';
import { serializeRoles } from '../server/modules/users/users.table';
import { bearer, createTestDatabase, demo, login, TEST_CONFIG } from '../tests/api/helpers';
import { quietMachine } from './load';

const { values: args } = parseArgs({
  options: {
    contracts: { type: 'string', default: '10000' },
    'quiet-timeout': { type: 'string', default: '180' },
    engines: { type: 'string' },
  },
});
const CONTRACTS = Number(args.contracts);
const QUIET_MS = Number(args['quiet-timeout']) * 1000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The run is for December 2026, asked for on 10 November (the collection date: 1 December, a Tuesday). */
const NOW = new Date('2026-11-10T09:00:00.000Z');
const PERIOD = '2026-12';
const COLLECTION = '2026-12-01';
/** Valid German IBANs to spread over the mandates (check digits verified by ibantools in the app). */
const IBANS = ['DE89370400440532013000', 'DE02120300000000202051', 'DE02500105170137075030'];
const BATCH = 500;

interface Figure {
  ms: number;
  /** JavaScript heap and external memory above the level before (after a GC), at its peak (MB). */
  peakMb: number;
  load: string;
}

async function timed(work: () => Promise<void>): Promise<Figure> {
  const { load, quiet } = await quietMachine(QUIET_MS);
  (globalThis as { gc?: () => void }).gc?.();
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.external;
  };
  const before = used();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 10);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, used());
  return { ms, peakMb: (peak - before) / 2 ** 20, load: `${load.toFixed(2)}${quiet ? '' : '*'}` };
}

async function engine(dialect: Dialect): Promise<string[]> {
  if (dialect === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES_URL;
  const database = await createTestDatabase(dialect);
  const contractKey = newContractKey();
  const cipher = new IbanCipher(contractKey);
  try {
    await seedDemo(database.db, NOW);
    const db = database.db;
    const stamp = NOW.toISOString();
    const type = await db
      .selectFrom('membershipTypes')
      .select(['id', 'name', 'monthlyPriceCents', 'setupFeeCents', 'minimumTermMonths', 'noticePeriodWeeks'])
      .where('name', '=', 'CORE')
      .executeTakeFirstOrThrow();
    const monthly = type.monthlyPriceCents!;
    const filled = performance.now();
    for (let first = 0; first < CONTRACTS; first += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, CONTRACTS - first) }, (_, k) => first + k);
      await db.transaction().execute(async (trx) => {
        const users = await trx
          .insertInto('users')
          .values(
            batch.map((i) => ({
              email: `beitrag.${i}@bench.example.de`,
              firstName: 'Bench',
              lastName: `Mitglied ${i}`,
              passwordHash: '!',
              roles: serializeRoles(['User']),
              isActive: fromBool(true),
              searchText: clientSearchText({
                firstName: 'Bench',
                lastName: `Mitglied ${i}`,
                email: `beitrag.${i}@bench.example.de`,
              }),
              createdAt: stamp,
              updatedAt: stamp,
            })),
          )
          .returning('id')
          .execute();
        // Every third started in November (pro rata was then); all pay December in full, a tenth with the fee.
        const startsOn = (i: number) => (i % 3 === 0 ? '2026-11-15' : '2026-06-01');
        const memberships = await trx
          .insertInto('memberships')
          .values(
            batch.map((i, k) => ({
              userId: users[k]!.id,
              typeId: type.id,
              startsOn: startsOn(i),
              endsOn: null,
              pausedFrom: null,
              pausedUntil: null,
              credits: null,
              createdAt: stamp,
              updatedAt: stamp,
            })),
          )
          .returning('id')
          .execute();
        await trx
          .insertInto('contracts')
          .values(
            batch.map((i, k) => {
              const number = `KR-BENCH${String(i).padStart(6, '0')}`;
              const iban = IBANS[i % IBANS.length]!;
              return {
                contractNumber: number,
                idempotencyKey: `bench-${i}`,
                requestHash: 'bench',
                userId: users[k]!.id,
                typeId: type.id,
                membershipId: memberships[k]!.id,
                typeName: type.name,
                monthlyPriceCents: monthly,
                setupFeeCents: i % 10 === 0 ? type.setupFeeCents : 0,
                minimumTermMonths: type.minimumTermMonths ?? 12,
                noticePeriodWeeks: type.noticePeriodWeeks,
                totalPriceCents: monthly * 12,
                startsOn: startsOn(i),
                minimumTermEndsOn: '2027-05-31',
                firstDebitOn: startsOn(i),
                firstDebitCents: monthly,
                withdrawalDeadline: '2026-06-15',
                concludedAt: stamp,
                expressStartRequestedAt: null,
                termsAcceptedAt: stamp,
                mandateConsentedAt: stamp,
                agbVersion: null,
                withdrawalVersion: null,
                firstName: 'Bench',
                lastName: `Mitglied ${i}`,
                dateOfBirth: '1990-01-01',
                street: 'Musterweg 1',
                postalCode: '10115',
                city: 'Berlin',
                email: `beitrag.${i}@bench.example.de`,
                phone: '030 1234567',
                accountHolder: `Bench Mitglied ${i}`,
                ibanEncrypted: cipher.encrypt(iban),
                ibanLast4: iban.slice(-4),
                ibanMasked: maskIban(iban),
                mandateReference: mandateReference(number),
                mandateSignedOn: '2026-05-20',
                status: 'active',
                pdf: '',
                createdAt: stamp,
                updatedAt: stamp,
              };
            }),
          )
          .execute();
      });
    }
    const fillSeconds = (performance.now() - filled) / 1000;

    const app = await buildApp({
      db,
      dialect,
      config: { ...TEST_CONFIG, contractKey },
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
      clock: { now: () => new Date(NOW) },
    });
    await app.ready();
    try {
      const admin = await login(app, demo.admin);
      const request = { period: PERIOD, collectionDate: COLLECTION };
      let preview: { count: number; sumCents: number } | undefined;
      const previewFigure = await timed(async () => {
        const answer = await app.inject({
          method: 'POST',
          url: API_PATHS.billingRunPreview,
          headers: bearer(admin),
          payload: request,
        });
        if (answer.statusCode !== 200) throw new Error(`preview: ${answer.statusCode} ${answer.body}`);
        preview = answer.json();
      });
      let run: { id: number; count: number; sumCents: number } | undefined;
      const finalFigure = await timed(async () => {
        const answer = await app.inject({
          method: 'POST',
          url: API_PATHS.billingRuns,
          headers: bearer(admin),
          payload: request,
        });
        if (answer.statusCode !== 201) throw new Error(`finalise: ${answer.statusCode} ${answer.body}`);
        run = answer.json();
      });
      const file = await app.inject({ url: API_PATHS.billingRunPain008(run!.id), headers: bearer(admin) });
      const transactions = file.body.match(/<DrctDbtTxInf>/g)?.length ?? 0;
      const controlSums = [...file.body.matchAll(/<GrpHdr>[\s\S]*?<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) =>
        Math.round(Number(m[1]) * 100),
      );
      const invoices = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const problems = [
        preview!.count !== CONTRACTS && `preview: ${preview!.count} items`,
        run!.count !== CONTRACTS && `run: ${run!.count} invoices`,
        Number(invoices.n) !== CONTRACTS && `${invoices.n} invoice rows`,
        transactions !== CONTRACTS && `${transactions} transactions in the file`,
        controlSums[0] !== run!.sumCents && `control sum ${controlSums[0]} ≠ ${run!.sumCents}`,
      ].filter(Boolean);
      const name = dialect === 'sqlite' ? 'SQLite (file, WAL)' : 'PostgreSQL';
      const row = (what: string, f: Figure) =>
        `| ${name} | ${what} | ${(f.ms / 1000).toFixed(2)} s | ${f.peakMb.toFixed(0)} MB | ${f.load} |`;
      console.log(
        `${name}: ${CONTRACTS} contracts filled in ${fillSeconds.toFixed(1)} s; sum ${(run!.sumCents / 100).toFixed(2)} €; ` +
          `checks ${problems.length ? `FAILED: ${problems.join('; ')}` : 'hold'} (load now ${loadavg()[0]!.toFixed(2)})`,
      );
      return [
        row(`preview of ${PERIOD} (${CONTRACTS.toLocaleString('en-US')} items)`, previewFigure),
        row(
          `finalising: ${CONTRACTS.toLocaleString('en-US')} invoices, pre-notifications, pain.008 (${Math.round(file.body.length / 1024)} KB)`,
          finalFigure,
        ),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

const engines = (args.engines?.split(',') ?? ['sqlite', ...(POSTGRES_URL ? ['postgres'] : [])]) as Dialect[];
const lines = [
  '| engine | what | time | heap + external (peak above before) | load at start |',
  '| --- | --- | --- | --- | --- |',
];
for (const dialect of engines) lines.push(...(await engine(dialect)));
console.log(`\n${lines.join('\n')}`);
