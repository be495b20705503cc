// Block kinds beyond the core (issue 8's campaign, about and catalogue blocks) come in groups, each its own chunk,
// loaded when a page document uses one of its kinds. The keys are listed here so a page knows which chunks it needs
// without loading them; a test holds each list equal to what its chunk defines. A group that borrows from another
// feature is composed in its own module here (./challenge-blocks, …), which ./registry shares.
import type { BlockRegistry } from '../../components/blocks/block';
import { coreBlocks } from './core-registry';

export interface BlockGroup {
  name: string;
  keys: readonly string[];
  load: () => Promise<BlockRegistry>;
}

/** The kinds of a group, as the definitions say (derived at build time: vite.config.ts). */
export const keysOf = (group: string): string[] =>
  Object.entries(__BLOCK_KIND_GROUPS__)
    .filter(([, name]) => name === group)
    .map(([key]) => key);

export const BLOCK_GROUPS: readonly BlockGroup[] = [
  {
    name: 'challenge',
    keys: [
      'challenge-hero',
      'cashback-badge',
      'transformation-hero',
      'transformation-timeline',
      'transformation-benefits',
      'transformation-testimonials',
      'transformation-pricing',
      'transformation-faq',
      'transformation-quiz',
    ],
    load: async () => (await import('./challenge-blocks')).challengeBlocks,
  },
  {
    name: 'results-gallery',
    keys: ['transformation-results'],
    load: async () => (await import('../../features/results-gallery/blocks')).resultsGalleryBlocks,
  },
  {
    name: 'campaign-quiz',
    keys: ['seven-week-questionnaire', 'transformation-popup'],
    load: async () => (await import('./campaign-quiz')).campaignQuizBlocks,
  },
  {
    name: 'level-up',
    keys: keysOf('level-up'),
    load: async () => (await import('../../blocks/level-up')).levelUpBlocks,
  },
  {
    name: 'about',
    keys: keysOf('about'),
    load: async () => (await import('../../blocks/about')).aboutBlocks,
  },
  {
    name: 'content-blocks',
    keys: [
      'gym-hero',
      'usp-grid',
      'morning-schedule',
      'comparison-table',
      'alternating-features',
      'bento-grid',
      'feature-showcase',
      'feature-grid',
      'content-image-grid',
      'stats-gallery',
      'stats-feature-cards',
      'content-bento-grid',
      'content-section',
      'image-gallery',
      'success-stories',
      'button',
      'statistic',
      'recommendation-funnel',
      'modal-dialog',
    ],
    load: async () => (await import('./content-blocks')).contentBlocks,
  },
  {
    name: 'consent-settings',
    keys: keysOf('consent-settings'),
    load: async () => (await import('../../blocks/consent-settings')).consentSettingsBlocks,
  },
];

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
