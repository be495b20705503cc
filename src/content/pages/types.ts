// A page is data (DECISIONS "Content pages"): {slug, title, description, blocks}, each block a kind from the
// registry (src/app/blocks) and its props. Documents are plain serialisable values — no JSX, no functions — so a
// later issue can move them into the database and edit them; a block without props shows its spec defaults.

/** Any JSON value a block prop may hold. */
export type BlockValue = string | number | boolean | null | BlockValue[] | { [key: string]: BlockValue };

export interface BlockNode {
  /** The registry key, e.g. 'hero', 'faq', 'contact-form'. */
  type: string;
  /** Overrides of the block's defaults; anything left out keeps the default. */
  props?: { [key: string]: BlockValue };
}

export interface PageDocument {
  /** '/' for the home page, otherwise the path segment: 'kontakt' is /kontakt. */
  slug: string;
  /** Document title: '<title> | Kraftraum Studio'. */
  title: string;
  /** The meta description. */
  description: string;
  /** The preview image of link previews (og:image), a path under /images; the studio's hero image when left out. */
  image?: string;
  blocks: BlockNode[];
}
