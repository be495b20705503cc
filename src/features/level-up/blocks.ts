// The Level Up Week's block kinds and the generic event and timeline cards. src/app/blocks composes them.
import type { BlockRegistry } from '../../components/blocks/block';
import { eventCardsBlock } from './event-cards';
import { levelUpBenefitsBlock } from './level-up-benefits';
import { levelUpHeroBlock } from './level-up-hero';
import { levelUpProgramBlock } from './level-up-program';
import { levelUpTestimonialsBlock } from './level-up-testimonials';
import { timelineCardsBlock } from './timeline-cards';

export const levelUpBlocks = {
  'level-up-hero': levelUpHeroBlock,
  'level-up-program': levelUpProgramBlock,
  'level-up-benefits': levelUpBenefitsBlock,
  'level-up-testimonials': levelUpTestimonialsBlock,
  'event-cards': eventCardsBlock,
  'timeline-cards': timelineCardsBlock,
} satisfies BlockRegistry;
