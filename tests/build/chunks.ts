// Building the browser app into a folder of the test's own, and reading its chunks: what a script pulls in before
// it runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `vite build` into `outDir`; throws with Vite's errors when it fails. */
export function buildInto(outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
}

/** A chunk and every chunk it imports statically (not `import()`), as paths below the build folder. */
export function staticClosure(start: string, readFile: (file: string) => string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFile(file).matchAll(
      /import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  return seen;
}
