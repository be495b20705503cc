// Pages in the database (decision 0130): the published version for everyone, the working copy and its history for
// admins. Rules: every write names the version it is based on and is refused with PAGE_VERSION_CONFLICT when the
// page has moved on (compare and set in SQL: nothing is overwritten); every write adds a version (who, when, what);
// 'markup' values are sanitised with the domain's allow-list before they are stored; the home page cannot be
// deleted or unpublished.
import sanitizeHtml from 'sanitize-html';
import type { Kysely } from 'kysely';
import { DomainError } from '#domain/errors/domain-error';
import { markupPaths } from '#domain/blocks/catalogue';
import {
  HOME_SLUG,
  validatePageDocument,
  type BlockNode,
  type PageDocument,
  type PageDraft,
  type PageListItem,
  type PageVersion,
  type PageVersionAction,
  type PublicPage,
} from '#domain/pages/document';
import { MARKUP_ALLOWED_ATTRIBUTES, MARKUP_ALLOWED_TAGS, MARKUP_URL_SCHEMES } from '#domain/pages/markup';
import type { Dialect } from '../../db/database';
import type { Database, Db, PageRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';

import { authorName, publishedCopy, VersionedStore } from '../versioned/versioned.store';
import type { PagesRepository } from './pages.repository';

export interface PageAuthor {
  id: number;
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MARKUP_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(MARKUP_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...MARKUP_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Markup with only the allow-list's tags, attributes and link schemes (the FAQ answers' rules). */
export function sanitizeMarkup(markup: string): string {
  return sanitizeHtml(markup, SANITIZE_OPTIONS);
}

function withValueAt(value: unknown, path: readonly string[], change: (text: string) => string): unknown {
  if (path.length === 0) return typeof value === 'string' ? change(value) : value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const index = Number(head);
    return value.map((item, at) => (at === index ? withValueAt(item, rest, change) : item));
  }
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, head))
    return { ...value, [head]: withValueAt((value as Record<string, unknown>)[head], rest, change) };
  return value;
}

function sanitizeBlocks(blocks: BlockNode[]): BlockNode[] {
  return blocks.map((block) => {
    if (!block.props) return block;
    let props: unknown = block.props;
    for (const path of markupPaths(block.type, block.props)) props = withValueAt(props, path, sanitizeMarkup);
    return { ...block, props: props as BlockNode['props'] };
  });
}

/** The document of a request as the API stores it: validated (400 with field messages otherwise), markup sanitised. */
export function checkedDocument(value: unknown): PageDocument {
  const result = validatePageDocument(value);
  // Keyed by the request body's paths ('document.blocks.0.props.headline'), as the route's own schema check is.
  if (!result.ok)
    throw new DomainError(
      'VALIDATION',
      result.issues.map((issue) => ({ ...issue, path: `document.${issue.path}` })),
    );
  return { ...result.document, blocks: sanitizeBlocks(result.document.blocks) };
}

function parseDocument(json: string): PageDocument {
  return JSON.parse(json) as PageDocument;
}

export interface PagesServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  pages: PagesRepository;
  clock: Clock;
}

export class PagesService {
  private readonly pages: PagesRepository;
  /** The versioned store (decision 0208): versions, restore, publish and the optimistic check live there. */
  private readonly store: VersionedStore<PageRow, PageVersionAction>;

  constructor(deps: PagesServiceDeps) {
    this.pages = deps.pages;
    this.store = new VersionedStore(deps, deps.pages, {
      missing: () => new DomainError('PAGE_NOT_FOUND'),
      conflict: 'PAGE_VERSION_CONFLICT',
      versionMissing: 'PAGE_VERSION_NOT_FOUND',
    });
  }

  /** An empty pages table gets the seeded documents, each published as version 1 (server start, test apps). */
  async seedIfEmpty(documents: readonly PageDocument[]): Promise<number> {
    if (!(await this.pages.isEmpty())) return 0;
    return this.store.transaction(async (trx) => {
      if (!(await this.pages.isEmpty(trx))) return 0;
      return this.insertPublished(documents, trx);
    });
  }

  /**
   * Publishes each of these documents whose slug has no page yet, as version 1 (issue 31: the AGB and the
   * Widerrufsbelehrung reach a database that was seeded before them); a page that exists is left alone.
   */
  async seedMissing(documents: readonly PageDocument[]): Promise<number> {
    const missing: PageDocument[] = [];
    for (const document of documents) if (!(await this.pages.find(document.slug))) missing.push(document);
    if (missing.length === 0) return 0;
    return this.store.transaction((trx) => this.insertPublished(missing, trx));
  }

  /** Inserts the documents published as version 1; a slug that exists meanwhile is skipped. How many went in. */
  private async insertPublished(documents: readonly PageDocument[], trx: Db): Promise<number> {
    let inserted = 0;
    const now = this.store.now();
    for (const document of documents) {
      const row = { ...newPage(checkedDocument(document), 'published', now), updatedBy: null };
      if (await this.store.create(row, 'published', null, trx)) inserted += 1;
    }
    return inserted;
  }

  /** GET /api/v1/pages/:slug: the published version; unknown or unpublished is 404. */
  async published(slug: string): Promise<PublicPage> {
    const row = await this.pages.find(slug);
    if (!row || row.status !== 'published' || row.publishedDocument === null || row.publishedVersion === null)
      throw new DomainError('PAGE_NOT_FOUND');
    const document = parseDocument(row.publishedDocument);
    return {
      slug: row.slug,
      title: document.title,
      description: document.description,
      image: document.image ?? null,
      blocks: document.blocks,
      version: row.publishedVersion,
      updatedAt: row.updatedAt,
    };
  }

  async list(): Promise<{ items: PageListItem[] }> {
    const rows = await this.pages.list();
    return {
      items: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        status: row.status,
        hasUnpublishedChanges: row.status !== 'published' || row.document !== row.publishedDocument,
        version: row.version,
        updatedAt: row.updatedAt,
        updatedBy: authorName(row.updatedByFirstName, row.updatedByLastName),
      })),
    };
  }

  async draft(slug: string): Promise<PageDraft> {
    return toDraft(await this.store.existing(slug));
  }

  async create(author: PageAuthor, value: unknown): Promise<PageDraft> {
    const document = checkedDocument(value);
    const row = await this.store.create(
      { ...newPage(document, 'draft', this.store.now()), updatedBy: author.id },
      'created',
      author.id,
    );
    if (!row) throw new DomainError('PAGE_SLUG_TAKEN');
    return toDraft(row);
  }

  /** PUT: saves the working copy (visitors keep seeing the published version). */
  async save(author: PageAuthor, slug: string, value: unknown, baseVersion: number): Promise<PageDraft> {
    const document = checkedDocument(value);
    if (document.slug !== slug)
      throw new DomainError('VALIDATION', [
        { path: 'slug', message: 'Die Adresse einer Seite kann nicht geändert werden.' },
      ]);
    const change = () => documentColumns(document);
    return toDraft(
      await this.store.write({ key: slug, baseVersion, action: 'saved', authorId: author.id, change }),
    );
  }

  async publish(author: PageAuthor, slug: string, baseVersion: number): Promise<PageDraft> {
    const change = (row: PageRow, version: number) => ({
      status: 'published' as const,
      ...publishedCopy(row, version),
    });
    return toDraft(
      await this.store.write({ key: slug, baseVersion, action: 'published', authorId: author.id, change }),
    );
  }

  async unpublish(author: PageAuthor, slug: string): Promise<PageDraft> {
    if (slug === HOME_SLUG) throw new DomainError('PAGE_PROTECTED');
    const current = await this.store.existing(slug);
    const change = () => ({ status: 'draft' as const, publishedDocument: null, publishedVersion: null });
    return toDraft(
      await this.store.write({
        key: slug,
        baseVersion: current.version,
        action: 'unpublished',
        authorId: author.id,
        change,
      }),
    );
  }

  async remove(slug: string): Promise<void> {
    if (slug === HOME_SLUG) throw new DomainError('PAGE_PROTECTED');
    await this.store.remove(slug);
  }

  async versions(slug: string): Promise<{ items: PageVersion[] }> {
    return { items: await this.store.versions(slug) };
  }

  /** That version's document becomes the working copy (a new version); publishing makes it public. */
  async restore(author: PageAuthor, slug: string, version: number, baseVersion: number): Promise<PageDraft> {
    const row = await this.store.restore(author.id, slug, version, baseVersion, 'restored', (kept) =>
      documentColumns(checkedDocument(parseDocument(kept.document!))),
    );
    return toDraft(row);
  }
}

/** A new page at version 1: a draft, or published as it is (the seeded pages). */
function newPage(
  document: PageDocument,
  status: PageRow['status'],
  now: string,
): Omit<PageRow, 'id' | 'updatedBy'> {
  const json = JSON.stringify(document);
  const published = status === 'published';
  return {
    slug: document.slug,
    title: document.title,
    description: document.description,
    ogImage: document.image ?? null,
    document: json,
    publishedDocument: published ? json : null,
    publishedVersion: published ? 1 : null,
    status,
    version: 1,
    updatedAt: now,
  };
}

function documentColumns(document: PageDocument): Partial<PageRow> {
  return {
    title: document.title,
    description: document.description,
    ogImage: document.image ?? null,
    document: JSON.stringify(document),
  };
}

function toDraft(row: PageRow): PageDraft {
  return {
    document: parseDocument(row.document),
    status: row.status,
    version: row.version,
    publishedVersion: row.publishedVersion,
    updatedAt: row.updatedAt,
  };
}
