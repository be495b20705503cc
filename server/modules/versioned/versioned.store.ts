// One versioned-document store (issue 35, decision 0208) for pages, menus and posts: a working copy at a version
// number, every write a new version (who, when, what), the list of versions, restore of one of them, and publish
// as a copy of the working document. Every write names the version it is based on and is refused with the kind's
// conflict code when the document has moved on (checked first, then compare and set in SQL, so nothing is
// overwritten), and the row and its version row are written in one transaction. What differs per kind is its
// tables (VersionedTables) and its error codes (VersionedErrors); validation and the API shapes stay with the kind.
import type { Kysely } from 'kysely';
import { DomainError } from '#domain/errors/domain-error';
import type { ErrorCode } from '#domain/errors/catalogue';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { VersionedRepository, WorkingRow } from './versioned.repository';

/** The kind's answers when a document, a version or the base version is not there. */
export interface VersionedErrors {
  /** No working copy under that key (a DomainError for visitors' mistakes, an Error for a broken installation). */
  missing: () => Error;
  conflict: ErrorCode;
  versionMissing: ErrorCode;
}

export interface VersionedStoreDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
}

/** One entry of a version list as the API shows it (a kind may add columns, as posts do their title). */
export interface VersionEntry<Action extends string> {
  version: number;
  action: Action;
  author: string | null;
  createdAt: string;
}

/** The name of who wrote, or null for the seed and for a deleted user. */
export const authorName = (first: string | null, last: string | null): string | null =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** The columns a working copy publishes by copying its document (pages and menus). */
export interface PublishableRow extends WorkingRow {
  document: string;
  publishedDocument: string | null;
  publishedVersion: number | null;
}

/** One write: what changes on the working copy, based on which version, recorded as which action by whom. */
export interface VersionedWrite<Row extends WorkingRow, Action extends string> {
  key: string;
  /** The version the writer saw; undefined writes on whatever version the document is at. */
  baseVersion: number | undefined;
  action: Action;
  authorId: number;
  /** The columns to change, given the row as it is and the version the write makes. */
  change: (current: Row, version: number) => Partial<Omit<Row, 'id' | 'version'>>;
}

export class VersionedStore<Row extends WorkingRow, Action extends string> {
  constructor(
    private readonly deps: VersionedStoreDeps,
    readonly repository: VersionedRepository<Row, Action>,
    private readonly errors: VersionedErrors,
  ) {}

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return writeTransaction(this.deps.db, this.deps.dialect, work);
  }

  now(): string {
    return this.deps.clock.now().toISOString();
  }

  find(key: string, db?: Db): Promise<Row | undefined> {
    return this.repository.find(key, db);
  }

  /** The working copy, or the kind's `missing` error. */
  async existing(key: string, db?: Db): Promise<Row> {
    const row = await this.repository.find(key, db);
    if (!row) throw this.errors.missing();
    return row;
  }

  /**
   * Inserts a new working copy (its `version` is 1) with its first version row, in the caller's transaction or its
   * own; undefined when the key exists (a racing insert, a taken slug), and then nothing is written.
   */
  async create(
    row: Omit<Row, 'id'>,
    action: Action,
    authorId: number | null,
    db?: Db,
  ): Promise<Row | undefined> {
    const work = (trx: Db) => this.repository.create(row, action, authorId, this.now(), trx);
    return db ? work(db) : this.transaction(work);
  }

  /** One write based on a version: the check, the change, the next version and its version row, together. */
  write({ key, baseVersion, action, authorId, change }: VersionedWrite<Row, Action>): Promise<Row> {
    return this.transaction(async (trx) => {
      const current = await this.existing(key, trx);
      if (baseVersion !== undefined && current.version !== baseVersion)
        throw new DomainError(this.errors.conflict);
      const now = this.now();
      const changes = change(current, current.version + 1);
      const row = await this.repository.update(key, baseVersion, changes, { authorId, at: now }, trx);
      if (!row) throw new DomainError(this.errors.conflict);
      await this.repository.addVersion(row, action, authorId, now, trx);
      return row;
    });
  }

  /** Every version of the document, newest first, with the extra content columns asked for. */
  async versions<const Extra extends keyof Row & string = never>(
    key: string,
    extra: readonly Extra[] = [],
  ): Promise<Array<VersionEntry<Action> & Pick<Row, Extra>>> {
    const row = await this.existing(key);
    const rows = await this.repository.versions(row.id, extra);
    return rows.map(({ version, action, createdAt, authorFirstName, authorLastName, ...columns }) => ({
      version,
      action,
      author: authorName(authorFirstName, authorLastName),
      createdAt,
      ...columns,
    })) as unknown as Array<VersionEntry<Action> & Pick<Row, Extra>>;
  }

  /**
   * That version's content becomes the working copy again, as a new version `restoredAs`; `change` turns the kept
   * columns into the columns to write (a kind checks them again, a post keeps its current slug).
   */
  async restore(
    authorId: number,
    key: string,
    version: number,
    baseVersion: number | undefined,
    restoredAs: Action,
    change: (content: Partial<Row>) => Partial<Omit<Row, 'id' | 'version'>>,
  ): Promise<Row> {
    const row = await this.existing(key);
    const content = await this.repository.versionContent(row.id, version);
    if (content === undefined) throw new DomainError(this.errors.versionMissing);
    const changes = change(content);
    return this.write({ key, baseVersion, action: restoredAs, authorId, change: () => changes });
  }

  /** Deletes the working copy with its versions; the kind's `missing` error when there is none. */
  async remove(key: string): Promise<void> {
    const removed = await this.transaction((trx) => this.repository.remove(key, trx));
    if (!removed) throw this.errors.missing();
  }
}

/** Publishing by copy: the working document becomes the published one at the version the write makes. */
export function publishedCopy(row: PublishableRow, version: number) {
  return { publishedDocument: row.document, publishedVersion: version };
}
