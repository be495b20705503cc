// Menus as content (issue 20, decision 0152): the header's and footer's menus, published for everyone, the working
// copy and its history for admins. The rules are the pages' (0130): every write names the version it is based on
// and is refused with MENU_VERSION_CONFLICT when the menus have moved on (compare and set in SQL); every write adds
// a version; a document is checked with the domain's SiteMenusSchema (the route did, a restored version is checked
// again). The seeded menus are today's, published as version 1; there is always a published menu.
import type { Kysely, Transaction } from 'kysely';
import { DomainError } from '#domain/errors/domain-error';
import {
  SiteMenusSchema,
  type MenuDraft,
  type MenuVersion,
  type MenuVersionAction,
  type PublicMenus,
  type SiteMenus,
} from '#domain/menus/menus';
import { fieldIssues } from '#domain/schemas/common';
import type { Dialect } from '../../db/database';
import type { Database, MenuRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { MenusRepository } from './menus.repository';

/** The one menu document of the site: the main navigation and the footer groups. */
export const SITE_MENUS_KEY = 'site';

export interface MenuAuthor {
  id: number;
}

export interface MenusServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  menus: MenusRepository;
  clock: Clock;
}

const authorName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

function parseMenus(json: string): SiteMenus {
  return JSON.parse(json) as SiteMenus;
}

/** A document as it is stored: checked (400 with field messages keyed 'menus.…'), trimmed by the schema. */
function checkedMenus(value: unknown): SiteMenus {
  const result = SiteMenusSchema.safeParse(value);
  if (!result.success)
    throw new DomainError(
      'VALIDATION',
      fieldIssues(result.error).map((issue) => ({ ...issue, path: `menus.${issue.path}` })),
    );
  return result.data;
}

export class MenusService {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;
  private readonly menus: MenusRepository;
  private readonly clock: Clock;

  constructor(deps: MenusServiceDeps) {
    this.db = deps.db;
    this.dialect = deps.dialect;
    this.menus = deps.menus;
    this.clock = deps.clock;
  }

  private transaction<T>(work: (trx: Transaction<Database> | Kysely<Database>) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, this.dialect, work);
  }

  /** No menu yet: today's menus, published as version 1 (server start, test apps; a racing process is a no-op). */
  async seedIfMissing(menus: SiteMenus): Promise<boolean> {
    if (await this.menus.find(SITE_MENUS_KEY)) return false;
    const json = JSON.stringify(checkedMenus(menus));
    const now = this.clock.now().toISOString();
    return this.transaction(async (trx) => {
      const row = await this.menus.insert(
        {
          key: SITE_MENUS_KEY,
          document: json,
          publishedDocument: json,
          publishedVersion: 1,
          version: 1,
          updatedAt: now,
          updatedBy: null,
        },
        trx,
      );
      if (!row) return false;
      await this.menus.addVersion(
        { menuId: row.id, version: 1, action: 'published', document: json, authorId: null, createdAt: now },
        trx,
      );
      return true;
    });
  }

  private async existing(db?: Transaction<Database> | Kysely<Database>): Promise<MenuRow> {
    const row = await this.menus.find(SITE_MENUS_KEY, db);
    // Seeded at every start: a missing row is a broken installation, not a visitor's mistake.
    if (!row) throw new Error('The site menus are missing (seedIfMissing did not run)');
    return row;
  }

  /** GET /api/v1/menus: what visitors see. */
  async published(): Promise<PublicMenus> {
    const row = await this.existing();
    return { menus: parseMenus(row.publishedDocument), version: row.publishedVersion };
  }

  async draft(): Promise<MenuDraft> {
    return toDraft(await this.existing());
  }

  private write(
    author: MenuAuthor,
    baseVersion: number,
    action: MenuVersionAction,
    change: (row: MenuRow, version: number) => Partial<MenuRow>,
  ): Promise<MenuDraft> {
    return this.transaction(async (trx) => {
      const current = await this.existing(trx);
      if (current.version !== baseVersion) throw new DomainError('MENU_VERSION_CONFLICT');
      const now = this.clock.now().toISOString();
      const version = baseVersion + 1;
      const row = await this.menus.updateIfVersion(
        SITE_MENUS_KEY,
        baseVersion,
        { ...change(current, version), version, updatedAt: now, updatedBy: author.id },
        trx,
      );
      if (!row) throw new DomainError('MENU_VERSION_CONFLICT');
      await this.menus.addVersion(
        { menuId: row.id, version, action, document: row.document, authorId: author.id, createdAt: now },
        trx,
      );
      return toDraft(row);
    });
  }

  /** PUT: saves the working copy (visitors keep the published menus). */
  save(author: MenuAuthor, menus: SiteMenus, baseVersion: number): Promise<MenuDraft> {
    const document = JSON.stringify(checkedMenus(menus));
    return this.write(author, baseVersion, 'saved', () => ({ document }));
  }

  /** The working copy goes live (the app empties the page render cache after this write). */
  publish(author: MenuAuthor, baseVersion: number): Promise<MenuDraft> {
    return this.write(author, baseVersion, 'published', (row, version) => ({
      publishedDocument: row.document,
      publishedVersion: version,
    }));
  }

  async versions(): Promise<{ items: MenuVersion[] }> {
    const row = await this.existing();
    const rows = await this.menus.versions(row.id);
    return {
      items: rows.map((entry) => ({
        version: entry.version,
        action: entry.action,
        author: authorName(entry.authorFirstName, entry.authorLastName),
        createdAt: entry.createdAt,
      })),
    };
  }

  /** That version's menus become the working copy (a new version); publishing makes them live. */
  async restore(author: MenuAuthor, version: number, baseVersion: number): Promise<MenuDraft> {
    const row = await this.existing();
    const stored = await this.menus.versionDocument(row.id, version);
    if (stored === undefined) throw new DomainError('MENU_VERSION_NOT_FOUND');
    const document = JSON.stringify(checkedMenus(parseMenus(stored)));
    return this.write(author, baseVersion, 'restored', () => ({ document }));
  }
}

function toDraft(row: MenuRow): MenuDraft {
  return {
    menus: parseMenus(row.document),
    version: row.version,
    publishedVersion: row.publishedVersion,
    hasUnpublishedChanges: row.document !== row.publishedDocument,
    updatedAt: row.updatedAt,
  };
}
