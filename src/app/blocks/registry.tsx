// The one block registry (DECISIONS "Content pages"): every block kind a page document may use — the core blocks
// and every on-demand group (./block-groups), imported eagerly. Only the admin catalogue /bloecke (a lazy chunk)
// and the tests import it; pages get their blocks through ./block-groups.
import type { BlockRegistry } from '../../components/blocks/block';
import { createAboutBlocks } from '../../features/about/blocks';
import { challengeBlocks } from '../../features/challenge/blocks';
import { consentBlocks } from '../../features/consent/embed';
import { levelUpBlocks } from '../../features/level-up/blocks';
import { marketingBlocks } from '../../features/marketing/registry';
import { resultsGalleryBlocks } from '../../features/results-gallery/blocks';
import { campaignQuizBlocks } from './campaign-quiz';
import { contentBlocks } from './content-blocks';
import { coreBlocks } from './core-registry';

export const blockRegistry: BlockRegistry = {
  ...coreBlocks,
  ...createAboutBlocks(consentBlocks['map-embed']),
  ...resultsGalleryBlocks,
  ...challengeBlocks({ FaqSection: marketingBlocks.faq.component }),
  ...contentBlocks,
  ...levelUpBlocks,
  ...campaignQuizBlocks,
};
