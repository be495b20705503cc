// Measures the production build (never part of the test pass/fail): builds the app and, next to it, the bare Vite
// react-ts template (create-vite's own files, built with the same Vite) as the baseline; reports the JS and CSS an
// initial visit loads (gzip, as the files would travel compressed), the service worker's precache total; runs
// Lighthouse (mobile, simulated throttling: Lighthouse's defaults) 5 times per page on both, taking the median; times
// a first visit on emulated 3G (300 ms RTT, 700 kbit/s) until this week's first course shows; and measures the
// server-rendered pages' throughput and p99 beside the course API on the same server (autocannon). Writes its
// section of bench/README.md.
//
// Two ways to run Lighthouse (issue 35), each page in both unless told: 'one' Chromium for every run (the bench's
// own way: warm code caches of the browser process), and 'fresh': a new headless Chromium per run with a new
// profile, as Lighthouse's CLI runs (what a visitor's first visit is closer to).
//
//   npm run bench:build                          (about 12 minutes; one and fresh)
//   npm run bench:build -- --chromium fresh      (one mode only: one | fresh | both)
//   CHROMIUM_PATH=/path/to/chrome npm run bench:build
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  build,
  CHROME_FLAGS,
  CHROMIUM,
  freePort,
  gzipSize,
  initialRoute,
  kb,
  median,
  ROOT,
  startServer,
  vite,
  writeReadmeSection,
} from './shared';

const DIST = path.join(ROOT, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
type ChromiumMode = 'one' | 'fresh';
const { values: options } = parseArgs({ options: { chromium: { type: 'string', default: 'both' } } });
const MODES: ChromiumMode[] =
  options.chromium === 'both' ? ['one', 'fresh'] : [options.chromium as ChromiumMode];
if (!MODES.every((mode) => mode === 'one' || mode === 'fresh'))
  throw new Error(`--chromium one | fresh | both, not ${options.chromium}`);
const PAGES = ['/', '/kurse', '/7-wochen-challenge', '/ueber-uns'];
/** The bare template's version (the newest create-vite when this was written). */
const CREATE_VITE = 'create-vite@9.3.0';
/** Emulated 3G of issue 12: 300 ms round trip, 700 kbit/s both ways. */
const THREE_G = { latency: 300, downloadThroughput: (700 * 1000) / 8, uploadThroughput: (700 * 1000) / 8 };
/** create-vite's react-ts template, unchanged, built with this project's Vite and React into <dir>/dist. */
function buildTemplate(dir: string): string {
  const packed = spawnSync('npm', ['pack', CREATE_VITE, '--silent'], { cwd: dir, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack ${CREATE_VITE} failed: ${packed.stderr}`);
  spawnSync('tar', ['-xzf', packed.stdout.trim()], { cwd: dir });
  const template = path.join(dir, 'package', 'template-react-ts');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(template, 'node_modules'));
  vite(template, 'build');
  return path.join(template, 'dist');
}

/** Serves a folder as a static site, compressed as our server sends its files (brotli when accepted). */
async function serveStatic(dir: string): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const server = createHttpServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    const types: Record<string, string> = {
      '.html': 'text/html; charset=utf-8',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
    };
    const headers: Record<string, string> = {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    };
    const compressible = /\.(html|js|css|svg)$/.test(file);
    if (compressible && String(request.headers['accept-encoding'] ?? '').includes('br')) {
      headers['Content-Encoding'] = 'br';
      response.writeHead(200, headers).end(brotliCompressSync(body));
    } else {
      response.writeHead(200, headers).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
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

interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** What Lighthouse names as the largest contentful paint's element (its label and selector). */
  lcpElement: string;
}

/** The first DOM node a Lighthouse audit's details name (the LCP element audit nests it in a table of a list). */
function firstNode(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const value = details as { type?: string; nodeLabel?: string; selector?: string };
  if (value.type === 'node')
    return `${value.nodeLabel ?? ''} (\`${value.selector ?? ''}\`)`.replace(/\s+/g, ' ');
  for (const child of Object.values(details)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return '';
}

/** The value most runs agree on. */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The highest 1-minute load average a Lighthouse run started at. */
let highestLoad = 0;

/**
 * Waits until the 1-minute load average is below 1 (at most 3 minutes, or BENCH_QUIET_WAIT_S) before a Lighthouse run. The runs themselves
 * raise it, and the blocking time is CPU time measured on this machine: without the wait, the same build's / had a
 * median of 34 ms in one bench and 136 ms in the next.
 */
async function quietMachine(): Promise<void> {
  const deadline = Date.now() + Number(process.env.BENCH_QUIET_WAIT_S ?? 180) * 1000;
  while (loadavg()[0]! >= 1 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2000));
  highestLoad = Math.max(highestLoad, loadavg()[0]!);
}

/** Lighthouse `RUNS` times on `url`: in the one Chromium at `shared`'s port, or ('fresh') in a new one per run. */
async function lighthouseRuns(
  url: string,
  mode: ChromiumMode,
  shared: { port: number },
): Promise<LighthouseFigures[]> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const fresh =
      mode === 'fresh'
        ? await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
        : undefined;
    const port = fresh?.port ?? shared.port;
    await quietMachine();
    // A trace that did not record (NO_NAVSTART on a busy machine) is tried again, up to three times.
    let lhr;
    try {
      for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (!result.lhr.runtimeError) lhr = result.lhr;
        else if (attempt === 3) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      }
    } finally {
      fresh?.kill();
    }
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      lcpElement: firstNode(lhr.audits['largest-contentful-paint-element']?.details) || 'not named',
    });
    console.log(
      `  ${url} (${mode}) run ${run + 1}: score ${runs.at(-1)!.score}, LCP ${Math.round(runs.at(-1)!.lcp)} ms, TBT ${Math.round(runs.at(-1)!.tbt)} ms`,
    );
  }
  return runs;
}

/** Milliseconds from the start of a first visit on emulated 3G until `selector` shows (median of `runs`). */
async function firstVisitOn3G(url: string, selector: string, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THREE_G });
    const started = Date.now();
    await tab.goto(url, { waitUntil: 'commit' });
    // The first of them that shows: the week grid has a phone and a desktop layout in the HTML (one hidden by CSS).
    await tab.locator(`${selector} >> visible=true`).first().waitFor({ state: 'visible', timeout: 60_000 });
    times.push(Date.now() - started);
    await browser.close();
  }
  return median(times);
}

interface Throughput {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** 10 connections for 10 s against one URL of the server (127.0.0.1 only). */
async function throughput(url: string): Promise<Throughput> {
  const result = await autocannon({ url, connections: 10, duration: 10 });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
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

console.log('Building the app and the template …');
const buildMs = build();
const cache = precache();
console.log(`precache: ${cache.entries} entries, ${kb(cache.bytes)} (${kb(cache.gzip)} gzip)`);
const templateRoot = mkdtempSync(path.join(tmpdir(), 'studio-bench-template-'));
const templateDist = buildTemplate(templateRoot);

const server = await startServer();
const template = await serveStatic(templateDist);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const rows: string[] = [];
const encoding = await encodingOf(server.origin);
const templateLcp = new Map<ChromiumMode, number>();
const firstVisit: string[] = [];
const lcpElements: string[] = [];
const load: string[] = [];
try {
  const targets: Array<[string, string, string]> = [
    ['Vite react-ts template', template.origin, '/'],
    ...PAGES.map((page): [string, string, string] => [`\`${page}\``, server.origin, page]),
  ];
  for (const [label, origin, page] of targets) {
    const loaded = await initialRoute(origin, page, origin === template.origin ? templateDist : DIST);
    console.log(`${label}: ${loaded.files} files, JS ${kb(loaded.js)} gzip, CSS ${kb(loaded.css)} gzip`);
    for (const mode of MODES) {
      const runs = await lighthouseRuns(origin + page, mode, chrome);
      const m = (key: Exclude<keyof LighthouseFigures, 'lcpElement'>) => median(runs.map((run) => run[key]));
      lcpElements.push(
        `| ${label} | ${mode} | ${mostCommon(runs.map((run) => run.lcpElement)).replace(/\|/g, '\\|')} |`,
      );
      if (origin === template.origin) templateLcp.set(mode, m('lcp'));
      rows.push(
        `| ${label} | ${mode} | ${kb(loaded.js)} | ${kb(loaded.css)} | ${m('score')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${(m('lcp') / templateLcp.get(mode)!).toFixed(2)} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${runs.map((run) => run.score).join(', ')} | ${runs.map((run) => Math.round(run.tbt)).join(', ')} ms |`,
      );
    }
  }

  const week = await firstVisitOn3G(`${server.origin}/`, '.week-grid .session a');
  const catalogue = await firstVisitOn3G(`${server.origin}/kurse`, 'main a[href^="/courses/"]');
  const templateHeading = await firstVisitOn3G(`${template.origin}/`, 'h1');
  firstVisit.push(
    `| \`/\`: this week's first course | ${(week / 1000).toFixed(2)} s |`,
    `| \`/kurse\`: the first course of the list | ${(catalogue / 1000).toFixed(2)} s |`,
    `| Vite react-ts template: its heading | ${(templateHeading / 1000).toFixed(2)} s |`,
  );

  for (const url of ['/api/v1/courses', '/', '/courses']) {
    const figures = await throughput(server.origin + url);
    load.push(
      `| \`GET ${url}\` | ${Math.round(figures.requests)} req/s | ${figures.p50} ms | ${figures.p99} ms | ${figures.non2xx} |`,
    );
    console.log(load.at(-1));
  }
} finally {
  await chrome.kill();
  server.stop();
  template.stop();
  rmSync(templateRoot, { recursive: true, force: true });
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
  '## Production build, first visit and Lighthouse (`npm run bench:build`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion}: the build (${(buildMs / 1000).toFixed(1)} s, browser app and server renderer) served by the real server with demo data, beside create-vite's react-ts template (${CREATE_VITE}) built with the same Vite and served brotli-compressed by a plain static server. JS and CSS are what a first visit without a service worker loads until the network is idle, gzip -9 of each file; Lighthouse runs mobile with its default simulated throttling (slow 4G, 4× CPU), ${RUNS} runs per page, medians, each run started at a 1-minute load average below 1 (the highest: ${highestLoad.toFixed(2)}). The server sent the JS ${encoding === 'none' ? 'uncompressed' : `with content-encoding ${encoding}`}.`,
  '',
  "Chromium: 'one' for every run (the bench's own), 'fresh' a new headless one with a new profile per run (as Lighthouse's CLI runs).",
  '',
  '| page | Chromium | JS (gzip) | CSS (gzip) | performance | FCP | LCP | LCP ÷ template | TBT | CLS | scores of the runs | TBT of the runs |',
  '| ---- | -------- | --------- | ---------- | ----------- | --- | --- | -------------- | --- | --- | ------------------ | --------------- |',
  ...rows,
  '',
  'The element of the largest contentful paint, as Lighthouse names it (the one most runs named):',
  '',
  '| page | Chromium | LCP element |',
  '| ---- | -------- | ----------- |',
  ...lcpElements,
  '',
  'A first visit on emulated 3G (300 ms round trip, 700 kbit/s, Chromium network emulation, no service worker, 360 px), median of 3, from the start of the navigation until the element shows:',
  '',
  '| what shows | after |',
  '| ---------- | ----- |',
  ...firstVisit,
  '',
  'Throughput on the same server (autocannon, 10 connections, 10 s each, 127.0.0.1; pages with the 5 s render cache as it runs in production):',
  '',
  '| request | throughput | p50 | p99 | non-2xx |',
  '| ------- | ---------- | --- | --- | ------- |',
  ...load,
  '',
  `Precache (service worker): ${cache.entries} files, ${kb(cache.bytes)} (${kb(cache.gzip)} gzip), fetched once in the background after the first visit.`,
].join('\n');
writeReadmeSection('build', section);
console.log(`\n${section}\n\nWritten to bench/README.md`);
