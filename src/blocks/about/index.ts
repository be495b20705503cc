// The about group's components, one per kind of domain/blocks/kinds/about.ts; the type says which are missing.
import { aboutGroup } from '#domain/blocks/kinds/about';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { AboutCta } from './about-cta';
import { AboutHero } from './about-hero';
import { AboutLocation } from './about-location';
import { AboutStats } from './about-stats';
import { AboutStory } from './about-story';
import { AboutTeam } from './about-team';
import { AboutValues } from './about-values';

export const aboutComponents: ComponentsOf<typeof aboutGroup> = {
  'about-hero': AboutHero,
  'about-story': AboutStory,
  'about-team': AboutTeam,
  'about-values': AboutValues,
  'about-stats': AboutStats,
  'about-location': AboutLocation,
  'about-cta': AboutCta,
};

export const aboutBlocks = registryOf(aboutGroup, aboutComponents);
