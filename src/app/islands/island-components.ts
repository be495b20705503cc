// The component each island hydrates (decision 0183). The layout's islands are named '@…'; a block's component is
// its registry's. The interactive kinds of the core and challenge groups load one by one (a group is one chunk in
// the app, and the first screen of a page of islands needs one or two of its kinds); the other groups' kinds load
// with their group's chunk. A unit test (island-components.test.ts) checks that each is the very component the
// registry renders.
import type { ComponentType } from 'react';
import type { KeysOf } from '#domain/blocks/define';
import type { challengeGroup } from '#domain/blocks/kinds/challenge';
import type { coreGroup } from '#domain/blocks/kinds/core';
import type { BlockRegistry } from '../../components/blocks/block';
import { LOADERS } from '../blocks/group-loaders';

type Loader = () => Promise<ComponentType<never>>;
type SplitKind = KeysOf<typeof coreGroup> | KeysOf<typeof challengeGroup>;

/** The layout's islands, the parts of blocks made of islands (`browser: { parts }`) and the catalogue's. */
export const LAYOUT_ISLANDS: Record<string, Loader> = {
  '@site-header': async () => (await import('../layouts/visitor-header')).VisitorHeader,
  '@consent-banner': async () => (await import('../../features/consent/consent-banner')).ConsentBanner,
  '@week': async () => (await import('../routes/booking-slot')).BookableWeekGrid,
  '@install-app': async () => (await import('../install-app')).InstallApp,
  '@catalogue': async () => (await import('../located-catalogue')).LocatedCatalogue,
  // The contract pages' forms (issue 31, decision 0192).
  '@checkout': async () => (await import('../../features/contracts/components/checkout-form')).CheckoutForm,
  '@cancellation': async () =>
    (await import('../../features/contracts/components/cancellation-form')).CancellationForm,
  '@withdrawal': async () =>
    (await import('../../features/contracts/components/withdrawal-form')).WithdrawalForm,
};

/** The core and challenge groups' kinds that hydrate as a whole, each its own chunk. */
export const KIND_ISLANDS: Partial<Record<SplitKind, Loader>> = {
  hero: async () => (await import('../../blocks/core/hero')).Hero,
  'statistic-grid': async () => (await import('../../blocks/core/statistic-grid')).StatisticGrid,
  'call-to-action': async () => (await import('../../blocks/core/basic')).CallToAction,
  'membership-tiers': async () => (await import('../membership-tiers')).StudioMembershipTiers,
  faq: async () => (await import('../../blocks/core/faq')).Faq,
  'legal-section': async () => (await import('../../blocks/core/legal')).LegalSection,
  'map-embed': async () => (await import('../../components/consent/embed')).ExternalEmbed,
  'video-embed': async () => (await import('../../components/consent/embed')).ExternalEmbed,
  'cookie-settings-action': async () =>
    (await import('../../blocks/core/cookie-settings-action')).CookieSettingsAction,
  'contact-form': async () => (await import('../../features/contact/contact-form')).ContactForm,
  'challenge-hero': async () => (await import('../../blocks/challenge/challenge-hero')).ChallengeHero,
  'cashback-badge': async () => (await import('../../blocks/challenge/cashback-badge')).CashbackBadgeSection,
  'transformation-timeline': async () =>
    (await import('../../blocks/challenge/transformation-timeline')).TransformationTimeline,
  'transformation-testimonials': async () =>
    (await import('../../blocks/challenge/transformation-testimonials')).TransformationTestimonials,
  'transformation-faq': async () =>
    (await import('../../blocks/challenge/transformation-faq')).TransformationFaq,
  'transformation-quiz': async () =>
    (await import('../../blocks/challenge/transformation-quiz')).TransformationQuiz,
};

/** The islands that read the API through the query cache: their frame gets it (./island-queries.ts). */
const READS_QUERIES = new Set(['@week', '@catalogue', 'membership-tiers']);

export function readsQueries(kind: string): boolean {
  return READS_QUERIES.has(kind);
}

/** An island's component: the layout's, a split kind's, or from its group's registry. */
export async function islandComponent(kind: string): Promise<ComponentType<object>> {
  const loader = LAYOUT_ISLANDS[kind] ?? KIND_ISLANDS[kind as SplitKind];
  if (loader) return (await loader()) as ComponentType<object>;
  const group = __BLOCK_KIND_GROUPS__[kind];
  const registry: BlockRegistry | undefined =
    group && group !== 'core' ? await LOADERS[group as keyof typeof LOADERS]() : undefined;
  const definition = registry?.[kind];
  if (!definition) throw new Error(`unknown island kind ${kind}`);
  return definition.component as ComponentType<object>;
}
