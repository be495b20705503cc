// The about feature's block kinds with their German defaults (seed 002 §2 "About page sections"). src/app/blocks
// composes them: `createAboutBlocks(consentBlocks['map-embed'])` gives 'about-location' the consent-gated map
// (features never import each other, so the map comes in from outside).
import { createElement } from 'react';
import {
  blockProps,
  defineBlock,
  type BlockDefinition,
  type BlockRegistry,
} from '../../components/blocks/block';
import {
  aboutCtaDefaults,
  aboutHeroDefaults,
  aboutLocationDefaults,
  aboutStatsDefaults,
  aboutStoryDefaults,
  aboutTeamDefaults,
  aboutValuesDefaults,
} from '../../content/blocks/about';
import { AboutLocation, type AboutLocationProps } from './about-location';
import {
  AboutCta,
  AboutHero,
  AboutStats,
  AboutValues,
  type AboutCtaProps,
  type AboutHeroProps,
  type AboutStatsProps,
  type AboutValuesProps,
} from './about-sections';
import { AboutStory, type AboutStoryProps } from './about-story';
import { AboutTeam, type AboutTeamProps } from './about-team';

export const aboutHeroBlock = defineBlock<AboutHeroProps>({
  label: 'Über uns: Hero',
  defaults: aboutHeroDefaults,
  component: AboutHero,
});

export const aboutStoryBlock = defineBlock<AboutStoryProps>({
  label: 'Über uns: Geschichte',
  defaults: aboutStoryDefaults,
  component: AboutStory,
});

export const aboutTeamBlock = defineBlock<AboutTeamProps>({
  label: 'Über uns: Team',
  defaults: aboutTeamDefaults,
  component: AboutTeam,
});

export const aboutValuesBlock = defineBlock<AboutValuesProps>({
  label: 'Über uns: Werte, Mission und Vision',
  defaults: aboutValuesDefaults,
  component: AboutValues,
});

export const aboutStatsBlock = defineBlock<AboutStatsProps>({
  label: 'Über uns: Zahlen',
  defaults: aboutStatsDefaults,
  component: AboutStats,
});

export const aboutCtaBlock = defineBlock<AboutCtaProps>({
  label: 'Über uns: Call to Action',
  defaults: aboutCtaDefaults,
  component: AboutCta,
});

/**
 * The location block. `mapBlock` is the consent feature's map embed definition; it renders with the document's
 * map title over its own defaults. Without it the block shows everything but the map.
 */
export function createAboutLocationBlock(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any block whose props include a title
  mapBlock?: BlockDefinition<any>,
): BlockDefinition<AboutLocationProps> {
  function AboutLocationBlock(props: AboutLocationProps) {
    const map =
      props.showMap && mapBlock
        ? createElement(mapBlock.component, blockProps(mapBlock, { title: props.mapTitle }))
        : undefined;
    return createElement(AboutLocation, { ...props, map });
  }
  return defineBlock<AboutLocationProps>({
    label: 'Über uns: Standort',
    defaults: aboutLocationDefaults,
    component: AboutLocationBlock,
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see createAboutLocationBlock
export function createAboutBlocks(mapBlock?: BlockDefinition<any>) {
  return {
    'about-hero': aboutHeroBlock,
    'about-story': aboutStoryBlock,
    'about-team': aboutTeamBlock,
    'about-values': aboutValuesBlock,
    'about-stats': aboutStatsBlock,
    'about-location': createAboutLocationBlock(mapBlock),
    'about-cta': aboutCtaBlock,
  } satisfies BlockRegistry;
}
