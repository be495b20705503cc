// All SQL on menus and their versions (decision 0152). Documents are stored as JSON text; the service parses them.
import type { Kysely, Transaction } from 'kysely';
import type { Database, MenuRow, MenuVersionsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type MenuWrite = Omit<MenuRow, 'id'>;

export interface MenuVersionRow {
  version: number;
  action: MenuVersionsTable['action'];
  createdAt: string;
  authorFirstName: string | null;
  authorLastName: string | null;
}

export class MenusRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(key: string, db: Db = this.db): Promise<MenuRow | undefined> {
    return db.selectFrom('menus').selectAll().where('key', '=', key).executeTakeFirst();
  }

  /** Inserts the menu unless its key exists (then undefined: a racing insert at start). */
  insert(row: MenuWrite, db: Db = this.db): Promise<MenuRow | undefined> {
    return db
      .insertInto('menus')
      .values(row)
      .onConflict((oc) => oc.column('key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Compare and set: writes only while the menu is still at `baseVersion`; undefined otherwise. */
  updateIfVersion(
    key: string,
    baseVersion: number,
    changes: Partial<MenuWrite>,
    db: Db = this.db,
  ): Promise<MenuRow | undefined> {
    return db
      .updateTable('menus')
      .set(changes)
      .where('key', '=', key)
      .where('version', '=', baseVersion)
      .returningAll()
      .executeTakeFirst();
  }

  addVersion(
    row: {
      menuId: number;
      version: number;
      action: MenuVersionsTable['action'];
      document: string;
      authorId: number | null;
      createdAt: string;
    },
    db: Db = this.db,
  ): Promise<unknown> {
    return db.insertInto('menuVersions').values(row).execute();
  }

  versions(menuId: number): Promise<MenuVersionRow[]> {
    return this.db
      .selectFrom('menuVersions as v')
      .leftJoin('users as u', 'u.id', 'v.authorId')
      .select([
        'v.version',
        'v.action',
        'v.createdAt',
        'u.firstName as authorFirstName',
        'u.lastName as authorLastName',
      ])
      .where('v.menuId', '=', menuId)
      .orderBy('v.version', 'desc')
      .execute();
  }

  async versionDocument(menuId: number, version: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('menuVersions')
      .select('document')
      .where('menuId', '=', menuId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row?.document;
  }
}
