// The content blocks' components (issue 8 item 8, seed 002 §3 "Builder block inputs"), one per kind of
// domain/blocks/kinds/content-blocks.ts; the type says which are missing.
import { contentBlocksGroup } from '#domain/blocks/kinds/content-blocks';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { AlternatingFeatures } from './alternating-features';
import { BentoGrid } from './bento-grid';
import { ButtonBlock } from './button';
import { ComparisonTable } from './comparison-table';
import { ContentBentoGrid } from './content-bento-grid';
import { ContentImageGrid } from './content-image-grid';
import { ContentSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { FeatureShowcase } from './feature-showcase';
import { GymHero } from './gym-hero';
import { ImageGallery } from './image-gallery';
import { ModalDialog } from './modal-dialog';
import { MorningSchedule } from './morning-schedule';
import { RecommendationFunnel } from './recommendation-funnel';
import { StatisticBlock } from './statistic';
import { StatsFeatureCards } from './stats-feature-cards';
import { StatsGallery } from './stats-gallery';
import { SuccessStories } from './success-stories';
import { UspGrid } from './usp-grid';

export const contentBlocksComponents: ComponentsOf<typeof contentBlocksGroup> = {
  'gym-hero': GymHero,
  'usp-grid': UspGrid,
  'morning-schedule': MorningSchedule,
  'comparison-table': ComparisonTable,
  'alternating-features': AlternatingFeatures,
  'bento-grid': BentoGrid,
  'feature-showcase': FeatureShowcase,
  'feature-grid': FeatureGrid,
  'content-image-grid': ContentImageGrid,
  'stats-gallery': StatsGallery,
  'stats-feature-cards': StatsFeatureCards,
  'content-bento-grid': ContentBentoGrid,
  'content-section': ContentSection,
  'image-gallery': ImageGallery,
  'success-stories': SuccessStories,
  button: ButtonBlock,
  statistic: StatisticBlock,
  'recommendation-funnel': RecommendationFunnel,
  'modal-dialog': ModalDialog,
};

export const contentBlocks = registryOf(contentBlocksGroup, contentBlocksComponents);
