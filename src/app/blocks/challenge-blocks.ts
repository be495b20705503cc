// Composes the challenge page's blocks with the marketing feature's FAQ section (features never import each other).
import { challengeBlocks as createChallengeBlocks } from '../../features/challenge/blocks';
import { marketingBlocks } from '../../features/marketing/registry';

export const challengeBlocks = createChallengeBlocks({ FaqSection: marketingBlocks.faq.component });
