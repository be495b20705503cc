// Block kinds beyond the core (issue 8's campaign, about and catalogue blocks) come in groups, each its own chunk,
// loaded when a page document uses one of its kinds. Which kinds a group has is said by their definitions
// (domain/blocks/kinds); vite.config.ts builds the kind → group map into the client, so a page knows which chunks it
// needs without loading them (decision 0171). Here only each group's chunk is named.
import type { BlockRegistry } from '../../components/blocks/block';
import { coreBlocks } from './core-registry';
import { keysOf, LOADERS } from './group-loaders';

export { keysOf };

export interface BlockGroup {
  name: string;
  keys: readonly string[];
  load: () => Promise<BlockRegistry>;
}

export const BLOCK_GROUPS: readonly BlockGroup[] = Object.entries(LOADERS).map(([name, load]) => ({
  name,
  keys: keysOf(name),
  load,
}));

/** The core blocks plus every group loaded so far. */
const loaded: BlockRegistry = { ...coreBlocks };
const loading = new Map<string, Promise<void>>();

/** The groups that define one of these kinds and are not loaded yet. */
function missingGroups(types: readonly string[]): BlockGroup[] {
  return BLOCK_GROUPS.filter(
    (group) => group.keys.some((key) => types.includes(key)) && !group.keys.every((key) => key in loaded),
  );
}

/**
 * Resolves once every group these kinds need is loaded (at once when none is missing). One promise per set of
 * groups, so React can suspend on it across renders; a failed chunk load rejects, and the next call tries again.
 */
export function loadBlocksFor(types: readonly string[]): Promise<void> {
  const missing = missingGroups(types);
  if (missing.length === 0) return Promise.resolve();
  const id = missing.map((group) => group.name).join(',');
  let promise = loading.get(id);
  if (!promise) {
    promise = Promise.all(missing.map((group) => group.load())).then(
      (registries) => {
        for (const registry of registries) Object.assign(loaded, registry);
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** Whether a page with these kinds can render now, without waiting for a chunk. */
export const blocksReady = (types: readonly string[]) => missingGroups(types).length === 0;

/** The blocks available now: the core and every loaded group. */
export const loadedBlocks = (): BlockRegistry => loaded;
