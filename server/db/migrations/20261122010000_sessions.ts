// Refresh-token families (rotation, reuse detection, revocation), failed sign-ins for throttling, and the
// instant before which a user's access tokens no longer count (sign out everywhere, password change).
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('expires_at', instantType(db), (col) => col.notNull())
    .addColumn('used_at', instantType(db))
    .addColumn('revoked_at', instantType(db))
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType(db), idColumn(db))
    /** 'account:<email>' or 'ip:<address>'. */
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failed_at', instantType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_time')
    .on('login_failures')
    .columns(['key', 'failed_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('sessions_valid_after', instantType(db)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_valid_after').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('refresh_tokens').execute();
}
