// Menus as content (issue 20, decision 0152): the header's and footer's menus, published for everyone, the working
// copy and its history for admins. The rules are the pages' (0130): every write names the version it is based on
// and is refused with MENU_VERSION_CONFLICT when the menus have moved on (compare and set in SQL); every write adds
// a version; a document is checked with the domain's SiteMenusSchema (the route did, a restored version is checked
// again). The seeded menus are today's, published as version 1; there is always a published menu.
import type { Kysely } from 'kysely';
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
import type { Clock } from '../../lib/clock';
import { publishedCopy, VersionedStore } from '../versioned/versioned.store';
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
  /** The versioned store (decision 0208): versions, restore, publish and the optimistic check live there. */
  private readonly store: VersionedStore<MenuRow, MenuVersionAction>;

  constructor(deps: MenusServiceDeps) {
    this.store = new VersionedStore(deps, deps.menus, {
      // Seeded at every start: a missing row is a broken installation, not a visitor's mistake.
      missing: () => new Error('The site menus are missing (seedIfMissing did not run)'),
      conflict: 'MENU_VERSION_CONFLICT',
      versionMissing: 'MENU_VERSION_NOT_FOUND',
    });
  }

  /** No menu yet: today's menus, published as version 1 (server start, test apps; a racing process is a no-op). */
  async seedIfMissing(menus: SiteMenus): Promise<boolean> {
    if (await this.store.find(SITE_MENUS_KEY)) return false;
    const json = JSON.stringify(checkedMenus(menus));
    const row = await this.store.create(
      {
        key: SITE_MENUS_KEY,
        document: json,
        publishedDocument: json,
        publishedVersion: 1,
        version: 1,
        updatedAt: this.store.now(),
        updatedBy: null,
      },
      'published',
      null,
    );
    return row !== undefined;
  }

  /** GET /api/v1/menus: what visitors see. */
  async published(): Promise<PublicMenus> {
    const row = await this.store.existing(SITE_MENUS_KEY);
    return { menus: parseMenus(row.publishedDocument), version: row.publishedVersion };
  }

  async draft(): Promise<MenuDraft> {
    return toDraft(await this.store.existing(SITE_MENUS_KEY));
  }

  private async write(
    author: MenuAuthor,
    baseVersion: number,
    action: MenuVersionAction,
    change: (row: MenuRow, version: number) => Partial<MenuRow>,
  ): Promise<MenuDraft> {
    return toDraft(
      await this.store.write({ key: SITE_MENUS_KEY, baseVersion, action, authorId: author.id, change }),
    );
  }

  /** PUT: saves the working copy (visitors keep the published menus). */
  save(author: MenuAuthor, menus: SiteMenus, baseVersion: number): Promise<MenuDraft> {
    const document = JSON.stringify(checkedMenus(menus));
    return this.write(author, baseVersion, 'saved', () => ({ document }));
  }

  /** The working copy goes live (the app empties the page render cache after this write). */
  publish(author: MenuAuthor, baseVersion: number): Promise<MenuDraft> {
    return this.write(author, baseVersion, 'published', publishedCopy);
  }

  async versions(): Promise<{ items: MenuVersion[] }> {
    return { items: await this.store.versions(SITE_MENUS_KEY) };
  }

  /** That version's menus become the working copy (a new version); publishing makes them live. */
  async restore(author: MenuAuthor, version: number, baseVersion: number): Promise<MenuDraft> {
    const row = await this.store.restore(
      author.id,
      SITE_MENUS_KEY,
      version,
      baseVersion,
      'restored',
      (kept) => ({
        document: JSON.stringify(checkedMenus(parseMenus(kept.document!))),
      }),
    );
    return toDraft(row);
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
