// Global setup of the API tests: server/main.ts bundled once for the run, which the tests' server processes start
// with plain node (tests/api/processes.ts) instead of compiling it module by module through tsx. A start took
// 3.4–4.7 s through tsx against 1.4 s from the bundle on a quiet machine, and 37 such processes start in a run
// on both engines (decision 0221). The bundle is esbuild's output of the same sources tsx compiles (tsx uses esbuild too), the
// packages left to node_modules; each module keeps its own import.meta.url, so a file read beside its module
// (the common passwords) is read where it is. Made anew for every run in .tmp/ (bare imports resolve from the
// checkout's node_modules there), made again before each rerun in watch mode, removed after it, never reused.
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { SERVER_BUNDLE_ENV } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** import.meta.url, .dirname and .filename as each source file has them, not the bundle's. */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(plugin) {
    plugin.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      return {
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
      };
    });
  },
};

export default async function serverBundle(project: TestProject): Promise<() => void> {
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, '.tmp', 'api-server-'));
  const outfile = path.join(dir, 'main.mjs');
  const bundle = () =>
    build({
      entryPoints: [path.join(ROOT, 'server/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node}`,
      packages: 'external',
      logLevel: 'warning',
      plugins: [ownImportMeta],
    });
  await bundle();
  // In watch mode, each rerun bundles the server as it is then.
  project.onTestsRerun(async () => {
    await bundle();
  });
  process.env[SERVER_BUNDLE_ENV] = outfile;
  return () => rmSync(dir, { recursive: true, force: true });
}
