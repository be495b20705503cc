// What: the block kinds as their definitions say (domain/blocks/kinds, decision 0171): each kind's key, its group
// and whether it hydrates on a public page. Why: the builds derive from them what a browser needs to know without
// shipping the definitions: the kind → group map (./kind-groups.ts) and the islands' loaders (./kind-islands.ts).
// Read once, in this process, with tsx's tsImport: Vite's config loader would otherwise bundle domain/blocks (and
// its '#domain' imports) into the config.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { BrowserNeeds, HydrateWhen, hydrateWhen, KindGroup } from '../../../domain/blocks/define';
import type { KIND_GROUPS } from '../../../domain/blocks/kinds/index';
import { ROOT } from './root';

export interface BlockKind {
  key: string;
  group: string;
  /** Whether it hydrates as a whole on a public page (an island of its own). */
  hydrates: boolean;
}

/** The kinds of these groups; `hydrateWhen` is domain/blocks/define's. */
export function kindsOf(
  groups: readonly KindGroup[],
  hydrateWhen: (needs: BrowserNeeds) => HydrateWhen | null,
): BlockKind[] {
  return groups.flatMap((group) =>
    group.kinds.map((kind) => ({
      key: kind.key,
      group: group.name,
      hydrates: hydrateWhen(kind.browser) !== null,
    })),
  );
}

let read: Promise<BlockKind[]> | undefined;

/** Every block kind, read from the definitions once per process. */
export function blockKinds(): Promise<BlockKind[]> {
  const from = pathToFileURL(path.join(ROOT, 'package.json')).href;
  read ??= Promise.all([
    tsImport('./domain/blocks/kinds/index.ts', from) as Promise<{ KIND_GROUPS: typeof KIND_GROUPS }>,
    tsImport('./domain/blocks/define.ts', from) as Promise<{ hydrateWhen: typeof hydrateWhen }>,
  ]).then(([kinds, define]) => kindsOf(kinds.KIND_GROUPS, define.hydrateWhen));
  return read;
}
