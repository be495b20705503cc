// The server side of bench/volume/run.ts, in its own process (so the load generator shares neither its event loop
// nor its CPU time): the real app on the database BENCH_VOLUME_DATABASE names (a SQLite file or a postgres:// URL),
// listening on 127.0.0.1, its clock started at BENCH_VOLUME_NOW (the generated data's 'now') and running on.
// Answers the runner over IPC: 'cpu' with its process.cpuUsage(), 'profile' by starting its CPU profiler (or, given
// a file, stopping it and writing the profile there), 'sweep' by calling the reminders' sweep once per
// step of a day with the clock moved on (each call timed), 'stop' by closing. Never part of the tests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { benchConfig, type Command, type Reply } from './protocol';

if (!process.send) throw new Error('bench/volume/server.ts runs as a child of bench/volume/run.ts');
const target = process.env.BENCH_VOLUME_DATABASE!;
const startsAt = Date.parse(process.env.BENCH_VOLUME_NOW!);
const startedAt = performance.now();
/** Moved on by the sweep only; the requests see the data's 'now' running on in real time. */
let shift = 0;
const clock = { now: () => new Date(startsAt + (performance.now() - startedAt) + shift) };
const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-volume-'));
// DATABASE_PREPARED_STATEMENTS=false: PostgreSQL's hot statements unnamed, as before decision 0216 (to compare).
const preparedStatements = process.env.DATABASE_PREPARED_STATEMENTS !== 'false';
const { db, dialect } = openDatabase(
  target.startsWith('postgres')
    ? { databaseUrl: target, sqlitePath: '', preparedStatements }
    : { sqlitePath: target },
);
const app = await buildApp({
  db,
  dialect,
  clock,
  config: {
    ...benchConfig(dir),
    // Every read of the week is a miss (what a new week, a changed timetable or a second process sees).
    publicReadTtlMs: 0,
    // The sweep runs when the runner asks, not on its own timer in the middle of a measurement.
    reminderSweepMs: 24 * 3_600_000,
  },
});
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const reply = (message: Reply) => process.send!(message);
reply({ type: 'ready', origin });

const session = new inspector.Session();
session.connect();
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) =>
    session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
  );

process.on('message', (message: Command) => {
  if (message.type === 'profile') {
    const file = message.file;
    void (async () => {
      if (file) {
        const { profile } = (await post('Profiler.stop')) as { profile: unknown };
        writeFileSync(file, JSON.stringify(profile));
      } else {
        await post('Profiler.enable');
        await post('Profiler.start');
      }
      reply({ type: 'profile' });
    })();
  } else if (message.type === 'cpu') {
    const usage = process.cpuUsage();
    reply({ type: 'cpu', microseconds: usage.user + usage.system });
  } else if (message.type === 'sweep') {
    void (async () => {
      const ms: number[] = [];
      let stored = 0;
      for (let step = 1; step <= message.steps; step++) {
        shift = step * message.stepMinutes * 60_000;
        const t0 = performance.now();
        stored += await app.reminders.queueDue();
        ms.push(performance.now() - t0);
      }
      shift = 0;
      reply({ type: 'sweep', ms, stored });
    })();
  } else if (message.type === 'stop') {
    void (async () => {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    })();
  }
});
