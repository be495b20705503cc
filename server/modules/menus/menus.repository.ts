// All SQL on menus (decision 0152): the versioned store's (decision 0208), keyed by `key`. Documents are stored as
// JSON text; the service parses them.
import type { Kysely } from 'kysely';
import type { MenuVersionAction } from '#domain/menus/menus';
import type { Database, MenuRow } from '../../db/schema';
import { VersionedRepository, type VersionedTables } from '../versioned/versioned.repository';

export const MENU_TABLES: VersionedTables<MenuRow> = {
  table: 'menus',
  key: 'key',
  versions: 'menuVersions',
  owner: 'menuId',
  author: 'authorId',
  content: ['document'],
};

export class MenusRepository extends VersionedRepository<MenuRow, MenuVersionAction> {
  constructor(db: Kysely<Database>) {
    super(db, MENU_TABLES);
  }
}
