// The files a request for a public page enters on the server (issue 35: "a request for a public page enters at most
// 12 files on the server", decision 0219). Builds the server renderer with source maps into a folder of its own
// beside a copy of dist/, starts the app on it (SQLite, demo data), renders the page once to load its chunks, then
// records V8's precise coverage over one more request of the page (another URL, so the page cache misses): every
// file of this repository with a function that ran in that request, the renderer's bundle mapped back to its
// sources. Files of node_modules (Fastify, React, Kysely) are not counted. Never part of the test pass/fail.
//
//   npm run build && node --import tsx bench/build/render-walk.ts [/ueber-uns]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { createTestApp } from '../../tests/api/helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = process.argv[2] ?? '/ueber-uns';

// Inside the checkout: the renderer's bundle imports its packages from node_modules.
const work = mkdtempSync(path.join(ROOT, '.render-walk-'));
const staticDir = path.join(work, 'dist');
cpSync(path.join(ROOT, 'dist'), staticDir, { recursive: true });
const built = spawnSync(
  'npx',
  ['vite', 'build', '--mode', 'server-renderer', '--sourcemap', '--outDir', `${staticDir}-ssr`],
  { cwd: ROOT, encoding: 'utf8' },
);
if (built.status !== 0) throw new Error(`building the renderer with source maps failed: ${built.stderr}`);

interface FunctionCoverage {
  functionName: string;
  ranges: Array<{ startOffset: number; endOffset: number; count: number }>;
}
interface ScriptCoverage {
  scriptId: string;
  url: string;
  functions: FunctionCoverage[];
}

/** Line (from 1) and column (from 0) of a character offset in `text`. */
function positionIn(text: string): (offset: number) => { line: number; column: number } {
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  return (offset) => {
    let line = lineStarts.findIndex((start) => start > offset);
    line = line < 0 ? lineStarts.length : line;
    return { line, column: offset - (lineStarts[line - 1] ?? 0) };
  };
}

const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

/**
 * The repository's source files behind the functions of `file` that ran. The renderer's bundle as it ran may have
 * been transformed on loading (tsx's loader, with an inline source map to the bundle): its offsets go through that
 * map to the bundle, then through the bundle's map to the sources.
 */
function sourcesOf(file: string, ran: FunctionCoverage[], executed: string): string[] {
  if (!file.startsWith(`${staticDir}-ssr`)) return [path.relative(ROOT, file)];
  let map: SourceMapConsumer;
  try {
    map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
  } catch {
    return [];
  }
  const inline = INLINE_MAP.exec(executed)?.[1];
  const loaderMap =
    inline &&
    new SourceMapConsumer(JSON.parse(Buffer.from(inline, 'base64').toString('utf8')) as RawSourceMap);
  const position = positionIn(executed);
  const sources = new Set<string>();
  for (const fn of ran) {
    // The module's own top level is the whole file: it says nothing about which source ran.
    if (fn.functionName === '' && fn.ranges[0]?.startOffset === 0) continue;
    const start = position(fn.ranges[0]?.startOffset ?? 0);
    const inBundle = loaderMap ? loaderMap.originalPositionFor(start) : { ...start, source: file };
    if (inBundle.line == null || inBundle.column == null) continue;
    const { source } = map.originalPositionFor({ line: inBundle.line, column: inBundle.column });
    if (source) sources.add(path.relative(ROOT, path.resolve(path.dirname(file), source)));
  }
  return [...sources];
}

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Debugger.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
const t = await createTestApp('sqlite', { config: { staticDir } });
try {
  const warm = await t.app.inject({ method: 'GET', url: `${PAGE}?walk=warm` });
  if (warm.statusCode !== 200) throw new Error(`${PAGE} answered ${warm.statusCode}`);
  // Taking the coverage resets its counts: what follows is one request alone.
  await session.post('Profiler.takePreciseCoverage');
  const response = await t.app.inject({ method: 'GET', url: `${PAGE}?walk=1` });
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  if (response.headers['x-render-cache'] !== 'miss') throw new Error('the page came from the cache');

  const files = new Set<string>();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const file = fileURLToPath(script.url);
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    if (!file.startsWith(ROOT) && !file.startsWith(work)) continue;
    const ran = script.functions.filter((fn) => (fn.ranges[0]?.count ?? 0) > 0);
    if (ran.length === 0) continue;
    const { scriptSource } = (await session.post('Debugger.getScriptSource', {
      scriptId: script.scriptId,
    })) as { scriptSource: string };
    for (const source of sourcesOf(file, ran, scriptSource)) {
      const [top] = source.split(path.sep);
      // The walk itself and the test app it starts are not the request's.
      if (!source.split(path.sep).includes('node_modules') && top !== 'bench' && top !== 'tests')
        files.add(source);
    }
  }
  const sorted = [...files].sort();
  console.log(`GET ${PAGE}: ${sorted.length} files of this repository entered`);
  for (const file of sorted) console.log(`  ${file}`);
} finally {
  session.disconnect();
  await t.close();
  rmSync(work, { recursive: true, force: true });
}
