// What the public site needs of a page (the client's bundle: kept apart from the admin's schemas in ./document):
// the document types, the home page's slug, the slug pattern and the schema of GET /api/v1/pages/:slug.
import { InstantSchema } from '../schemas/common';
import { z } from '../schemas/zod';

/** Any JSON value a block prop may hold. */
export type BlockValue = string | number | boolean | null | BlockValue[] | { [key: string]: BlockValue };

export interface BlockNode {
  /** The registry key, e.g. 'hero', 'faq', 'contact-form'. */
  type: string;
  /** Overrides of the block's defaults; anything left out keeps the default. */
  props?: { [key: string]: BlockValue };
}

export interface PageDocument {
  /** The path segment: 'kontakt' is /kontakt; the home page is 'home' (served at '/'). */
  slug: string;
  /** Document title: '<title> | Kraftraum Studio'. */
  title: string;
  /** The meta description. */
  description: string;
  /** The preview image of link previews (og:image), a path under /images; the studio's hero image when left out. */
  image?: string;
  blocks: BlockNode[];
}

export { HOME_SLUG, PAGE_SLUG_PATTERN } from './slugs';

/** A stored block: the server checked its props when it was saved, so the reader only makes sure of the shape. */
export const StoredBlockSchema = z.object({
  type: z.string(),
  props: z.optional(
    z.custom<{ [key: string]: BlockValue }>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    ),
  ),
});

/** GET /api/v1/pages/:slug: the published version, for everyone. */
export const PublicPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  blocks: z.array(StoredBlockSchema),
  version: z.number(),
  updatedAt: InstantSchema,
});
export type PublicPage = z.infer<typeof PublicPageSchema>;
