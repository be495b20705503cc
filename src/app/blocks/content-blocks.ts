// Composes the content-blocks feature with the layout kit's statistic card and the core group's video embed.
import { StatisticCard } from '../../components/layout/stat';
import { createContentBlocks } from '../../features/content-blocks/blocks';
import { coreBlocks } from './core-registry';

export const contentBlocks = createContentBlocks({
  StatisticCard,
  videoEmbed: coreBlocks['video-embed']!,
});
