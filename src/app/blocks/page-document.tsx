// Renders a page document: its title and description, and each block from the registry with the document's props
// over the block's defaults; kinds outside the core come from their lazily loaded group (./block-groups). The
// funnel provider around it lets any 'Probetraining' call to action open the funnel.
import { Fragment, use } from 'react';
import { STUDIO_NAME } from '#domain/constants';
import { blockProps, type BlockRegistry } from '../../components/blocks/block';
import { DocumentTitle } from '../../components/document-title';
import type { PageDocument } from '#domain/pages/public-page';
import { FunnelProvider } from '../../features/marketing/registry';
import { useBlockKinds, usePreviewImage } from '../../lib/render-notes';
import { blocksReady, loadBlocksFor, loadedBlocks } from './block-groups';
import { DeferredSection } from './deferred-section';
import { Island, useIslandsMode } from '../islands/island';
import { hydrateWhen } from '#domain/blocks/define';

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
  const islands = useIslandsMode();
  usePreviewImage(page.image);
  useBlockKinds(types);
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
        const props = blockProps(definition, block.props);
        const element = <Component {...props} />;
        const key = `${block.type}-${index}`;
        if (islands) {
          // A page of islands: a static block is the server's HTML for good; an interactive one is an island.
          const when = hydrateWhen(definition.browser);
          return when ? (
            <Island key={key} kind={block.type} props={props} when={when}>
              {element}
            </Island>
          ) : (
            <Fragment key={key}>{element}</Fragment>
          );
        }
        if (registry || index < EAGER_BLOCKS) return <Fragment key={key}>{element}</Fragment>;
        return <DeferredSection key={key}>{element}</DeferredSection>;
      })}
    </FunnelProvider>
  );
}
