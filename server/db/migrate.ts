// Runs the migrations in order of their timestamped names; the list is static so the bundle needs no fs.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import * as initial from './migrations/20261122000000_initial';
import * as sessions from './migrations/20261122010000_sessions';
import * as bookingLifecycle from './migrations/20261122020000_booking_lifecycle';
import * as inbox from './migrations/20261122030000_inbox';
import * as frontDesk from './migrations/20261123000000_front_desk';
import * as leadIdempotency from './migrations/20261124000000_lead_idempotency';
import * as mailOutbox from './migrations/20261125010000_mail_outbox';
import * as rateLimits from './migrations/20261125030000_rate_limits';
import * as uploads from './migrations/20261126010000_uploads';
import * as posts from './migrations/20261126020000_posts';
import * as pages from './migrations/20261126000000_pages';
import * as postVersions from './migrations/20261126100000_post_versions';
import * as menus from './migrations/20261126110000_menus';
import * as memberships from './migrations/20261127000000_memberships';
import * as notifications from './migrations/20261126120000_notifications';
import * as trainers from './migrations/20261128000000_trainers';
import * as blockOverrides from './migrations/20261129000000_block_overrides';
import * as contracts from './migrations/20261130000000_contracts';
import * as dataVolume from './migrations/20261130010000_data_volume';
import * as billing from './migrations/20261201000000_billing';
import * as locations from './migrations/20261202000000_locations';
import * as staffScope from './migrations/20261203000003_staff_scope';
import * as reportLocations from './migrations/20261203000004_report_locations';
import * as bookingWriteIndexes from './migrations/20261204000209_booking_write_indexes';
import * as dayListVersions from './migrations/20261205000000_day_list_versions';
import * as searchIndexDirect from './migrations/20261206000000_search_index_direct';
import * as countsOfDeletedSessions from './migrations/20261206000001_counts_of_deleted_sessions';

const MIGRATIONS: Record<string, Migration> = {
  '20261122000000_initial': initial,
  '20261122010000_sessions': sessions,
  '20261122020000_booking_lifecycle': bookingLifecycle,
  '20261122030000_inbox': inbox,
  '20261123000000_front_desk': frontDesk,
  '20261124000000_lead_idempotency': leadIdempotency,
  '20261125010000_mail_outbox': mailOutbox,
  '20261125030000_rate_limits': rateLimits,
  '20261126010000_uploads': uploads,
  '20261126020000_posts': posts,
  '20261126000000_pages': pages,
  '20261126100000_post_versions': postVersions,
  '20261126110000_menus': menus,
  '20261127000000_memberships': memberships,
  '20261126120000_notifications': notifications,
  '20261128000000_trainers': trainers,
  '20261129000000_block_overrides': blockOverrides,
  '20261130000000_contracts': contracts,
  '20261130010000_data_volume': dataVolume,
  '20261201000000_billing': billing,
  '20261202000000_locations': locations,
  '20261203000003_staff_scope': staffScope,
  '20261203000004_report_locations': reportLocations,
  '20261204000209_booking_write_indexes': bookingWriteIndexes,
  '20261205000000_day_list_versions': dayListVersions,
  '20261206000000_search_index_direct': searchIndexDirect,
  '20261206000001_counts_of_deleted_sessions': countsOfDeletedSessions,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

function migrator(db: Kysely<Database>) {
  return new Migrator({ db, provider });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Rolls every migration back, newest first (used by the migration test to prove each down works). */
export async function migrateToBottom(db: Kysely<Database>): Promise<void> {
  const { NO_MIGRATIONS } = await import('kysely');
  const { error } = await migrator(db).migrateTo(NO_MIGRATIONS);
  if (error) throw new Error('Rolling back the migrations failed', { cause: error });
}

/** Migrates up or down to the named migration (tests that need the schema of a given point in time). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed`, { cause: error });
}

/** Rolls the newest migration back (the migration test proves data survives a down and up). */
export async function migrateDownOne(db: Kysely<Database>): Promise<void> {
  const { error } = await migrator(db).migrateDown();
  if (error) throw new Error('Rolling back the last migration failed', { cause: error });
}
