// Composes the content-blocks feature (issue 8 item 8) with what it borrows from other features – features never
// import each other, so the marketing statistic card and the consent-gated video embed are passed in here.
import { consentBlocks } from '../../components/consent/embed';
import { createContentBlocks } from '../../features/content-blocks/blocks';
import { StatisticCard } from '../../features/marketing/blocks/statistic';

export const contentBlocks = createContentBlocks({
  StatisticCard,
  videoEmbed: consentBlocks['video-embed'],
});
