// What the build benches share: building an app checkout, starting its real server with demo data, measuring what
// a first visit loads, and writing a marked section of bench/README.md. Never part of the test pass/fail.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/browsers';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const README = path.join(ROOT, 'bench', 'README.md');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function vite(cwd: string, ...args: string[]): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed in ${cwd}`);
}

/**
 * A checkout's build as its own `npm run build` makes it (the browser app, the islands since issue 24, the server
 * renderer), so an earlier commit is built as it was.
 */
export function build(root = ROOT): number {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed in ${root}`);
  return Date.now() - started;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A checkout's real server (its built app, demo data in a fresh data folder) on a free port of 127.0.0.1. */
export async function startServer(root = ROOT): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-build-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'production',
      // The throughput runs stay under no rate limit.
      API_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
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

export interface Loaded {
  js: number;
  css: number;
  files: number;
  /** The JS files loaded, as paths under the build folder. */
  scripts: string[];
  status: number;
}

/** The JS and CSS a first visit loads until the network is idle (no worker: it would fetch the whole precache). */
export async function initialRoute(origin: string, page: string, dist: string): Promise<Loaded> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  const tab = await context.newPage();
  const assets = new Set<string>();
  /** Answers the server makes up (a page's joined stylesheet), by their gzip size. */
  const made = new Map<string, Promise<number>>();
  tab.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(js|css)$/.test(pathname)) return;
    assets.add(pathname);
    if (!existsSync(path.join(dist, pathname)))
      made.set(
        pathname,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
  });
  const response = await tab.goto(origin + page, { waitUntil: 'networkidle' });
  const madeSizes = new Map<string, number>();
  for (const [pathname, size] of made) madeSizes.set(pathname, await size);
  await browser.close();
  const loaded: Loaded = { js: 0, css: 0, files: assets.size, scripts: [], status: response?.status() ?? 0 };
  for (const asset of assets) {
    const size = madeSizes.get(asset) ?? gzipSize(path.join(dist, asset));
    if (asset.endsWith('.css')) loaded.css += size;
    else {
      loaded.js += size;
      loaded.scripts.push(asset);
    }
  }
  return loaded;
}

/** Puts `section` between the markers `<!-- bench:<name>:start -->` and `…:end -->` of bench/README.md. */
export function writeReadmeSection(name: string, section: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const readme = readFileSync(README, 'utf8');
  const block = `${start}\n${section}\n${end}`;
  const next = readme.includes(start)
    ? readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
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
