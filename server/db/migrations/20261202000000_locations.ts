// Locations (issue 34, decision 0202): a chain's studios in one database. A location owns its courses (and so
// their sessions and bookings); a member has a home studio; a membership type is valid at the home studio only or
// at all locations; a contract and an invoice name the studio they were made at; a manager or desk account is
// scoped to the locations of user_locations. Today's data becomes the first location, with the studio's current
// address and opening hours, so a single-location installation keeps every row where it was.
import { sql } from 'kysely';
import { FIRST_LOCATION } from '#domain/locations/first-location';
import { boolDefault, boolType, idColumn, idType, instantType, isPostgres, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    // JSON: OpeningHours[] (domain/content/studio.ts).
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .addColumn('map_url', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();

  const now = new Date().toISOString();
  const first = await db
    .insertInto('locations')
    .values({
      slug: FIRST_LOCATION.slug,
      name: FIRST_LOCATION.name,
      street: FIRST_LOCATION.street,
      postal_code: FIRST_LOCATION.postalCode,
      city: FIRST_LOCATION.city,
      phone: FIRST_LOCATION.phone,
      email: FIRST_LOCATION.email,
      opening_hours: JSON.stringify(FIRST_LOCATION.openingHours),
      map_url: FIRST_LOCATION.mapUrl,
      sort_order: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const firstId = Number(first.id);

  // SQLite adds a REFERENCES column only with a null default: each column is added nullable and filled here; the
  // app writes it on every insert (the schema type makes it required where it must be set).
  const reference = (table: string) =>
    db.schema
      .alterTable(table)
      .addColumn(table === 'users' ? 'home_location_id' : 'location_id', 'integer', (col) =>
        col.references('locations.id'),
      )
      .execute();
  for (const table of ['courses', 'users', 'contracts', 'invoices']) await reference(table);
  await db.updateTable('courses').set({ location_id: firstId }).execute();
  await db.updateTable('users').set({ home_location_id: firstId }).execute();
  await db.updateTable('contracts').set({ location_id: firstId }).execute();
  await db.updateTable('invoices').set({ location_id: firstId }).execute();
  if (isPostgres(db)) await sql`alter table courses alter column location_id set not null`.execute(db);

  // Valid at all locations (true) or at the member's home studio only (false, today's meaning).
  await db.schema
    .alterTable('membership_types')
    .addColumn('all_locations', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, false)))
    .execute();

  // The locations a manager or desk account works at (issue 34 item 4); admins are not listed: they see all.
  await db.schema
    .createTable('user_locations')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addPrimaryKeyConstraint('user_locations_pk', ['user_id', 'location_id'])
    .execute();

  // One location's courses (its week, its desk) and its members (a manager's client list).
  await db.schema.createIndex('courses_location').on('courses').columns(['location_id']).execute();
  await db.schema.createIndex('users_home_location').on('users').columns(['home_location_id']).execute();
  await db.schema.createIndex('invoices_location').on('invoices').columns(['location_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('invoices_location').execute();
  await db.schema.dropIndex('users_home_location').execute();
  await db.schema.dropIndex('courses_location').execute();
  await db.schema.dropTable('user_locations').execute();
  await db.schema.alterTable('membership_types').dropColumn('all_locations').execute();
  await db.schema.alterTable('invoices').dropColumn('location_id').execute();
  await db.schema.alterTable('contracts').dropColumn('location_id').execute();
  await db.schema.alterTable('users').dropColumn('home_location_id').execute();
  await db.schema.alterTable('courses').dropColumn('location_id').execute();
  await db.schema.dropTable('locations').execute();
}
