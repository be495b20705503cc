// Blog posts (issue 13, decision 0133): visitors read published posts (a page of ten, one article, the feed);
// admins write Markdown, which is rendered and sanitised here at every save, and publish, unpublish and delete.
import { Feed } from 'feed';
import { DomainError } from '#domain/errors/domain-error';
import { STUDIO_NAME } from '#domain/constants';
import {
  POSTS_FEED_SIZE,
  POSTS_PAGE_SIZE,
  type AdminPost,
  type AdminPostList,
  type Post,
  type PostPage,
  type PostStatus,
  type PostSummary,
  type PostVersionList,
  type PostUpdate,
  type PostWrite,
} from '#domain/posts/schemas';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { toInstant, type Database, type PostRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../users/users.repository';
import { hasUnsafeLink, renderPostBody } from './markdown';
import { VersionedStore } from '../versioned/versioned.store';
import type {
  PostFields,
  PostsRepository,
  PostVersionAction,
  PostWithEditors,
  PublishedPostRow,
} from './posts.repository';

function summary(row: PublishedPostRow): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    author: row.author,
    publishedAt: toInstant(row.publishedAt) ?? toInstant(row.createdAt),
  };
}

function adminPost(row: PostWithEditors): AdminPost {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    html: row.bodyHtml,
    coverImage: row.coverImage,
    author: row.author,
    status: row.status as PostStatus,
    publishedAt: toInstant(row.publishedAt),
    createdAt: toInstant(row.createdAt),
    updatedAt: toInstant(row.updatedAt),
    createdBy: row.createdByName,
    updatedBy: row.updatedByName,
    bodyFormat: row.bodyFormat === 'html' ? 'html' : 'markdown',
    version: row.version,
    publishedVersion: row.publishedVersion,
  };
}

const hasUnpublishedChanges = (row: PostRow) =>
  row.status === 'published' && row.publishedVersion !== row.version;

export interface FeedLinks {
  /** The site's origin, without a trailing slash. */
  origin: string;
  blogPath: string;
  postPath: (slug: string) => string;
  feedPath: string;
}

export interface PostsServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  posts: PostsRepository;
  clock: Clock;
}

export class PostsService {
  private readonly posts: PostsRepository;
  private readonly clock: Clock;
  /** The versioned store (decision 0208): versions, restore and the optimistic check live there. */
  private readonly store: VersionedStore<PostRow, PostVersionAction>;

  constructor(deps: PostsServiceDeps) {
    this.posts = deps.posts;
    this.clock = deps.clock;
    this.store = new VersionedStore(deps, deps.posts, {
      missing: () => new DomainError('POST_NOT_FOUND'),
      conflict: 'POST_VERSION_CONFLICT',
      // A version nobody saved is as unknown as a post nobody wrote.
      versionMissing: 'POST_NOT_FOUND',
    });
  }

  async list(page: number): Promise<PostPage> {
    const total = await this.posts.countPublished();
    const pageCount = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
    const rows = await this.posts.published(POSTS_PAGE_SIZE, (page - 1) * POSTS_PAGE_SIZE);
    return { items: rows.map(summary), page, pageCount };
  }

  /** A published post as it was published; a draft is as unknown to visitors as a slug nobody wrote. */
  async get(slug: string): Promise<Post> {
    const row = await this.posts.findPublished(slug);
    if (!row) throw new DomainError('POST_NOT_FOUND');
    return { ...summary(row), html: row.bodyHtml };
  }

  preview(body: string, format: PostWrite['bodyFormat']): { html: string } {
    return { html: renderPostBody(body, format) };
  }

  async adminList(): Promise<AdminPostList> {
    const rows = await this.posts.all();
    return {
      items: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        author: row.author,
        status: row.status as PostStatus,
        publishedAt: toInstant(row.publishedAt),
        updatedAt: toInstant(row.updatedAt),
        unpublishedChanges: hasUnpublishedChanges(row),
      })),
    };
  }

  async adminGet(slug: string): Promise<AdminPost> {
    const row = await this.posts.findWithEditors(slug);
    if (!row) throw new DomainError('POST_NOT_FOUND');
    return adminPost(row);
  }

  /** The stored fields; a rich-text body with a script link is refused, not silently changed. */
  private fields(write: PostWrite): PostFields {
    if (write.bodyFormat === 'html' && hasUnsafeLink(write.body))
      throw new DomainError('VALIDATION', [{ path: 'body', message: 'Dieser Link ist nicht erlaubt.' }]);
    return { ...write, bodyHtml: renderPostBody(write.body, write.bodyFormat) };
  }

  /** A new post is a draft. */
  async create(by: number, write: PostWrite): Promise<AdminPost> {
    if (await this.posts.find(write.slug)) throw new DomainError('POST_SLUG_TAKEN');
    const at = this.clock.now().toISOString();
    const row = await this.store.create(
      {
        ...this.fields(write),
        status: 'draft',
        publishedAt: null,
        createdAt: at,
        updatedAt: at,
        createdBy: by,
        updatedBy: by,
        version: 1,
        publishedVersion: null,
      },
      'created',
      by,
    );
    if (!row) throw new DomainError('POST_SLUG_TAKEN');
    return this.adminGet(write.slug);
  }

  /**
   * Saves the post's fields as a new version (its slug may change at once); visitors keep reading the published
   * version until the next publish. Only while the post is still at `baseVersion`: the conditional UPDATE decides,
   * so of two saves based on one version exactly one lands.
   */
  async update(by: number, slug: string, { baseVersion, ...write }: PostUpdate): Promise<AdminPost> {
    const current = await this.posts.find(slug);
    if (!current) throw new DomainError('POST_NOT_FOUND');
    if (current.version !== baseVersion) throw new DomainError('POST_VERSION_CONFLICT');
    if (write.slug !== slug && (await this.posts.find(write.slug))) throw new DomainError('POST_SLUG_TAKEN');
    const fields = this.fields(write);
    try {
      await this.store.write({ key: slug, baseVersion, action: 'saved', authorId: by, change: () => fields });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('POST_SLUG_TAKEN');
      throw error;
    }
    return this.adminGet(write.slug);
  }

  /** Every version, newest first. */
  async versions(slug: string): Promise<PostVersionList> {
    const versions = await this.store.versions(slug, ['title']);
    return {
      items: versions.map((version) => ({
        version: version.version,
        action: version.action,
        title: version.title,
        author: version.author,
        createdAt: toInstant(version.createdAt),
      })),
    };
  }

  /** Makes an earlier version the working copy again (a new version); publishing puts it live. */
  async restore(by: number, slug: string, version: number): Promise<AdminPost> {
    // The slug stays the post's current one: links to it keep working. No base version: the route names none.
    await this.store.restore(by, slug, version, undefined, 'restored', (kept) => ({ ...kept, slug }));
    return this.adminGet(slug);
  }

  /** Publishes the working copy; the first publish sets the date, a later one keeps it. */
  async publish(by: number, slug: string): Promise<AdminPost> {
    const row = await this.posts.find(slug);
    if (!row) throw new DomainError('POST_NOT_FOUND');
    const now = this.clock.now().toISOString();
    await this.posts.setStatus(slug, 'published', toInstant(row.publishedAt) ?? now, by, now);
    return this.adminGet(slug);
  }

  async unpublish(by: number, slug: string): Promise<AdminPost> {
    const row = await this.posts.find(slug);
    if (!row) throw new DomainError('POST_NOT_FOUND');
    await this.posts.setStatus(slug, 'draft', toInstant(row.publishedAt), by, this.clock.now().toISOString());
    return this.adminGet(slug);
  }

  async remove(slug: string): Promise<void> {
    await this.store.remove(slug);
  }

  /** The Atom feed of the newest published posts, with absolute links. */
  async feed(links: FeedLinks): Promise<string> {
    const rows = await this.posts.published(POSTS_FEED_SIZE, 0);
    const blogUrl = `${links.origin}${links.blogPath}`;
    const feed = new Feed({
      title: `Blog | ${STUDIO_NAME}`,
      description: 'Trainingstipps, Ernährungswissen und Geschichten aus unserer Community.',
      id: blogUrl,
      link: blogUrl,
      language: 'de',
      copyright: `© ${STUDIO_NAME}`,
      updated: rows[0] ? new Date(toInstant(rows[0].publishedAt) ?? rows[0].updatedAt) : this.clock.now(),
      feedLinks: { atom: `${links.origin}${links.feedPath}` },
    });
    for (const row of rows) {
      const url = `${links.origin}${links.postPath(row.slug)}`;
      feed.addItem({
        title: row.title,
        id: url,
        link: url,
        description: row.excerpt,
        content: row.bodyHtml,
        author: [{ name: row.author }],
        date: new Date(toInstant(row.updatedAt)),
        published: new Date(toInstant(row.publishedAt) ?? toInstant(row.createdAt)),
      });
    }
    return feed.atom1();
  }
}
