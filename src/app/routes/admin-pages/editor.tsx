// /admin/pages/:slug: the page editor (issue 13). Composes the editor feature with the block catalogue, the block
// registry (every kind, eagerly: this chunk is the admin's alone), the funnel provider the site's calls to action
// open, the uploads feature's image picker, and the site's own page renderer for the preview. The Puck config is generated once from the catalogue and
// the registry (buildPuckConfig): no code per block kind.
import { useParams } from 'react-router-dom';
import { BLOCK_CATALOGUE } from '#domain/blocks/catalogue';
import { BUILDER_LIST, CATALOGUE_INPUT_KINDS, OTHER_KINDS } from '#domain/blocks/builder-list';
import type { PageDocument } from '#domain/pages/document';
import { paths } from '../../../config/paths';
import { FunnelProvider } from '../../../features/marketing/registry';
import type { EditorPageDocument } from '../../../features/page-editor/api/pages-admin';
import { PageEditor } from '../../../features/page-editor/page-editor';
import { buildPuckConfig } from '../../../features/page-editor/puck-config';
import { ImageUploadField } from '../../../features/uploads/image-field';
import { PageDocumentView } from '../../blocks/page-document';
import { blockRegistry } from '../../blocks/registry';

const keysOf = (entries: readonly { keys: readonly string[] }[]) => entries.flatMap((entry) => entry.keys);

const config = buildPuckConfig({
  catalogue: BLOCK_CATALOGUE,
  registry: blockRegistry,
  categories: {
    builder: { title: 'Bausteine', components: keysOf(BUILDER_LIST) },
    catalogue: {
      title: 'Katalog',
      components: keysOf(CATALOGUE_INPUT_KINDS).filter((key) => !keysOf(BUILDER_LIST).includes(key)),
    },
    other: { title: 'Rechtliches und Einbettungen', components: keysOf(OTHER_KINDS) },
  },
  Frame: FunnelProvider,
  ImageInput: ImageUploadField,
});

const defaultsOf = (type: string) => blockRegistry[type]?.defaults as Record<string, unknown> | undefined;
const kindLabel = (type: string) => BLOCK_CATALOGUE[type]?.label ?? type;
const renderPreview = (document: EditorPageDocument) => (
  <PageDocumentView
    page={{ ...document, image: document.image ?? undefined } as PageDocument}
    registry={blockRegistry}
  />
);

export function AdminPageEditorPage() {
  const { slug = '' } = useParams();
  return (
    <PageEditor
      slug={slug}
      config={config}
      defaultsOf={defaultsOf}
      kindLabel={kindLabel}
      renderPreview={renderPreview}
      listPath={paths.admin.pages}
    />
  );
}
