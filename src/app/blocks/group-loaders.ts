// Each lazy block group's chunk, and the kinds of a group as their definitions say (decision 0171). Apart from
// ./block-groups (which ships the core group with it), so a page of islands (../islands/entry.tsx) can load one
// group without the others or the core.
import type { GroupName } from '#domain/blocks/kinds/index';
import type { BlockRegistry } from '../../components/blocks/block';

/** The kinds of a group, as the definitions say (derived at build time: vite.config.ts). */
export const keysOf = (group: string): string[] =>
  Object.entries(__BLOCK_KIND_GROUPS__)
    .filter(([, name]) => name === group)
    .map(([key]) => key);

/** Each lazy group's chunk (the core group ships with the page code); the type asks for every group. */
export const LOADERS: Record<Exclude<GroupName, 'core'>, () => Promise<BlockRegistry>> = {
  challenge: async () => (await import('../../blocks/challenge')).challengeBlocks,
  'results-gallery': async () => (await import('../../blocks/results-gallery')).resultsGalleryBlocks,
  'campaign-quiz': async () => (await import('../../blocks/campaign-quiz')).campaignQuizBlocks,
  'level-up': async () => (await import('../../blocks/level-up')).levelUpBlocks,
  about: async () => (await import('../../blocks/about')).aboutBlocks,
  'content-blocks': async () => (await import('../../blocks/content-blocks')).contentBlocks,
  'consent-settings': async () => (await import('../../blocks/consent-settings')).consentSettingsBlocks,
};
