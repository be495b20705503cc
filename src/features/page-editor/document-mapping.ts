// Our stored page document ({slug, title, description, image, blocks: [{type, props}]}) and Puck's data
// ({root: {props: {title, description, image}}, content: [{type, props: {id, …}}]}), both ways. A stored block
// carries only the props that differ from its kind's defaults (decision 0060); in the editor every field shows its
// value, so the defaults are merged in on the way to Puck and taken out again on the way back, with Puck's ids.
// Pure: no Puck import, so it is tested without the editor.
import { overridesOf, sameValue } from '#domain/blocks/overrides';
import type { EditorPageDocument } from './api/pages-admin';

export interface PuckBlock {
  type: string;
  props: Record<string, unknown> & { id: string };
}

export interface PuckPageData {
  root: { props: { title: string; description: string; image: string } };
  content: PuckBlock[];
}

/** A kind's defaults (the registry definition's), or undefined for a kind the registry does not know. */
export type DefaultsOf = (type: string) => Record<string, unknown> | undefined;

export function toPuckData(document: EditorPageDocument, defaultsOf: DefaultsOf): PuckPageData {
  return {
    root: {
      props: { title: document.title, description: document.description, image: document.image ?? '' },
    },
    content: document.blocks.map((block, index) => {
      const props: Record<string, unknown> = { ...(defaultsOf(block.type) ?? {}) };
      for (const [key, value] of Object.entries(block.props ?? {})) {
        if (value !== null && value !== undefined) props[key] = value;
      }
      return { type: block.type, props: { ...props, id: `${block.type}-${index}` } };
    }),
  };
}

export function fromPuckData(data: PuckPageData, slug: string, defaultsOf: DefaultsOf): EditorPageDocument {
  const root = data.root.props;
  const document: EditorPageDocument = {
    slug,
    title: root.title ?? '',
    description: root.description ?? '',
    blocks: data.content.map((block) => {
      const { id: _id, ...values } = block.props;
      const props = overridesOf(defaultsOf(block.type), values);
      return Object.keys(props).length > 0 ? { type: block.type, props } : { type: block.type };
    }),
  };
  if (root.image) document.image = root.image;
  return document;
}

/** A document as the editor gives it back: props equal to their defaults left out (a stored page may spell them). */
export const normalise = (document: EditorPageDocument, defaultsOf: DefaultsOf): EditorPageDocument =>
  fromPuckData(toPuckData(document, defaultsOf), document.slug, defaultsOf);

const normal = (document: EditorPageDocument): unknown =>
  JSON.parse(JSON.stringify({ ...document, image: document.image || undefined }));

/** Whether two documents say the same (key order and an empty image aside). */
export const sameDocument = (a: EditorPageDocument, b: EditorPageDocument) => sameValue(normal(a), normal(b));

/** 'blocks.2.props.faqs.0.answer' → the block's index (2) and the path inside its props ('faqs.0.answer'). */
export function blockOfPath(path: string): { index: number; field: string } | undefined {
  const match = /^(?:document\.)?blocks\.(\d+)(?:\.props)?(?:\.(.*))?$/.exec(path);
  if (!match) return undefined;
  return { index: Number(match[1]), field: match[2] ?? '' };
}
