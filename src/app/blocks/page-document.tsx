// Renders a page document: its title and description, and each block from the registry with the document's props
// over the block's defaults. The funnel provider around it lets any 'Probetraining' call to action open the funnel.
import { STUDIO_NAME } from '#domain/constants';
import { blockProps, type BlockRegistry } from '../../components/blocks/block';
import { DocumentTitle } from '../../components/document-title';
import type { PageDocument } from '../../content/pages';
import { FunnelProvider } from '../../features/marketing/registry';
import { blockRegistry } from './registry';

export function PageDocumentView({
  page,
  registry = blockRegistry,
}: {
  page: PageDocument;
  registry?: BlockRegistry;
}) {
  return (
    <FunnelProvider>
      <DocumentTitle title={page.title} />
      <meta name="description" content={page.description || STUDIO_NAME} />
      {page.blocks.map((block, index) => {
        const definition = registry[block.type];
        if (!definition) {
          if (import.meta.env.DEV) console.warn(`Unbekannter Block: ${block.type}`);
          return null;
        }
        const Component = definition.component;
        return <Component key={`${block.type}-${index}`} {...blockProps(definition, block.props)} />;
      })}
    </FunnelProvider>
  );
}
