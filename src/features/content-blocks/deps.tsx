// What the content blocks borrow from other features without importing them (features never import each other):
// the marketing feature's statistic card and the consent feature's gated embed. src/app/blocks composes the
// catalogue with the real ones (createContentBlocks); tests may pass their own.
import { createContext, useContext, type ComponentType } from 'react';
import type { BlockDefinition } from '../../components/blocks/block';

/** The statistic item of seed 002 §3 (the shared layout kit's statistic). */
export type { Statistic as StatisticItem } from '../../components/layout/stat';
import type { Statistic as StatisticItem } from '../../components/layout/stat';

/** The props of the consent-gated embed (src/features/consent/embed.tsx), kept with its defaults. */
export type { EmbedProps as ExternalEmbedProps } from '../../content/blocks/consent';
import type { EmbedProps as ExternalEmbedProps } from '../../content/blocks/consent';

export interface ContentBlockDeps {
  StatisticCard: ComponentType<{ stat: StatisticItem; index?: number }>;
  /** The 'video-embed' block: its component shows the click-to-load placeholder until consent. */
  videoEmbed: BlockDefinition<ExternalEmbedProps>;
}

const DepsContext = createContext<ContentBlockDeps | null>(null);
export const DepsProvider = DepsContext.Provider;

export function useContentDeps(): ContentBlockDeps {
  const deps = useContext(DepsContext);
  if (!deps) throw new Error('Content blocks need createContentBlocks() (src/app/blocks).');
  return deps;
}
