// The one block registry (DECISIONS "Content pages"): every block kind a page document may use — the core blocks
// and every on-demand group (./block-groups), imported eagerly. Only the admin catalogue /bloecke (a lazy chunk)
// and the tests import it; pages get their blocks through ./block-groups.
import { aboutBlocks } from '../../blocks/about';
import { campaignQuizBlocks } from '../../blocks/campaign-quiz';
import { challengeBlocks } from '../../blocks/challenge';
import { consentSettingsBlocks } from '../../blocks/consent-settings';
import { contentBlocks } from '../../blocks/content-blocks';
import { levelUpBlocks } from '../../blocks/level-up';
import { resultsGalleryBlocks } from '../../blocks/results-gallery';
import type { BlockRegistry } from '../../components/blocks/block';
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
