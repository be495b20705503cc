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
import { IMAGES } from '../../content/images';
import { TRUST_POINTS } from '../../content/studio';
import {
  DEFAULT_HERO_STATS,
  DEFAULT_HOURS,
  DEFAULT_LOCATION,
  DEFAULT_STORY_CURRENT_INDEX,
  DEFAULT_STORY_ITEMS,
  DEFAULT_TEAM,
  DEFAULT_TEAM_STATS,
  DEFAULT_VALUES,
} from './about-data';
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
  defaults: {
    anchor: '',
    eyebrow: 'Über uns',
    headline: 'Mehr als ein Studio.',
    headlineAccent: 'Deine Trainings-Community.',
    subheadline:
      'Seit 2018 trainieren bei uns Menschen in kleinen Gruppen – funktionell, intensiv und immer mit einem Coach an ihrer Seite.',
    image: IMAGES.heroAbout.key,
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Team kennenlernen',
    secondaryCtaUrl: '#team',
    stats: DEFAULT_HERO_STATS,
  },
  component: AboutHero,
});

export const aboutStoryBlock = defineBlock<AboutStoryProps>({
  label: 'Über uns: Geschichte',
  defaults: {
    anchor: 'story',
    eyebrow: 'Unsere Geschichte',
    title: 'Vom Hinterhof zur Community',
    intro: 'Wie aus einer Idee zweier Coaches ein Studio mit über 800 Mitgliedern wurde.',
    currentIndex: DEFAULT_STORY_CURRENT_INDEX,
    items: DEFAULT_STORY_ITEMS,
  },
  component: AboutStory,
});

export const aboutTeamBlock = defineBlock<AboutTeamProps>({
  label: 'Über uns: Team',
  defaults: {
    anchor: 'team',
    eyebrow: 'Unser Team',
    title: 'Die Menschen hinter deinem Training',
    intro:
      'Acht Coaches mit durchschnittlich sieben Jahren Erfahrung – und mit Leidenschaft für das, was sie tun.',
    members: DEFAULT_TEAM,
    moreText: 'Mehr über',
    specialtiesTitle: 'Schwerpunkte',
  },
  component: AboutTeam,
});

export const aboutValuesBlock = defineBlock<AboutValuesProps>({
  label: 'Über uns: Werte, Mission und Vision',
  defaults: {
    anchor: '',
    eyebrow: 'Wofür wir stehen',
    title: 'Unsere Werte',
    intro: 'Vier Werte entscheiden, wie wir trainieren, coachen und miteinander umgehen.',
    values: DEFAULT_VALUES,
    missionTitle: 'Unsere Mission',
    mission:
      'Wir machen gutes Training für alle zugänglich: persönlich begleitet, wissenschaftlich fundiert und in einer Gemeinschaft, die dich trägt.',
    visionTitle: 'Unsere Vision',
    vision:
      'Ein Stadtteil, in dem sich alle stark, gesund und wohl in ihrem Körper fühlen – egal mit welchem Alter und welcher Vorerfahrung sie beginnen.',
  },
  component: AboutValues,
});

export const aboutStatsBlock = defineBlock<AboutStatsProps>({
  label: 'Über uns: Zahlen',
  defaults: {
    anchor: '',
    eyebrow: 'Unser Team in Zahlen',
    title: 'Erfahrung, auf die du bauen kannst',
    intro: '',
    stats: DEFAULT_TEAM_STATS,
  },
  component: AboutStats,
});

export const aboutCtaBlock = defineBlock<AboutCtaProps>({
  label: 'Über uns: Call to Action',
  defaults: {
    anchor: '',
    title: 'Lerne uns persönlich kennen',
    description:
      'Komm zu einem kostenlosen Probetraining vorbei – wir zeigen dir das Studio und finden gemeinsam heraus, was zu dir passt.',
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Kurse ansehen',
    secondaryCtaUrl: '/kurse',
    trustIndicators: [...TRUST_POINTS],
  },
  component: AboutCta,
});

const locationDefaults: AboutLocationProps = {
  anchor: 'kontakt',
  eyebrow: 'Standort',
  title: 'So findest du uns',
  name: DEFAULT_LOCATION.name,
  description: 'Mitten im Kiez, gut erreichbar mit Bus, Bahn und Fahrrad.',
  image: IMAGES.location.key,
  street: DEFAULT_LOCATION.street,
  city: DEFAULT_LOCATION.city,
  phone: DEFAULT_LOCATION.phone,
  email: DEFAULT_LOCATION.email,
  hoursTitle: 'Öffnungszeiten',
  hours: DEFAULT_HOURS,
  ctaText: 'Route planen',
  ctaUrl: DEFAULT_LOCATION.mapsUrl,
  ctaExternal: true,
  showMap: true,
  mapTitle: 'Lageplan',
};

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
    defaults: locationDefaults,
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
