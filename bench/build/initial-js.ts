// What a first visit of each public page loads, for this checkout beside an earlier commit built and served the
// same way in the same run (issue 13: "initial JS of the public pages before and after; the editor adds nothing to
// them"). Also reports any script a public page loads that carries the page editor (Puck). Writes its section of
// bench/README.md. Never part of the test pass/fail.
//
//   BENCH_BEFORE=<commit> npm run bench:initial-js      (about 4 minutes)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, initialRoute, kb, ROOT, startServer, writeReadmeSection, type Loaded } from './shared';

const BEFORE = process.env.BENCH_BEFORE;
if (!BEFORE) throw new Error('Set BENCH_BEFORE to the commit to compare with');
const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/kurse,/kontakt,/ueber-uns,/7-wochen-challenge,/level-up-week,/datenschutz,/impressum,/blog'
).split(',');
/** Text only the page editor's code carries. */
const EDITOR_MARK = /@puckeditor|puck-|Puck/;

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function editorScripts(loaded: Loaded, dist: string): string[] {
  return loaded.scripts.filter((script) => EDITOR_MARK.test(readFileSync(path.join(dist, script), 'utf8')));
}

const beforeCommit = git('rev-parse', '--short', BEFORE);
const afterCommit = git('rev-parse', '--short', 'HEAD');
const beforeRoot = mkdtempSync(path.join(tmpdir(), 'studio-bench-before-'));
git('worktree', 'add', '--detach', beforeRoot, BEFORE);
symlinkSync(path.join(ROOT, 'node_modules'), path.join(beforeRoot, 'node_modules'));

const rows: string[] = [];
try {
  console.log(`Building ${beforeCommit} and ${afterCommit} …`);
  build(beforeRoot);
  build(ROOT);
  const before = await startServer(beforeRoot);
  const after = await startServer(ROOT);
  try {
    for (const page of PAGES) {
      const old = await initialRoute(before.origin, page, path.join(beforeRoot, 'dist'));
      const now = await initialRoute(after.origin, page, path.join(ROOT, 'dist'));
      const editor = editorScripts(now, path.join(ROOT, 'dist'));
      const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${Math.abs(bytes).toLocaleString('en')} B`;
      rows.push(
        `| \`${page}\` | ${old.status} | ${kb(old.js)} | ${now.status} | ${kb(now.js)} | ${signed(now.js - old.js)} | ${kb(old.css)} | ${kb(now.css)} | ${signed(now.css - old.css)} | ${editor.length ? editor.join(', ') : 'none'} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    before.stop();
    after.stop();
  }
} finally {
  git('worktree', 'remove', '--force', beforeRoot);
  rmSync(beforeRoot, { recursive: true, force: true });
}

const section = [
  '## Initial JS of the public pages, before and after (`npm run bench:initial-js`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)}: ${beforeCommit} (before) and ${afterCommit} (after) built and served by their own real servers with demo data in the same run; JS is what a first visit without a service worker loads until the network is idle (gzip -9 of each file, 360 px). "Editor code" names any loaded script that carries the page editor (Puck).`,
  '',
  '| page | status before | JS before | status after | JS after | JS change | CSS before | CSS after | CSS change | editor code |',
  '| ---- | ------------- | --------- | ------------ | -------- | --------- | ---------- | --------- | ---------- | ----------- |',
  ...rows,
].join('\n');
writeReadmeSection('initial-js', section);
console.log(`\n${section}\n\nWritten to bench/README.md`);
