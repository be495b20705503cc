// The content-blocks feature's block kinds (issue 8 item 8, seed 002 §3 "Builder block inputs"). The blocks that
// show statistics or an external video borrow those from other features; src/app/blocks passes them in here.
import type { ComponentType } from 'react';
import type { BlockDefinition, BlockRegistry } from '../../components/blocks/block';
import { buttonBlock, modalDialogBlock, recommendationFunnelBlock } from './basics';
import { DepsProvider, type ContentBlockDeps } from './deps';
import {
  alternatingFeaturesBlock,
  bentoGridBlock,
  contentBentoGridBlock,
  contentImageGridBlock,
  featureGridBlock,
  featureShowcaseBlock,
} from './feature-layouts';
import { gymHeroBlock } from './gym-hero';
import { contentSectionBlock, imageGalleryBlock } from './media';
import { comparisonTableBlock, morningScheduleBlock, uspGridBlock } from './selling-points';
import { statisticBlock, statsFeatureCardsBlock, statsGalleryBlock } from './stats';
import { successStoriesBlock } from './success-stories';

export type { ContentBlockDeps } from './deps';

const definitions = {
  'gym-hero': gymHeroBlock,
  'usp-grid': uspGridBlock,
  'morning-schedule': morningScheduleBlock,
  'comparison-table': comparisonTableBlock,
  'alternating-features': alternatingFeaturesBlock,
  'bento-grid': bentoGridBlock,
  'feature-showcase': featureShowcaseBlock,
  'feature-grid': featureGridBlock,
  'content-image-grid': contentImageGridBlock,
  'stats-gallery': statsGalleryBlock,
  'stats-feature-cards': statsFeatureCardsBlock,
  'content-bento-grid': contentBentoGridBlock,
  'content-section': contentSectionBlock,
  'image-gallery': imageGalleryBlock,
  'success-stories': successStoriesBlock,
  button: buttonBlock,
  statistic: statisticBlock,
  'recommendation-funnel': recommendationFunnelBlock,
  'modal-dialog': modalDialogBlock,
} satisfies BlockRegistry;

export type ContentBlockKind = keyof typeof definitions;
export const CONTENT_BLOCK_KINDS = Object.keys(definitions) as ContentBlockKind[];

function withDeps<P extends object>(
  definition: BlockDefinition<P>,
  deps: ContentBlockDeps,
): BlockDefinition<P> {
  const Inner: ComponentType<P> = definition.component;
  const Component = (props: P) => (
    <DepsProvider value={deps}>
      <Inner {...props} />
    </DepsProvider>
  );
  Component.displayName = `WithContentDeps(${definition.label})`;
  return { ...definition, component: Component };
}

/** The block kinds with what they borrow wired in; spread into the one registry. */
export function createContentBlocks(deps: ContentBlockDeps): typeof definitions {
  return Object.fromEntries(
    Object.entries(definitions).map(([kind, definition]) => [
      kind,
      withDeps(definition as BlockDefinition<object>, deps),
    ]),
  ) as typeof definitions;
}
