// Reading a build's chunks: what a script pulls in before it runs.
import path from 'node:path';

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
