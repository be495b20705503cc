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
  type PostWrite,
} from '#domain/posts/schemas';
import type { PostRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../users/users.repository';
import { renderMarkdown } from './markdown';
import type { PostsRepository, PostWithEditors } from './posts.repository';

const toIso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function summary(row: PostRow): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    author: row.author,
    publishedAt: toIso(row.publishedAt) ?? toIso(row.createdAt)!,
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
    publishedAt: toIso(row.publishedAt),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
    createdBy: row.createdByName,
    updatedBy: row.updatedByName,
  };
}

export interface FeedLinks {
  /** The site's origin, without a trailing slash. */
  origin: string;
  blogPath: string;
  postPath: (slug: string) => string;
  feedPath: string;
}

export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly clock: Clock,
  ) {}

  async list(page: number): Promise<PostPage> {
    const total = await this.posts.countPublished();
    const pageCount = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
    const rows = await this.posts.published(POSTS_PAGE_SIZE, (page - 1) * POSTS_PAGE_SIZE);
    return { items: rows.map(summary), page, pageCount };
  }

  /** A published post; a draft is as unknown to visitors as a slug nobody wrote. */
  async get(slug: string): Promise<Post> {
    const row = await this.posts.find(slug);
    if (!row || row.status !== 'published') throw new DomainError('POST_NOT_FOUND');
    return { ...summary(row), html: row.bodyHtml };
  }

  preview(markdown: string): { html: string } {
    return { html: renderMarkdown(markdown) };
  }

  async adminList(): Promise<AdminPostList> {
    const rows = await this.posts.all();
    return {
      items: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        author: row.author,
        status: row.status as PostStatus,
        publishedAt: toIso(row.publishedAt),
        updatedAt: toIso(row.updatedAt)!,
      })),
    };
  }

  async adminGet(slug: string): Promise<AdminPost> {
    const row = await this.posts.findWithEditors(slug);
    if (!row) throw new DomainError('POST_NOT_FOUND');
    return adminPost(row);
  }

  private fields(write: PostWrite) {
    return { ...write, bodyHtml: renderMarkdown(write.body) };
  }

  /** A new post is a draft. */
  async create(by: number, write: PostWrite): Promise<AdminPost> {
    if (await this.posts.find(write.slug)) throw new DomainError('POST_SLUG_TAKEN');
    try {
      await this.posts.insert(this.fields(write), by, this.clock.now().toISOString());
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('POST_SLUG_TAKEN');
      throw error;
    }
    return this.adminGet(write.slug);
  }

  /** Saves the post's fields (its slug may change); its status stays as it was. */
  async update(by: number, slug: string, write: PostWrite): Promise<AdminPost> {
    if (!(await this.posts.find(slug))) throw new DomainError('POST_NOT_FOUND');
    if (write.slug !== slug && (await this.posts.find(write.slug))) throw new DomainError('POST_SLUG_TAKEN');
    try {
      const updated = await this.posts.update(slug, this.fields(write), by, this.clock.now().toISOString());
      if (!updated) throw new DomainError('POST_NOT_FOUND');
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('POST_SLUG_TAKEN');
      throw error;
    }
    return this.adminGet(write.slug);
  }

  /** Publishes; the first publish sets the date, a later one keeps it. */
  async publish(by: number, slug: string): Promise<AdminPost> {
    const row = await this.posts.find(slug);
    if (!row) throw new DomainError('POST_NOT_FOUND');
    const now = this.clock.now().toISOString();
    await this.posts.setStatus(slug, 'published', toIso(row.publishedAt) ?? now, by, now);
    return this.adminGet(slug);
  }

  async unpublish(by: number, slug: string): Promise<AdminPost> {
    const row = await this.posts.find(slug);
    if (!row) throw new DomainError('POST_NOT_FOUND');
    await this.posts.setStatus(slug, 'draft', toIso(row.publishedAt), by, this.clock.now().toISOString());
    return this.adminGet(slug);
  }

  async remove(slug: string): Promise<void> {
    if (!(await this.posts.remove(slug))) throw new DomainError('POST_NOT_FOUND');
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
      updated: rows[0] ? new Date(toIso(rows[0].publishedAt) ?? rows[0].updatedAt) : this.clock.now(),
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
        date: new Date(toIso(row.updatedAt)!),
        published: new Date(toIso(row.publishedAt) ?? toIso(row.createdAt)!),
      });
    }
    return feed.atom1();
  }
}
