// Trainers (issue 22, decision 0160): a session names the trainer account that leads it (trainer_id, no foreign
// key, as the added columns of 20261123000000, so SQLite can drop it again); existing sessions whose typed name
// is the full name of exactly one Trainer account are linked to it, the rest keep their typed name. The messages
// trainers send to a session's participants (counted for the daily cap) and the substitute requests.
import { sql } from 'kysely';
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('course_settings').addColumn('trainer_id', 'integer').execute();
  await db.schema.createIndex('course_settings_trainer').on('course_settings').column('trainer_id').execute();
  // The same fold as the service's (trimmed, case aside); only a name one Trainer account holds is linked.
  await sql`
    update course_settings set trainer_id = (
      select case when count(*) = 1 then min(u.id) end from users u
      where u.roles like '%"Trainer"%' and u.anonymised_at is null
        and lower(trim(u.first_name || ' ' || u.last_name)) = lower(trim(course_settings.trainer_name))
    )`.execute(db);

  await db.schema
    .createTable('session_messages')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('course_setting_id', 'integer', (col) =>
      col.notNull().references('course_settings.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('session_messages_session')
    .on('session_messages')
    .columns(['course_setting_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('substitute_requests')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('course_setting_id', 'integer', (col) =>
      col.notNull().references('course_settings.id').onDelete('cascade'),
    )
    .addColumn('requested_by', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    /** Who leads the session now (the trainer who took it, or the one an admin assigned), and when. */
    .addColumn('taken_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('taken_at', instantType(db))
    /** The admin who assigned the substitute; null when a trainer took it. */
    .addColumn('assigned_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('withdrawn_at', instantType(db))
    .execute();
  await db.schema
    .createIndex('substitute_requests_session')
    .on('substitute_requests')
    .column('course_setting_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('substitute_requests').execute();
  await db.schema.dropTable('session_messages').execute();
  await db.schema.dropIndex('course_settings_trainer').execute();
  await db.schema.alterTable('course_settings').dropColumn('trainer_id').execute();
}
