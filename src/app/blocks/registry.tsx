// The one block registry (DECISIONS "Content pages"): every block kind a page document may use — the core blocks
// and every on-demand group (./block-groups), imported eagerly. Only the admin catalogue /bloecke (a lazy chunk)
// and the tests import it; pages get their blocks through ./block-groups.
import type { BlockRegistry } from '../../components/blocks/block';
// In this order, the groups' stylesheets keep their place in the one built stylesheet (it compresses best so).
import { consentSettingsBlocks } from '../../blocks/consent-settings';
import { levelUpBlocks } from '../../blocks/level-up';
import { resultsGalleryBlocks } from '../../blocks/results-gallery';
import { aboutBlocks } from '../../blocks/about';
import { campaignQuizBlocks } from '../../blocks/campaign-quiz';
import { challengeBlocks } from '../../blocks/challenge';
import { contentBlocks } from '../../blocks/content-blocks';
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
