// The app's build, and reading its chunks: what a script pulls in before it runs. The build tests read the build
// `npm test` made before them (dist/) rather than building again; only the deploy test builds a second time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The folder `npm run build` writes the browser app to. */
export const DIST = path.join(ROOT, 'dist');

/** `DIST`, once `npm run build` has written it; throws the way to get it otherwise. */
export function builtApp(): string {
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(path.join(ROOT, 'dist-ssr/entry-server.js')))
    throw new Error('Build the app first (npm run build): this test reads dist/ and dist-ssr/.');
  return DIST;
}

/**
 * Runs `vite build` into `outDir` as `npm run build` does; throws with Vite's errors when it fails. Without
 * vitest's NODE_ENV=test, which made Vite build React's development code: another app than the one shipped.
 */
export function buildInto(outDir: string): void {
  const { NODE_ENV: _, ...env } = process.env;
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir],
    { cwd: ROOT, encoding: 'utf8', env },
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

/**
 * The groups of chunks that import one another statically, in a circle (each group sorted, as file names below
 * `assets/`). A circle runs its modules in an order that depends on which chunk loads first: a module can read an
 * import before the module exporting it has run.
 */
export function chunkCycles(scripts: readonly string[], readFile: (file: string) => string): string[][] {
  const imports = new Map(
    scripts.map((name) => [
      name,
      [...readFile(name).matchAll(/import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)]
        .map((match) => match[1]!)
        .filter((target) => scripts.includes(target)),
    ]),
  );
  // Tarjan's strongly connected components; a component of more than one chunk is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (name: string) => {
    index.set(name, index.size);
    low.set(name, index.get(name)!);
    stack.push(name);
    onStack.add(name);
    for (const target of imports.get(name) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(name, Math.min(low.get(name)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(name, Math.min(low.get(name)!, index.get(target)!));
    }
    if (low.get(name) !== index.get(name)) return;
    const component: string[] = [];
    for (let top = stack.pop()!; ; top = stack.pop()!) {
      onStack.delete(top);
      component.push(top);
      if (top === name) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const name of scripts) if (!index.has(name)) visit(name);
  return cycles;
}
