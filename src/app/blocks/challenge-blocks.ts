// Composes the challenge page's blocks with the layout kit's FAQ section.
import { FaqSection } from '../../components/layout/faq/faq-section';
import { challengeBlocks as createChallengeBlocks } from '../../features/challenge/blocks';

export const challengeBlocks = createChallengeBlocks({ FaqSection });
