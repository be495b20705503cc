// The marketing feature's block kinds. src/app/blocks composes them with the other features' blocks.
import type { BlockRegistry } from '../../components/blocks/block';
import { callToActionBlock, offerCardBlock } from './blocks/basic';
import { heroBlock } from './blocks/hero';
import { legalSectionBlock, privacyContactsBlock, privacyRightsBlock } from './blocks/legal';
import { statisticGridBlock } from './blocks/statistic';
import { faqBlock } from '../../components/layout/faq/faq-section';
import { membershipTiersBlock } from './tiers/membership-tiers';

export const marketingBlocks = {
  hero: heroBlock,
  'statistic-grid': statisticGridBlock,
  'call-to-action': callToActionBlock,
  'offer-card': offerCardBlock,
  'membership-tiers': membershipTiersBlock,
  faq: faqBlock,
  'legal-section': legalSectionBlock,
  'privacy-rights': privacyRightsBlock,
  'privacy-contacts': privacyContactsBlock,
} satisfies BlockRegistry;

export { FunnelProvider, useFunnel, FUNNEL_ANCHOR } from './funnel/funnel-context';
