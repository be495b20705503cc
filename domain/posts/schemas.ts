// Blog posts (issue 13, decision 0133): the slug rules, what an admin writes (Markdown), and what the API answers
// to visitors (published posts with their server-rendered, sanitised HTML) and to admins (drafts too).
import { z } from '../schemas/zod';
import { InstantSchema, VersionSchema } from '../schemas/common';

/** Posts per page of GET /api/v1/posts. */
export const POSTS_PAGE_SIZE = 10;
/** Entries of /blog/feed.xml. */
export const POSTS_FEED_SIZE = 20;

export const POST_LIMITS = {
  slug: { min: 3, max: 80 },
  title: { min: 3, max: 120 },
  excerpt: { min: 10, max: 300 },
  body: { min: 1, max: 50_000 },
  coverImage: { max: 300 },
  author: { min: 2, max: 80 },
} as const;

/** Lower-case letters, digits and single hyphens between them: 'morgens-trainieren'. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const POST_MESSAGES = {
  slugRequired: 'Adresse ist erforderlich',
  slugLength: `Die Adresse muss ${POST_LIMITS.slug.min} bis ${POST_LIMITS.slug.max} Zeichen lang sein`,
  slugPattern:
    'Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. morgens-trainieren)',
  titleLength: `Der Titel muss ${POST_LIMITS.title.min} bis ${POST_LIMITS.title.max} Zeichen lang sein`,
  excerptLength: `Der Auszug muss ${POST_LIMITS.excerpt.min} bis ${POST_LIMITS.excerpt.max} Zeichen lang sein`,
  bodyRequired: 'Der Text ist erforderlich',
  bodyLength: `Der Text darf höchstens ${POST_LIMITS.body.max.toLocaleString('de-DE')} Zeichen lang sein`,
  coverImageLength: `Das Titelbild darf höchstens ${POST_LIMITS.coverImage.max} Zeichen lang sein`,
  authorLength: `Der Autorname muss ${POST_LIMITS.author.min} bis ${POST_LIMITS.author.max} Zeichen lang sein`,
  slugReserved: 'Diese Adresse ist reserviert. Bitte wähle eine andere.',
  page: 'Ungültige Seitenzahl',
} as const;

/** Slugs no post may take: /admin/blog/neu is the form for a new post. */
export const RESERVED_POST_SLUGS: readonly string[] = ['neu'];

/** A slug proposed from a title: lower case, umlauts spelled out, anything else a single hyphen. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, POST_LIMITS.slug.max)
    .replace(/^-+|-+$/g, '');
}

const trimmed = (min: number, max: number, message: string) =>
  z.string({ message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

export const PostSlugSchema = z
  .string({ message: POST_MESSAGES.slugRequired })
  .check(
    z.trim(),
    z.minLength(POST_LIMITS.slug.min, POST_MESSAGES.slugLength),
    z.maxLength(POST_LIMITS.slug.max, POST_MESSAGES.slugLength),
    z.regex(POST_SLUG_PATTERN, POST_MESSAGES.slugPattern),
  );

export const PostSlugParamsSchema = z.object({ slug: PostSlugSchema });

/** How a body is written: Markdown (the posts before issue 20) or the rich-text editor's HTML (decision 0151). */
export const POST_BODY_FORMATS = ['markdown', 'html'] as const;
export type PostBodyFormat = (typeof POST_BODY_FORMATS)[number];
const PostBodyFormatSchema = z.enum(POST_BODY_FORMATS, { message: 'Unbekanntes Textformat' });

/** What an admin saves (POST /api/v1/posts, PUT /api/v1/posts/:slug): the body in Markdown or rich-text HTML. */
export const PostWriteSchema = z.object({
  slug: PostSlugSchema.check(
    z.refine((slug) => !RESERVED_POST_SLUGS.includes(slug), POST_MESSAGES.slugReserved),
  ),
  title: trimmed(POST_LIMITS.title.min, POST_LIMITS.title.max, POST_MESSAGES.titleLength),
  excerpt: trimmed(POST_LIMITS.excerpt.min, POST_LIMITS.excerpt.max, POST_MESSAGES.excerptLength),
  body: z.string({ message: POST_MESSAGES.bodyRequired }).check(
    z.minLength(POST_LIMITS.body.min, POST_MESSAGES.bodyRequired),
    z.maxLength(POST_LIMITS.body.max, POST_MESSAGES.bodyLength),
    z.refine((value) => value.trim().length > 0, POST_MESSAGES.bodyRequired),
  ),
  /** An image reference (a key of the site's images, later an upload); empty for none. */
  coverImage: z.pipe(
    z.nullish(
      z
        .string({ message: POST_MESSAGES.coverImageLength })
        .check(z.trim(), z.maxLength(POST_LIMITS.coverImage.max, POST_MESSAGES.coverImageLength)),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  author: trimmed(POST_LIMITS.author.min, POST_LIMITS.author.max, POST_MESSAGES.authorLength),
  /** Markdown when missing (the API's first clients); the server sanitises both alike. */
  bodyFormat: z._default(PostBodyFormatSchema, 'markdown'),
});
export type PostWrite = z.infer<typeof PostWriteSchema>;
export type PostWriteInput = z.input<typeof PostWriteSchema>;

/**
 * PUT /api/v1/posts/:slug: the fields and the working copy's version they are based on; the save is refused with
 * POST_VERSION_CONFLICT when someone else saved in between (as for pages and menus), so nobody's work is
 * overwritten without a word.
 */
export const PostUpdateSchema = z.extend(PostWriteSchema, { baseVersion: VersionSchema });
export type PostUpdate = z.infer<typeof PostUpdateSchema>;
export type PostUpdateInput = z.input<typeof PostUpdateSchema>;

/** POST /api/v1/posts/preview: Markdown (or rich-text HTML) in, the HTML a save would store out. */
export const PostPreviewRequestSchema = z.object({
  body: z
    .string({ message: POST_MESSAGES.bodyRequired })
    .check(z.maxLength(POST_LIMITS.body.max, POST_MESSAGES.bodyLength)),
  bodyFormat: z._default(PostBodyFormatSchema, 'markdown'),
});
export const PostPreviewSchema = z.object({ html: z.string() });

/** GET /api/v1/posts?page=N (1 when missing). */
export const PostListQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ message: POST_MESSAGES.page })
      .check(
        z.int(POST_MESSAGES.page),
        z.minimum(1, POST_MESSAGES.page),
        z.maximum(100_000, POST_MESSAGES.page),
      ),
    1,
  ),
});

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** One entry of the public list. */
export const PostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.nullable(z.string()),
  author: z.string(),
  publishedAt: InstantSchema,
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostPageSchema = z.object({
  items: z.array(PostSummarySchema),
  page: z.number().check(z.int()),
  pageCount: z.number().check(z.int()),
});
export type PostPage = z.infer<typeof PostPageSchema>;

/** GET /api/v1/posts/:slug: a published post with its sanitised HTML. */
export const PostSchema = z.extend(PostSummarySchema, { html: z.string() });
export type Post = z.infer<typeof PostSchema>;

/** An admin's view of a post: drafts too, with the Markdown they edit. */
export const AdminPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  html: z.string(),
  coverImage: z.nullable(z.string()),
  author: z.string(),
  status: z.enum(POST_STATUSES),
  publishedAt: z.nullable(InstantSchema),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  createdBy: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
  bodyFormat: z.enum(POST_BODY_FORMATS),
  /** The working copy's version (every save adds one). */
  version: z.number().check(z.int()),
  /** The version visitors read; null before the first publish. */
  publishedVersion: z.nullable(z.number().check(z.int())),
});
export type AdminPost = z.infer<typeof AdminPostSchema>;

export const AdminPostListSchema = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      author: z.string(),
      status: z.enum(POST_STATUSES),
      publishedAt: z.nullable(InstantSchema),
      updatedAt: InstantSchema,
      /** Published, but the working copy is newer than what visitors read. */
      unpublishedChanges: z.boolean(),
    }),
  ),
});
export type AdminPostList = z.infer<typeof AdminPostListSchema>;

export const POST_VERSION_ACTIONS = ['created', 'saved', 'restored'] as const;

/** GET /api/v1/admin/posts/:slug/versions: every version, newest first. */
export const PostVersionListSchema = z.object({
  items: z.array(
    z.object({
      version: z.number().check(z.int()),
      action: z.enum(POST_VERSION_ACTIONS),
      title: z.string(),
      author: z.nullable(z.string()),
      createdAt: InstantSchema,
    }),
  ),
});
export type PostVersionList = z.infer<typeof PostVersionListSchema>;

/** POST /api/v1/posts/:slug/versions/:version/restore. */
export const PostVersionParamsSchema = z.object({
  slug: PostSlugSchema,
  version: VersionSchema,
});
