// Measures the production build (never part of the test pass/fail): builds the app, reports the JS and CSS an
// initial visit of / and /courses loads (gzip, as the files would travel compressed), the service worker's precache
// total, and runs Lighthouse (mobile, simulated throttling: Lighthouse's defaults) 5 times per page against the real
// server with demo data, taking the median. Writes its section of bench/README.md.
//
//   npm run bench:build          (about 3 minutes)
//   CHROMIUM_PATH=/path/to/chrome npm run bench:build
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const README = path.join(ROOT, 'bench', 'README.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ['/', '/courses', '/7-wochen-challenge'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const START = '<!-- bench:build:start -->';
const END = '<!-- bench:build:end -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function build(): number {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return Date.now() - started;
}

interface Precache {
  entries: number;
  bytes: number;
  gzip: number;
}

/** The precache manifest vite-plugin-pwa injected into dist/sw.js, summed over the files it names. */
function precache(): Precache {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const match = /\[\{"revision"[^\]]*\]/.exec(sw);
  if (!match) throw new Error('no precache manifest in dist/sw.js');
  const urls = (JSON.parse(match[0]) as Array<{ url: string }>).map((entry) => entry.url);
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(DIST, url);
    bytes += statSync(file).size;
    gzip += gzipSize(file);
  }
  return { entries: urls.length, bytes, gzip };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-build-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'production',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('the server did not start');
}

interface Loaded {
  js: number;
  css: number;
  files: number;
}

/** The JS and CSS a first visit loads until the network is idle (no worker: it would fetch the whole precache). */
async function initialRoute(origin: string, page: string): Promise<Loaded> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  const tab = await context.newPage();
  const assets = new Set<string>();
  tab.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await tab.goto(origin + page, { waitUntil: 'networkidle' });
  await browser.close();
  const loaded: Loaded = { js: 0, css: 0, files: assets.size };
  for (const asset of assets) {
    const size = gzipSize(path.join(DIST, asset));
    if (asset.endsWith('.css')) loaded.css += size;
    else loaded.js += size;
  }
  return loaded;
}

interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

async function lighthouseRuns(url: string, port: number): Promise<LighthouseFigures[]> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
    });
    console.log(
      `  ${url} run ${run + 1}: score ${runs.at(-1)!.score}, LCP ${Math.round(runs.at(-1)!.lcp)} ms`,
    );
  }
  return runs;
}

function writeReadme(section: string) {
  const readme = readFileSync(README, 'utf8');
  const block = `${START}\n${section}\n${END}`;
  const next = readme.includes(START)
    ? readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block)
    : `${readme.trimEnd()}\n\n${block}\n`;
  writeFileSync(README, next);
  // The table's columns as the project's formatter lays them out.
  spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--write', README],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
}

/** How the server sends the entry chunk to a browser that accepts brotli and gzip. */
async function encodingOf(origin: string): Promise<string> {
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(
    readFileSync(path.join(DIST, 'index.html'), 'utf8'),
  )?.[1];
  if (!entry) return 'unknown';
  const response = await fetch(origin + entry, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}

if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}; set CHROMIUM_PATH`);

console.log('Building …');
const buildMs = build();
const cache = precache();
console.log(`precache: ${cache.entries} entries, ${kb(cache.bytes)} (${kb(cache.gzip)} gzip)`);

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const rows: string[] = [];
const encoding = await encodingOf(server.origin);
try {
  for (const page of PAGES) {
    const loaded = await initialRoute(server.origin, page);
    console.log(`${page}: ${loaded.files} files, JS ${kb(loaded.js)} gzip, CSS ${kb(loaded.css)} gzip`);
    const runs = await lighthouseRuns(server.origin + page, chrome.port);
    const m = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
    rows.push(
      `| \`${page}\` | ${kb(loaded.js)} | ${kb(loaded.css)} | ${m('score')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${runs.map((run) => run.score).join(', ')} |`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}

const lighthouseVersion = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' })
  .stdout.trim()
  .split('\n')
  .at(-1);
const section = [
  '## Production build and Lighthouse (`npm run bench:build`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion}: the build (${(buildMs / 1000).toFixed(1)} s) served by the real server with demo data. JS and CSS are what a first visit without a service worker loads until the network is idle, gzip -9 of each file; Lighthouse runs mobile with its default simulated throttling (slow 4G, 4× CPU), ${RUNS} runs per page, medians. The server sent the JS ${encoding === 'none' ? 'uncompressed' : `with content-encoding ${encoding}`}.`,
  '',
  '| page | JS (gzip) | CSS (gzip) | performance | FCP | LCP | TBT | CLS | scores of the runs |',
  '| ---- | --------- | ---------- | ----------- | --- | --- | --- | --- | ------------------ |',
  ...rows,
  '',
  `Precache (service worker): ${cache.entries} files, ${kb(cache.bytes)} (${kb(cache.gzip)} gzip), fetched once in the background after the first visit.`,
].join('\n');
writeReadme(section);
console.log(`\n${section}\n\nWritten to bench/README.md`);
