// /admin/pages/:slug: the page editor (issue 13). Composes the editor feature with the block definitions (every
// kind's label, fields and defaults: domain/blocks/kinds), the block registry (every kind, eagerly: this chunk is
// the admin's alone), the funnel provider the site's calls to action open, the uploads feature's image picker, and
// the site's own page renderer for the preview. The Puck config is generated once (buildPuckConfig): no code per
// block kind, one drawer group per group of kinds.
import { useParams } from 'react-router-dom';
import { BLOCK_CATALOGUE } from '#domain/blocks/catalogue';
import { KIND_DEFINITIONS, KIND_GROUPS } from '#domain/blocks/kinds/index';
import type { PageDocument } from '#domain/pages/document';
import { paths } from '../../../config/paths';
import { FunnelProvider } from '../../../features/marketing/registry';
import type { EditorPageDocument } from '../../../features/page-editor/api/pages-admin';
import { PageEditor } from '../../../features/page-editor/page-editor';
import { buildPuckConfig } from '../../../features/page-editor/puck-config';
import { ImageUploadField } from '../../../features/uploads/image-field';
import { PageDocumentView } from '../../blocks/page-document';
import { blockRegistry } from '../../blocks/registry';

const config = buildPuckConfig({
  catalogue: BLOCK_CATALOGUE,
  registry: blockRegistry,
  categories: Object.fromEntries(
    KIND_GROUPS.map((group) => [
      group.name,
      { title: group.title, components: group.kinds.map((kind) => kind.key) },
    ]),
  ),
  Frame: FunnelProvider,
  ImageInput: ImageUploadField,
});

const defaultsOf = (type: string) => KIND_DEFINITIONS[type]?.defaults as Record<string, unknown> | undefined;
const kindLabel = (type: string) => KIND_DEFINITIONS[type]?.label ?? type;
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
