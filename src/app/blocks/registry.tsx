// The one block registry (DECISIONS "Content pages"): every block kind a page document may use — the core blocks
// and every on-demand group (./block-groups), imported eagerly. Only the admin catalogue /bloecke (a lazy chunk)
// and the tests import it; pages get their blocks through ./block-groups.
import { aboutBlocks } from '../../blocks/about';
import { consentSettingsBlocks } from '../../blocks/consent-settings';
import { levelUpBlocks } from '../../blocks/level-up';
import type { BlockRegistry } from '../../components/blocks/block';
import { resultsGalleryBlocks } from '../../features/results-gallery/blocks';
import { campaignQuizBlocks } from './campaign-quiz';
import { challengeBlocks } from './challenge-blocks';
import { contentBlocks } from './content-blocks';
import { coreBlocks } from './core-registry';

export const blockRegistry: BlockRegistry = {
  ...coreBlocks,
  ...aboutBlocks,
  ...resultsGalleryBlocks,
  ...challengeBlocks,
  ...contentBlocks,
  ...levelUpBlocks,
  ...campaignQuizBlocks,
  ...consentSettingsBlocks,
};
