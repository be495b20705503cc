// The Auswertung over a year (issue 22): 50 courses with two sessions a week each for 52 weeks from 5 January 2026 (5,200 sessions),
// 100,000 bookings in every status, 2,000 accounts and 1,000 leads, in a real SQLite file and, when
// TEST_DATABASE_URL names a PostgreSQL server, in a new PostgreSQL database. Times the whole report of the year
// (the four aggregate queries of ReportsService, median of several runs after a warm-up) beside the plain
// count(*) of the same bookings in the same run. Prints a table for bench/README.md. Never part of the tests.
//
//   npm run bench:reports            (TEST_DATABASE_URL=postgres://… adds PostgreSQL)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Insertable, Kysely } from 'kysely';
import { addDays, berlinDayStart, berlinToInstant } from '../domain/time';
import type { Dialect } from '../server/db/database';
import type { BookingsTable, Database } from '../server/db/schema';
import { ReportsRepository } from '../server/modules/reports/reports.repository';
import { ReportsService } from '../server/modules/reports/reports.service';
import { createTestDatabase } from '../tests/api/helpers';
import { benchCourse } from './fixtures';

const COURSES = 50;
const WEEKS = 52;
const BOOKINGS = 100_000;
const USERS = 2_000;
const LEADS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
/** The 52 weeks of sessions, Monday 5 January 2026 to Sunday 3 January 2027 (364 days). */
const PERIOD = { from: '2026-01-05', to: '2027-01-03' };

/** A small deterministic generator (mulberry32), so both engines get the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seed(db: Kysely<Database>): Promise<void> {
  const next = random(22);
  const stamp = new Date().toISOString();
  const users = Array.from({ length: USERS }, (_, i) => ({
    email: `bench-${i}@example.de`,
    firstName: 'Bench',
    lastName: `Nr ${i}`,
    passwordHash: '!',
    roles: '["User"]',
    isActive: 1,
    createdAt: berlinToInstant(2026, 1, 1 + Math.floor(next() * 365), Math.floor(next() * 24)).toISOString(),
    updatedAt: stamp,
  }));
  await insertChunked(users, 500, (chunk) => db.insertInto('users').values(chunk).execute());
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
  const leads = Array.from({ length: LEADS }, (_, i) => ({
    source: 'funnel',
    name: `Anfrage ${i}`,
    email: `anfrage-${i}@example.de`,
    phone: null,
    recommendedTier: null,
    trialSlot: null,
    payload: '{}',
    createdAt: berlinToInstant(2026, 1, 1 + Math.floor(next() * 365), Math.floor(next() * 24)).toISOString(),
    handledAt: null,
    idempotencyKey: null,
  }));
  await insertChunked(leads, 500, (chunk) => db.insertInto('leads').values(chunk).execute());

  const courseIds: number[] = [];
  for (let c = 0; c < COURSES; c++)
    courseIds.push(await benchCourse(db, `Bench-Kurs ${String(c + 1).padStart(2, '0')}`));
  // Two sessions a week per course from Monday 5 January 2026, on the course's own weekdays and hours (Berlin).
  const sessions = courseIds.flatMap((courseId, c) =>
    Array.from({ length: WEEKS * 2 }, (_, k) => {
      const week = Math.floor(k / 2);
      const weekday = (c + (k % 2) * 3) % 7;
      const hour = 6 + ((c * 5 + (k % 2) * 7) % 15);
      return {
        courseId,
        scheduledAt: berlinToInstant(2026, 1, 5 + week * 7 + weekday, hour, 0).toISOString(),
        trainerName: 'Tina Trainer',
        maxParticipants: 15 + (c % 10),
        createdAt: stamp,
        cancelledAt: null,
      };
    }),
  );
  await insertChunked(sessions, 500, (chunk) => db.insertInto('courseSettings').values(chunk).execute());
  const sessionRows = await db
    .selectFrom('courseSettings')
    .select(['id', 'maxParticipants'])
    .orderBy('id')
    .execute();

  // Spread 100,000 bookings over the sessions: some fill and get a waitlist, most do not.
  const perSession = BOOKINGS / sessionRows.length;
  const bookings: Insertable<BookingsTable>[] = [];
  let left = BOOKINGS;
  sessionRows.forEach((session, s) => {
    const count =
      s === sessionRows.length - 1 ? left : Math.min(left, Math.round(perSession * (0.5 + next())));
    left -= count;
    for (let i = 0; i < count; i++) {
      const roll = next();
      const seat = i < session.maxParticipants;
      const status = !seat
        ? 'pending'
        : roll < 0.7
          ? 'attended'
          : roll < 0.8
            ? 'no_show'
            : roll < 0.9
              ? 'cancelled'
              : 'confirmed';
      bookings.push({
        userId: userIds[(s * 37 + i) % userIds.length]!,
        courseSettingId: session.id,
        status,
        createdAt: stamp,
        updatedAt: stamp,
        cancelledAt: status === 'cancelled' ? stamp : null,
        promotedAt: seat && roll > 0.95 ? stamp : null,
        notes: null,
        checkedInAt: null,
        checkedInBy: null,
      });
    }
  });
  await insertChunked(bookings, 1000, (chunk) => db.insertInto('bookings').values(chunk).execute());
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function measure(dialect: Dialect): Promise<string> {
  const database = await createTestDatabase(dialect);
  try {
    const started = performance.now();
    await seed(database.db);
    const seeded = ((performance.now() - started) / 1000).toFixed(0);
    const service = new ReportsService(new ReportsRepository(database.db, dialect), {
      now: () => new Date(),
    });
    const report = await service.report(PERIOD);
    const booked = report.courses.reduce((sum, course) => sum + course.booked, 0);
    const sessions = report.courses.reduce((sum, course) => sum + course.sessions, 0);
    const from = berlinDayStart(PERIOD.from).toISOString();
    const to = berlinDayStart(addDays(PERIOD.to, 1)).toISOString();
    const countSame = () =>
      database.db
        .selectFrom('bookings as b')
        .innerJoin('courseSettings as cs', 'cs.id', 'b.courseSettingId')
        .where('cs.scheduledAt', '>=', from)
        .where('cs.scheduledAt', '<', to)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const rows = Number((await countSame()).n);
    const countAll = () =>
      database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const reportMs = await timed(() => service.report(PERIOD));
    const countMs = await timed(countSame);
    const plainMs = await timed(countAll);
    const engine = dialect === 'sqlite' ? 'SQLite (file, WAL)' : 'PostgreSQL 15';
    return `| ${new Date().toISOString().slice(0, 10)} | ${engine} | ${rows.toLocaleString('en-US')} bookings, ${sessions.toLocaleString('en-US')} sessions (seeded in ${seeded} s; ${booked.toLocaleString('en-US')} held a seat) | ${reportMs.toFixed(1)} ms | ${countMs.toFixed(1)} ms | ${plainMs.toFixed(1)} ms | ${loadAverage()} |`;
  } finally {
    await database.drop();
  }
}

const engines: Dialect[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];
const lines = [
  `| date | engine | data | report of the year (median of ${RUNS}) | count(*) of the same bookings | count(*) of all bookings | load (1/5/15 min) |`,
  '| --- | --- | --- | --- | --- | --- | --- |',
];
for (const engine of engines) {
  console.log(`Seeding and measuring ${engine} …`);
  lines.push(await measure(engine));
}
console.log(lines.join('\n'));
