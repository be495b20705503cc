// The server side of bench/public-reads.ts, in its own process (so the load generator does not share its event
// loop): the real app on a fresh seeded SQLite file, and beside it, in the same process, a bare Fastify route
// that answers the same bytes with the same ETag. Prints one line `BENCH { app, bare, etag, bytes }`; stops on
// SIGTERM (writing the CPU profile, see BENCH_PROFILE below). Never part of the tests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { matchesEtag } from '../server/plugins/public-reads';

const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-reads-'));
const { db } = openDatabase({ sqlitePath: path.join(dir, 'studio.db') });
await migrateToLatest(db);
await seedDemo(db);
const app = await buildApp({
  db,
  dialect: 'sqlite',
  config: {
    jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
    staticDir: path.join(dir, 'no-static'),
    logLevel: 'warn',
    authRateLimit: 20,
    // The production default: a cached public read is answered before the limit is counted.
    apiRateLimit: 600,
    trustProxy: false,
  },
});
const appOrigin = await app.listen({ port: 0, host: '127.0.0.1' });

// The same bytes the app answers for this week, served as plainly as Fastify allows.
const week = await app.inject({ url: '/api/v1/courses' });
const body = week.body;
const etag = String(week.headers.etag);
const bare = Fastify({ logger: false });
bare.get('/api/v1/courses', (request, reply) => {
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `BENCH ${JSON.stringify({ app: appOrigin, bare: bareOrigin, etag, bytes: Buffer.byteLength(body) })}`,
);

// With BENCH_PROFILE=<file>: SIGUSR2 starts the CPU profiler (so start-up is not in it), SIGTERM writes it.
const profileFile = process.env.BENCH_PROFILE;
const session = profileFile ? new inspector.Session() : undefined;
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) =>
    session!.post(method, (error, result) => (error ? reject(error) : resolve(result))),
  );
if (session) {
  session.connect();
  await post('Profiler.enable');
  process.on('SIGUSR2', () => void post('Profiler.start'));
}

async function stop() {
  if (session && profileFile) {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  await Promise.all([app.close(), bare.close()]);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
