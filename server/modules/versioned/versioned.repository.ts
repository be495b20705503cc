// All SQL of a versioned document (decision 0208): the working copy in its table (pages, menus, posts), one row per
// version in its versions table (page_versions, menu_versions, post_versions). The three kinds differ only in
// names (which column is the key, which column names the document and the author) and in what a version keeps
// (a JSON document or a post's fields): that is the VersionedTables object, the SQL here is the same for all.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';

/** Where one kind of versioned document lives. */
export interface VersionedTables<Row> {
  /** The working copies, one row each, unique by `key`. */
  table: 'pages' | 'menus' | 'posts';
  key: 'slug' | 'key';
  versions: 'pageVersions' | 'menuVersions' | 'postVersions';
  /** The versions table's column naming the working copy's id. */
  owner: 'pageId' | 'menuId' | 'postId';
  /** The versions table's column naming who wrote the version. */
  author: 'authorId' | 'createdBy';
  /** The working copy's columns a version keeps as they were (and a restore gives back). */
  content: readonly (keyof Row & string)[];
}

/** What every working copy has: its id and the version it is at (optimistic concurrency). */
export interface WorkingRow {
  id: number;
  version: number;
}

/** One row of a version list, with the name of who wrote it. */
export interface VersionListRow<Action extends string> {
  version: number;
  action: Action;
  createdAt: string;
  authorFirstName: string | null;
  authorLastName: string | null;
}

/**
 * The three tables share no TypeScript type, so the SQL is built on this loose view of the same connection; the
 * typed surface is the class's (Row, Action) and the column names come only from VersionedTables.
 */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Db) => db as unknown as LooseDb;

export class VersionedRepository<Row extends WorkingRow, Action extends string> {
  constructor(
    protected readonly db: Kysely<Database>,
    readonly tables: VersionedTables<Row>,
  ) {}

  async find(key: string, db: Db = this.db): Promise<Row | undefined> {
    const { table, key: column } = this.tables;
    const row = await loose(db).selectFrom(table).selectAll().where(column, '=', key).executeTakeFirst();
    return row as Row | undefined;
  }

  /** Inserts a working copy unless its key exists (then undefined: a racing insert or a taken key). */
  async insert(row: Omit<Row, 'id'>, db: Db = this.db): Promise<Row | undefined> {
    const inserted = await loose(db)
      .insertInto(this.tables.table)
      .values(row)
      .onConflict((oc) => oc.column(this.tables.key).doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted as Row | undefined;
  }

  /** Inserts a working copy with its first version row (call it in a transaction); undefined when the key exists. */
  async create(
    row: Omit<Row, 'id'>,
    action: Action,
    authorId: number | null,
    createdAt: string,
    db: Db = this.db,
  ): Promise<Row | undefined> {
    const inserted = await this.insert(row, db);
    if (inserted) await this.addVersion(inserted, action, authorId, createdAt, db);
    return inserted;
  }

  /**
   * Writes the working copy, stamps who and when, and counts its version up by one, only while it is still at `baseVersion` (compare and
   * set: a second writer with the same base finds no row, nothing of the first write is overwritten). Without a
   * base the write lands on whatever version the row is at. Returns the new row, or undefined.
   */
  async update(
    key: string,
    baseVersion: number | undefined,
    changes: Partial<Omit<Row, 'id' | 'version'>>,
    by: { authorId: number; at: string },
    db: Db = this.db,
  ): Promise<Row | undefined> {
    let update = loose(db)
      .updateTable(this.tables.table)
      .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt: by.at, updatedBy: by.authorId }))
      .where(this.tables.key, '=', key);
    if (baseVersion !== undefined) update = update.where('version', '=', baseVersion);
    return (await update.returningAll().executeTakeFirst()) as Row | undefined;
  }

  /** Deletes the working copy and its versions; false when there was none. */
  async remove(key: string, db: Db = this.db): Promise<boolean> {
    const row = await this.find(key, db);
    if (!row) return false;
    await loose(db).deleteFrom(this.tables.versions).where(this.tables.owner, '=', row.id).execute();
    await loose(db).deleteFrom(this.tables.table).where('id', '=', row.id).execute();
    return true;
  }

  /** Records `row` as it is now as its version `row.version`. */
  async addVersion(
    row: Row,
    action: Action,
    authorId: number | null,
    createdAt: string,
    db: Db = this.db,
  ): Promise<void> {
    const { versions, owner, author, content } = this.tables;
    const kept = Object.fromEntries(content.map((column) => [column, row[column]]));
    await loose(db)
      .insertInto(versions)
      .values({ ...kept, [owner]: row.id, version: row.version, action, [author]: authorId, createdAt })
      .execute();
  }

  /** Every version, newest first, with its author's name and the content columns asked for (a post's title). */
  async versions<const Extra extends keyof Row & string = never>(
    ownerId: number,
    extra: readonly Extra[] = [],
  ): Promise<Array<VersionListRow<Action> & Pick<Row, Extra>>> {
    const { versions, owner, author } = this.tables;
    const rows = await loose(this.db)
      .selectFrom(`${versions} as v`)
      .leftJoin('users as u', 'u.id', `v.${author}`)
      .select([
        'v.version',
        'v.action',
        'v.createdAt',
        'u.firstName as authorFirstName',
        'u.lastName as authorLastName',
        ...extra.map((column) => `v.${column}` as const),
      ])
      .where(`v.${owner}`, '=', ownerId)
      .orderBy('v.version', 'desc')
      .execute();
    return rows as unknown as Array<VersionListRow<Action> & Pick<Row, Extra>>;
  }

  /** The content columns of one version as they were, or undefined when there is no such version. */
  async versionContent(ownerId: number, version: number): Promise<Partial<Row> | undefined> {
    const { versions, owner, content } = this.tables;
    const row = await loose(this.db)
      .selectFrom(versions)
      .select([...content])
      .where(owner, '=', ownerId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row as Partial<Row> | undefined;
  }
}
