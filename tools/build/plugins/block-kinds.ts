// What: the block kinds as their definitions say (domain/blocks/kinds, decision 0171): each kind's key, its group
// and whether it hydrates on a public page. Why: the builds derive from them what a browser needs to know without
// shipping the definitions: the kind → group map (./kind-groups.ts) and the islands' loaders (./kind-islands.ts).
// Read once, in this process, with tsx's tsImport: Vite's config loader would otherwise bundle domain/blocks (and
// its '#domain' imports) into the config.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { BrowserNeeds, HydrateWhen, KindGroup } from '../../../domain/blocks/define';
import type { KIND_GROUPS } from '../../../domain/blocks/kinds/index';
import { ROOT } from './root';

export interface BlockKind {
  key: string;
  group: string;
  /** Whether it hydrates as a whole on a public page (an island of its own). */
  hydrates: boolean;
  /** Whether its island reads the API through the query cache. */
  readsApi: boolean;
}

/** What domain/blocks/define says of a kind's browser needs. */
interface Define {
  hydrateWhen: (needs: BrowserNeeds) => HydrateWhen | null;
  readsApi: (needs: BrowserNeeds) => boolean;
}

/** The kinds of these groups, as domain/blocks/define reads their browser needs. */
export function kindsOf(groups: readonly KindGroup[], define: Define): BlockKind[] {
  return groups.flatMap((group) =>
    group.kinds.map((kind) => ({
      key: kind.key,
      group: group.name,
      hydrates: define.hydrateWhen(kind.browser) !== null,
      readsApi: define.readsApi(kind.browser),
    })),
  );
}

let read: Promise<BlockKind[]> | undefined;

/** Every block kind, read from the definitions once per process. */
export function blockKinds(): Promise<BlockKind[]> {
  const from = pathToFileURL(path.join(ROOT, 'package.json')).href;
  read ??= Promise.all([
    tsImport('./domain/blocks/kinds/index.ts', from) as Promise<{ KIND_GROUPS: typeof KIND_GROUPS }>,
    tsImport('./domain/blocks/define.ts', from) as Promise<Define>,
  ]).then(([kinds, define]) => kindsOf(kinds.KIND_GROUPS, define));
  return read;
}
