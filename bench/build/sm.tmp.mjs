import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let last = null;
map.eachMapping((m) => {
  if (last && last.generatedLine === m.generatedLine) {
    const len = m.generatedColumn - last.generatedColumn;
    const key = (last.source ?? '?').replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1');
    sizes.set(key, (sizes.get(key) ?? 0) + len);
  }
  last = m;
});
const total = code.length;
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1024).toFixed(1).padStart(7), k);
console.log('total min', (total/1024).toFixed(1));
