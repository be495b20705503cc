// Pages in the database (decision 0130): the published version for everyone, the working copy and its history for
// admins. Rules: every write names the version it is based on and is refused with PAGE_VERSION_CONFLICT when the
// page has moved on (compare and set in SQL: nothing is overwritten); every write adds a version (who, when, what);
// 'markup' values are sanitised with the domain's allow-list before they are stored; the home page cannot be
// deleted or unpublished.
import sanitizeHtml from 'sanitize-html';
import type { Kysely, Transaction } from 'kysely';
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
import type { Database, PageRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
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

const authorName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

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
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;
  private readonly pages: PagesRepository;
  private readonly clock: Clock;

  constructor(deps: PagesServiceDeps) {
    this.db = deps.db;
    this.dialect = deps.dialect;
    this.pages = deps.pages;
    this.clock = deps.clock;
  }

  private transaction<T>(work: (trx: Transaction<Database> | Kysely<Database>) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, this.dialect, work);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** An empty pages table gets the seeded documents, each published as version 1 (server start, test apps). */
  async seedIfEmpty(documents: readonly PageDocument[]): Promise<number> {
    if (!(await this.pages.isEmpty())) return 0;
    return this.transaction(async (trx) => {
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
    return this.transaction((trx) => this.insertPublished(missing, trx));
  }

  /** Inserts the documents published as version 1; a slug that exists meanwhile is skipped. How many went in. */
  private async insertPublished(
    documents: readonly PageDocument[],
    trx: Transaction<Database> | Kysely<Database>,
  ): Promise<number> {
    let inserted = 0;
    const now = this.now();
    for (const document of documents) {
      const checked = checkedDocument(document);
      const row = await this.pages.insert({ ...newPage(checked, 'published', now), updatedBy: null }, trx);
      if (!row) continue;
      await this.pages.addVersion(
        {
          pageId: row.id,
          version: 1,
          action: 'published',
          document: row.document,
          authorId: null,
          createdAt: now,
        },
        trx,
      );
      inserted += 1;
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

  private async existing(slug: string): Promise<PageRow> {
    const row = await this.pages.find(slug);
    if (!row) throw new DomainError('PAGE_NOT_FOUND');
    return row;
  }

  async draft(slug: string): Promise<PageDraft> {
    return toDraft(await this.existing(slug));
  }

  async create(author: PageAuthor, value: unknown): Promise<PageDraft> {
    const document = checkedDocument(value);
    return this.transaction(async (trx) => {
      const now = this.now();
      const row = await this.pages.insert({ ...newPage(document, 'draft', now), updatedBy: author.id }, trx);
      if (!row) throw new DomainError('PAGE_SLUG_TAKEN');
      await this.pages.addVersion(
        {
          pageId: row.id,
          version: 1,
          action: 'created',
          document: row.document,
          authorId: author.id,
          createdAt: now,
        },
        trx,
      );
      return toDraft(row);
    });
  }

  /**
   * One write of a page based on `baseVersion`: the change is made only while the page is still at that version,
   * then the version row is added, in one transaction.
   */
  private async write(
    author: PageAuthor,
    slug: string,
    baseVersion: number,
    action: PageVersionAction,
    change: (row: PageRow) => Partial<PageRow>,
  ): Promise<PageDraft> {
    return this.transaction(async (trx) => {
      const current = await this.pages.find(slug, trx);
      if (!current) throw new DomainError('PAGE_NOT_FOUND');
      if (current.version !== baseVersion) throw new DomainError('PAGE_VERSION_CONFLICT');
      const now = this.now();
      const version = baseVersion + 1;
      const changes = change(current);
      const row = await this.pages.updateIfVersion(
        slug,
        baseVersion,
        { ...changes, version, updatedAt: now, updatedBy: author.id },
        trx,
      );
      if (!row) throw new DomainError('PAGE_VERSION_CONFLICT');
      await this.pages.addVersion(
        { pageId: row.id, version, action, document: row.document, authorId: author.id, createdAt: now },
        trx,
      );
      return toDraft(row);
    });
  }

  /** PUT: saves the working copy (visitors keep seeing the published version). */
  async save(author: PageAuthor, slug: string, value: unknown, baseVersion: number): Promise<PageDraft> {
    const document = checkedDocument(value);
    if (document.slug !== slug)
      throw new DomainError('VALIDATION', [
        { path: 'slug', message: 'Die Adresse einer Seite kann nicht geändert werden.' },
      ]);
    return this.write(author, slug, baseVersion, 'saved', () => documentColumns(document));
  }

  async publish(author: PageAuthor, slug: string, baseVersion: number): Promise<PageDraft> {
    return this.write(author, slug, baseVersion, 'published', (row) => ({
      status: 'published',
      publishedDocument: row.document,
      publishedVersion: baseVersion + 1,
    }));
  }

  async unpublish(author: PageAuthor, slug: string): Promise<PageDraft> {
    if (slug === HOME_SLUG) throw new DomainError('PAGE_PROTECTED');
    const current = await this.existing(slug);
    return this.write(author, slug, current.version, 'unpublished', () => ({
      status: 'draft',
      publishedDocument: null,
      publishedVersion: null,
    }));
  }

  async remove(slug: string): Promise<void> {
    if (slug === HOME_SLUG) throw new DomainError('PAGE_PROTECTED');
    const removed = await this.transaction((trx) => this.pages.remove(slug, trx));
    if (!removed) throw new DomainError('PAGE_NOT_FOUND');
  }

  async versions(slug: string): Promise<{ items: PageVersion[] }> {
    const page = await this.existing(slug);
    const rows = await this.pages.versions(page.id);
    return {
      items: rows.map((row) => ({
        version: row.version,
        action: row.action,
        author: authorName(row.authorFirstName, row.authorLastName),
        createdAt: row.createdAt,
      })),
    };
  }

  /** That version's document becomes the working copy (a new version); publishing makes it public. */
  async restore(author: PageAuthor, slug: string, version: number, baseVersion: number): Promise<PageDraft> {
    const page = await this.existing(slug);
    const stored = await this.pages.versionDocument(page.id, version);
    if (stored === undefined) throw new DomainError('PAGE_VERSION_NOT_FOUND');
    const document = checkedDocument(parseDocument(stored));
    return this.write(author, slug, baseVersion, 'restored', () => documentColumns(document));
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
