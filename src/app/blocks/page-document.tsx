// Renders a page document: its title and description, and each block from the registry with the document's props
// over the block's defaults; kinds outside the core come from their lazily loaded group (./block-groups). The
// funnel provider around it lets any 'Probetraining' call to action open the funnel.
import { Fragment, use } from 'react';
import { STUDIO_NAME } from '#domain/constants';
import { blockProps, type BlockRegistry } from '../../components/blocks/block';
import { DocumentTitle } from '../../components/document-title';
import type { PageDocument } from '#domain/pages/public-page';
import { FunnelProvider } from '../../features/marketing/registry';
import { usePreviewImage } from '../../lib/render-notes';
import { blocksReady, loadBlocksFor, loadedBlocks } from './block-groups';
import { DeferredSection } from './deferred-section';

/** The first blocks of a page (its hero and what follows) hydrate at once; the rest as they near the viewport. */
export const EAGER_BLOCKS = 2;

export function PageDocumentView({
  page,
  registry,
}: {
  page: PageDocument;
  /** The blocks to render with; by default the core and the groups this page needs (suspends while one loads). */
  registry?: BlockRegistry;
}) {
  const types = page.blocks.map((block) => block.type);
  // The content-page route preloads the groups, so this suspends only where a page renders without the route.
  if (!registry && !blocksReady(types)) use(loadBlocksFor(types));
  const blocks = registry ?? loadedBlocks();
  usePreviewImage(page.image);
  return (
    <FunnelProvider>
      <DocumentTitle title={page.title} />
      <meta name="description" content={page.description || STUDIO_NAME} />
      {page.blocks.map((block, index) => {
        const definition = blocks[block.type];
        if (!definition) {
          if (import.meta.env.DEV) console.warn(`Unbekannter Block: ${block.type}`);
          return null;
        }
        const Component = definition.component;
        const element = <Component {...blockProps(definition, block.props)} />;
        const key = `${block.type}-${index}`;
        if (registry || index < EAGER_BLOCKS) return <Fragment key={key}>{element}</Fragment>;
        return <DeferredSection key={key}>{element}</DeferredSection>;
      })}
    </FunnelProvider>
  );
}
