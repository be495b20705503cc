// GET /api/v1/courses (this week) under load, beside a bare Fastify route in the same server process answering
// the same bytes, each also with a matching If-None-Match (304); then a CPU profile of the server over 10 s of
// load on the app's route, with its top entries by self time. autocannon, 20 connections, 10 s per line (BENCH_
// SECONDS, BENCH_CONNECTIONS change that); the server runs in its own process (bench/public-reads-server.ts).
// Prints a ready table for bench/README.md. Never part of the tests.
//   npm run bench:reads
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { topEntries } from './profile';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROOT = path.resolve(import.meta.dirname, '..');

interface Origins {
  app: string;
  bare: string;
  etag: string;
  bytes: number;
}

async function startServer(profile?: string): Promise<{ child: ChildProcess; origins: Origins }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/public-reads-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...(profile ? { BENCH_PROFILE: profile } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origins = await new Promise<Origins>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('BENCH {') && l.endsWith('}'));
      if (line) resolve(JSON.parse(line.slice('BENCH '.length)) as Origins);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, origins };
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Line {
  what: string;
  rps: number;
  p50: number;
  p99: number;
  statuses: string;
}

async function load(what: string, url: string, headers: Record<string, string> = {}): Promise<Line> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const statuses = Object.entries({
    '2xx': result['2xx'],
    '3xx': result['3xx'],
    '4xx': result['4xx'],
    '5xx': result['5xx'],
  })
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return { what, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses };
}

const load1 = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadBefore = load1();
const { child, origins } = await startServer();
const lines: Line[] = [];
try {
  const week = `${origins.app}/api/v1/courses`;
  const bare = `${origins.bare}/api/v1/courses`;
  // A short warm-up of both, not counted.
  await autocannon({ url: week, connections: CONNECTIONS, duration: 2 });
  await autocannon({ url: bare, connections: CONNECTIONS, duration: 2 });
  lines.push(await load('GET /api/v1/courses (app, this week)', week));
  lines.push(await load('bare Fastify route, same bytes', bare));
  lines.push(await load('GET /api/v1/courses, If-None-Match → 304', week, { 'if-none-match': origins.etag }));
  lines.push(await load('bare route, If-None-Match → 304', bare, { 'if-none-match': origins.etag }));
} finally {
  await stopServer(child);
}

// The CPU profile (what `node --cpu-prof` records, taken over the load only): a fresh server process, profiling
// started after its start-up, SECONDS of load on the app's route, then stopped and written.
const profileDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-prof-'));
const profilePath = path.join(profileDir, 'public-reads.cpuprofile');
const profiled = await startServer(profilePath);
try {
  await autocannon({ url: `${profiled.origins.app}/api/v1/courses`, connections: CONNECTIONS, duration: 2 });
  profiled.child.kill('SIGUSR2');
  await load('profile', `${profiled.origins.app}/api/v1/courses`);
} finally {
  await stopServer(profiled.child);
}
const profileFile = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
const top = profileFile ? topEntries(path.join(profileDir, profileFile)) : [];
const loadAfter = load1();

const ratio = lines[0]!.rps / lines[1]!.rps;
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version}, load average before ${loadBefore}, after ${loadAfter}; ` +
    `autocannon ${CONNECTIONS} connections, ${SECONDS} s each, the answer ${origins.bytes} bytes (SQLite, demo data)\n`,
);
console.log('| what | requests/s | p50 ms | p99 ms | answers |');
console.log('| ---- | ---------- | ------ | ------ | ------- |');
for (const l of lines)
  console.log(`| ${l.what} | ${Math.round(l.rps)} | ${l.p50} | ${l.p99} | ${l.statuses} |`);
console.log(`\nThe app's route answers ${(ratio * 100).toFixed(0)} % of the bare route's requests/s.`);
console.log(
  `\nCPU profile of the server, ${SECONDS} s of load on GET /api/v1/courses, top entries by self time ` +
    '((idle): the server waited for requests):\n',
);
console.log('| self | function |');
console.log('| ---- | -------- |');
for (const entry of top) console.log(`| ${(entry.share * 100).toFixed(1)} % | \`${entry.name}\` |`);
if (profileFile)
  console.log(`\n(profile kept at ${path.join(profileDir, profileFile)}; open it in Chrome DevTools)`);
else rmSync(profileDir, { recursive: true, force: true });
