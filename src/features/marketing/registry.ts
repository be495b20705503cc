// The marketing feature's block kinds. src/app/blocks composes them with the other features' blocks.
import type { BlockRegistry } from '../../components/blocks/block';
import { callToActionBlock, offerCardBlock, openingHoursBlock, pageHeaderBlock } from './blocks/basic';
import { heroBlock } from './blocks/hero';
import {
  legalSectionBlock,
  privacyContactsBlock,
  privacyRightsBlock,
  templateNoticeBlock,
} from './blocks/legal';
import { statisticGridBlock } from './blocks/statistic';
import { faqBlock } from './faq/faq-section';
import { membershipTiersBlock } from './tiers/membership-tiers';

export const marketingBlocks = {
  'page-header': pageHeaderBlock,
  hero: heroBlock,
  'statistic-grid': statisticGridBlock,
  'call-to-action': callToActionBlock,
  'offer-card': offerCardBlock,
  'opening-hours': openingHoursBlock,
  'membership-tiers': membershipTiersBlock,
  faq: faqBlock,
  'legal-section': legalSectionBlock,
  'privacy-rights': privacyRightsBlock,
  'privacy-contacts': privacyContactsBlock,
  'template-notice': templateNoticeBlock,
} satisfies BlockRegistry;

export { FunnelProvider, useFunnel, FUNNEL_ANCHOR } from './funnel/funnel-context';
