// The challenge group's components, one per kind of domain/blocks/kinds/challenge.ts; the type says which are
// missing.
import { challengeGroup } from '#domain/blocks/kinds/challenge';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { CashbackBadgeSection } from './cashback-badge';
import { ChallengeHero } from './challenge-hero';
import { TransformationBenefits } from './transformation-benefits';
import { TransformationFaq } from './transformation-faq';
import { TransformationHero } from './transformation-hero';
import { TransformationPricing } from './transformation-pricing';
import { TransformationQuiz } from './transformation-quiz';
import { TransformationTestimonials } from './transformation-testimonials';
import { TransformationTimeline } from './transformation-timeline';

export const challengeComponents: ComponentsOf<typeof challengeGroup> = {
  'challenge-hero': ChallengeHero,
  'cashback-badge': CashbackBadgeSection,
  'transformation-hero': TransformationHero,
  'transformation-timeline': TransformationTimeline,
  'transformation-benefits': TransformationBenefits,
  'transformation-testimonials': TransformationTestimonials,
  'transformation-pricing': TransformationPricing,
  'transformation-faq': TransformationFaq,
  'transformation-quiz': TransformationQuiz,
};

export const challengeBlocks = registryOf(challengeGroup, challengeComponents);
