// The level-up group's components (the Level Up Week and the generic event and timeline cards), one per kind of
// domain/blocks/kinds/level-up.ts; the type says which are missing.
import { levelUpGroup } from '#domain/blocks/kinds/level-up';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { EventCards } from './event-cards';
import { LevelUpBenefits } from './level-up-benefits';
import { LevelUpHero } from './level-up-hero';
import { LevelUpProgram } from './level-up-program';
import { LevelUpTestimonials } from './level-up-testimonials';
import { TimelineCards } from './timeline-cards';

export const levelUpComponents: ComponentsOf<typeof levelUpGroup> = {
  'level-up-hero': LevelUpHero,
  'level-up-program': LevelUpProgram,
  'level-up-benefits': LevelUpBenefits,
  'level-up-testimonials': LevelUpTestimonials,
  'event-cards': EventCards,
  'timeline-cards': TimelineCards,
};

export const levelUpBlocks = registryOf(levelUpGroup, levelUpComponents);
