// Benchmarks (never part of the test pass/fail): the cost of a password hash at our argon2id parameters,
// and the in-process throughput of the public course list on SQLite. Results go into bench/README.md by hand.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { hashPassword, verifyPassword } from '../server/modules/users/password';

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
  console.log(
    `${label.padEnd(34)} n=${samples.length}  mean ${mean.toFixed(2)} ms  p50 ${at(0.5).toFixed(2)} ms  p99 ${at(0.99).toFixed(2)} ms`,
  );
}

async function timeEach(n: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

const hash = await hashPassword('benchmark-passwort');
summary('argon2id hash (19 MiB, t=2, p=1)', await timeEach(20, () => hashPassword('benchmark-passwort')));
summary('argon2id verify', await timeEach(20, () => verifyPassword(hash, 'benchmark-passwort')));

const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
const { db, dialect } = openDatabase({ sqlitePath: path.join(dir, 'studio.db') });
await migrateToLatest(db);
await seedDemo(db);
const app = await buildApp({
  db,
  dialect,
  config: {
    jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
    staticDir: dir,
    logLevel: 'silent',
    authRateLimit: 1_000_000,
    apiRateLimit: 1_000_000,
    trustProxy: false,
  },
});
await app.ready();
const list = () => app.inject({ method: 'GET', url: '/api/v1/courses' });
await timeEach(200, list); // warm-up
const samples = await timeEach(2000, list);
summary('GET /api/v1/courses (inject, SQLite)', samples);
const total = samples.reduce((s, v) => s + v, 0);
console.log(`${'  sequential throughput'.padEnd(34)} ${(samples.length / (total / 1000)).toFixed(0)} req/s`);
await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
