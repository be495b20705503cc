// A page is data (DECISIONS "Content pages", decision 0130): {slug, title, description, image?, blocks}, each block
// a kind of the block list (domain/blocks) with its props. The documents live in the database (server/modules/
// pages) and are edited in the admin; this file holds their type, the schemas of the pages API (issue 13
// contract) and validatePageDocument, the one check every saved document passes.
import { InstantSchema, VersionSchema, type FieldIssue } from '../schemas/common';
import { z } from '../schemas/zod';
import { isBlockKind, validateBlockProps } from '../blocks/catalogue';
import { blockOverrides } from '../blocks/overrides';
import { PAGE_SLUG_PATTERN, StoredBlockSchema, type BlockNode, type PageDocument } from './public-page';
import { looksLikeUnsafeUrl } from './unsafe-url';

export * from './public-page';

/** Addresses other routes of the site own: a page there could never be reached. */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'admin',
  'api',
  'assets',
  'auth',
  'bloecke',
  'blog',
  'check-in',
  'courses',
  'images',
  'kurse',
  'standorte',
  'uploads',
  'user',
];

export const MAX_PAGE_BLOCKS = 100;

export const PageSlugSchema = z.string({ message: 'Bitte gib eine Adresse ein.' }).check(
  z.minLength(1, 'Bitte gib eine Adresse ein.'),
  z.maxLength(80, 'Die Adresse darf höchstens 80 Zeichen lang sein.'),
  z.regex(PAGE_SLUG_PATTERN, 'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.'),
  z.refine(
    (slug) => !RESERVED_PAGE_SLUGS.includes(slug),
    'Diese Adresse gehört zu einem anderen Bereich der Website.',
  ),
);

/** Any JSON value (a block's props hold them); one schema object, so a description can name it once. */
export const JsonValueSchema = z.json();

const BlockPropsSchema = z.record(z.string(), JsonValueSchema, {
  message: 'Die Eigenschaften eines Blocks müssen ein Objekt sein.',
});

export const BlockNodeSchema = z.object({
  type: z.string({ message: 'Bitte wähle einen Blocktyp.' }),
  props: z.optional(BlockPropsSchema),
});

export const PageDocumentSchema = z.object({
  slug: PageSlugSchema,
  title: z
    .string({ message: 'Bitte gib einen Titel ein.' })
    .check(
      z.trim(),
      z.minLength(1, 'Bitte gib einen Titel ein.'),
      z.maxLength(120, 'Der Titel darf höchstens 120 Zeichen lang sein.'),
    ),
  description: z
    .string({ message: 'Bitte gib eine Beschreibung ein.' })
    .check(z.trim(), z.maxLength(300, 'Die Beschreibung darf höchstens 300 Zeichen lang sein.')),
  image: z.optional(
    z
      .string()
      .check(
        z.maxLength(500, 'Die Bildadresse ist zu lang.'),
        z.regex(/^(?:\/(?!\/)|upload:)/, 'Das Vorschaubild muss ein Bild dieser Website sein.'),
      ),
  ),
  blocks: z
    .array(BlockNodeSchema, { message: 'Die Blöcke fehlen.' })
    .check(z.maxLength(MAX_PAGE_BLOCKS, `Eine Seite darf höchstens ${MAX_PAGE_BLOCKS} Blöcke haben.`)),
});

function unsafeLinks(value: unknown, path: string): FieldIssue[] {
  if (typeof value === 'string')
    return looksLikeUnsafeUrl(value) ? [{ path, message: 'Dieser Link ist nicht erlaubt.' }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unsafeLinks(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => unsafeLinks(item, `${path}.${key}`));
  return [];
}

export type PageDocumentResult = { ok: true; document: PageDocument } | { ok: false; issues: FieldIssue[] };

/**
 * The check of every document the API saves: the shape (PageDocumentSchema), each block's kind and props (the
 * block catalogue, domain/blocks/catalogue.ts), and no script links anywhere. The document it answers carries
 * only the props that differ from their defaults (./../blocks/overrides). Issues carry
 * German messages keyed by path, e.g. 'blocks.0.props.headline'.
 */
export function validatePageDocument(value: unknown): PageDocumentResult {
  const parsed = PageDocumentSchema.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    };
  const issues: FieldIssue[] = [];
  const blocks: BlockNode[] = [];
  parsed.data.blocks.forEach((block, index) => {
    const at = `blocks.${index}`;
    if (!isBlockKind(block.type)) {
      issues.push({ path: `${at}.type`, message: `Unbekannter Blocktyp: ${block.type}` });
      return;
    }
    const checked = validateBlockProps(block.type, block.props ?? {});
    if (!checked.ok) {
      for (const issue of checked.issues)
        issues.push({
          path: issue.path ? `${at}.props.${issue.path}` : `${at}.props`,
          message: issue.message,
        });
      return;
    }
    issues.push(...unsafeLinks(checked.props, `${at}.props`));
    // Stored are the props that differ from the kind's defaults (decision 0171).
    blocks.push(blockOverrides({ type: block.type, props: checked.props as BlockNode['props'] }));
  });
  if (issues.length > 0) return { ok: false, issues };
  const { image, ...rest } = parsed.data;
  return { ok: true, document: { ...rest, ...(image ? { image } : {}), blocks } };
}

// ---- The pages API (issue 13 contract) -------------------------------------------------------------------------

export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const PAGE_VERSION_ACTIONS = ['created', 'saved', 'published', 'unpublished', 'restored'] as const;
export type PageVersionAction = (typeof PAGE_VERSION_ACTIONS)[number];

export const PageSlugParamsSchema = z.object({ slug: z.string() });
export const PageVersionParamsSchema = z.object({ slug: z.string(), version: VersionSchema });

/** The version the editor's copy is based on: a save over a newer one is refused (409 PAGE_VERSION_CONFLICT). */
export const BaseVersionSchema = z.object({ baseVersion: VersionSchema });

/** POST /api/v1/pages. */
export const CreatePageRequestSchema = z.object({ document: PageDocumentSchema });
/** PUT /api/v1/pages/:slug. */
export const UpdatePageRequestSchema = z.object({ document: PageDocumentSchema, baseVersion: VersionSchema });
/** The body of publish and restore. */
export const PublishPageRequestSchema = BaseVersionSchema;
export const RestorePageRequestSchema = BaseVersionSchema;

export const PageListItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  status: z.enum(PAGE_STATUSES),
  /** The working copy differs from the published version (or nothing is published yet). */
  hasUnpublishedChanges: z.boolean(),
  version: z.number(),
  updatedAt: InstantSchema,
  /** The name of who saved last; null for the seeded pages. */
  updatedBy: z.nullable(z.string()),
});
export type PageListItem = z.infer<typeof PageListItemSchema>;
export const PageListSchema = z.object({ items: z.array(PageListItemSchema) });

export const StoredPageDocumentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.optional(z.string()),
  blocks: z.array(StoredBlockSchema),
});

/** GET /api/v1/pages/:slug/draft (and the answer of every write): the working copy. */
export const PageDraftSchema = z.object({
  document: StoredPageDocumentSchema,
  status: z.enum(PAGE_STATUSES),
  version: z.number(),
  /** The version visitors see; null while the page is not published. */
  publishedVersion: z.nullable(z.number()),
  updatedAt: InstantSchema,
});
export type PageDraft = z.infer<typeof PageDraftSchema>;

export const PageVersionSchema = z.object({
  version: z.number(),
  action: z.enum(PAGE_VERSION_ACTIONS),
  /** Who made it (name); null for the seeded pages. */
  author: z.nullable(z.string()),
  createdAt: InstantSchema,
});
export type PageVersion = z.infer<typeof PageVersionSchema>;
export const PageVersionListSchema = z.object({ items: z.array(PageVersionSchema) });
