// What: the block kind → group map (decision 0171), defined into the browser builds and the ui tests as
// __BLOCK_KIND_GROUPS__. Why: the client learns which lazy group's chunk a page's kinds need without loading every
// definition's copy. From the definitions, read once when the config loads (./block-kinds.ts).
import { blockKinds } from './block-kinds';

const groups = Object.fromEntries((await blockKinds()).map((kind) => [kind.key, kind.group]));

export const BLOCK_KIND_GROUPS_DEFINE = { __BLOCK_KIND_GROUPS__: JSON.stringify(groups) };
