// The challenge feature's block kinds (issue 8 item 1 and 4). src/app/blocks composes them into the registry; the
// FAQ block gets the marketing FAQ section from there (features never import each other).
import type { ComponentType } from 'react';
import type { BlockRegistry } from '../../components/blocks/block';
import { transformationBenefitsBlock } from './benefits';
import type { FaqSectionLikeProps } from '../../content/blocks/challenge';
import { createTransformationFaqBlock } from './faq';
import { cashbackBadgeBlock, challengeHeroBlock, transformationHeroBlock } from './hero';
import { transformationPricingBlock } from './pricing';
import { transformationQuizBlock } from './quiz';
import { transformationTestimonialsBlock } from './testimonials';
import { transformationTimelineBlock } from './timeline';

export function challengeBlocks({ FaqSection }: { FaqSection: ComponentType<FaqSectionLikeProps> }) {
  return {
    'challenge-hero': challengeHeroBlock,
    'cashback-badge': cashbackBadgeBlock,
    'transformation-hero': transformationHeroBlock,
    'transformation-timeline': transformationTimelineBlock,
    'transformation-benefits': transformationBenefitsBlock,
    'transformation-testimonials': transformationTestimonialsBlock,
    'transformation-pricing': transformationPricingBlock,
    'transformation-faq': createTransformationFaqBlock(FaqSection),
    'transformation-quiz': transformationQuizBlock,
  } satisfies BlockRegistry;
}
