// What: the block kind → group map (decision 0171), defined into every browser build as __BLOCK_KIND_GROUPS__.
// Why: the public client learns which chunk a page's kinds need without loading every definition's copy. It is
// read from the definitions in a child process (tsx), once when the config loads, because Vite's config loader
// would otherwise bundle domain/blocks (and its '#domain' imports) into the config.
import { execFileSync } from 'node:child_process';
import { ROOT } from './root';

function blockKindGroups(): string {
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      "const m = await import('./domain/blocks/kinds/index.ts'); process.stdout.write(JSON.stringify(m.kindGroups()));",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

export const BLOCK_KIND_GROUPS_DEFINE = { __BLOCK_KIND_GROUPS__: blockKindGroups() };
