// The core group's components, one per kind of domain/blocks/kinds/core.ts. Three kinds need the app's features
// (the studio's membership types, the contact form, the bookable week): src/app/blocks/core-registry.tsx adds them,
// and the type says when one is missing.
import type { coreGroup } from '#domain/blocks/kinds/core';
import type { ComponentsOf } from '../../components/blocks/block';
import { ExternalEmbed } from '../../components/consent/embed';
import { CallToAction } from './call-to-action';
import { OfferCard } from './offer-card';
import { CookieSettingsAction } from './cookie-settings-action';
import { Faq } from './faq';
import { Hero } from './hero';
import { LegalSection, PrivacyContacts, PrivacyRights } from './legal-section';
import { OpeningHours } from './opening-hours';
import { PageHeaderBlock } from './page-header';
import { StatisticGrid } from './statistic-grid';
import { TemplateNotice } from './template-notice';

/** The kinds whose components the app composes. */
export type AppComposedCoreKind = 'membership-tiers' | 'contact-form' | 'course-week-grid';

export const coreComponents: Omit<ComponentsOf<typeof coreGroup>, AppComposedCoreKind> = {
  'page-header': PageHeaderBlock,
  hero: Hero,
  'statistic-grid': StatisticGrid,
  'call-to-action': CallToAction,
  'offer-card': OfferCard,
  'opening-hours': OpeningHours,
  faq: Faq,
  'legal-section': LegalSection,
  'privacy-rights': PrivacyRights,
  'privacy-contacts': PrivacyContacts,
  'template-notice': TemplateNotice,
  'map-embed': ExternalEmbed,
  'video-embed': ExternalEmbed,
  'cookie-settings-action': CookieSettingsAction,
};
