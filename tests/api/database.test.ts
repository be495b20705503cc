// Migrations and the demo seed on every engine: up, down to nothing, up again; the seed runs once.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateTo, migrateToBottom, migrateToLatest } from '../../server/db/migrate';
import { DEMO_ACCOUNTS, DEMO_COURSES, seedDemo } from '../../server/db/seed';
import { createTestDatabase, dialects, type TestDatabase } from './helpers';
import { TEST_START } from '../support/clock';

describe.each(dialects())('database on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('runs a statement again with new parameters and follows a schema change', async () => {
    // SQLite keeps prepared statements by their SQL text (decision 0193, 'A booking's CPU'); on PostgreSQL the
    // same calls run as before.
    database = await createTestDatabase(dialect);
    const db = database.db;
    await seedDemo(db, TEST_START);
    const byEmail = (email: string) =>
      db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    const [first, second] = [DEMO_ACCOUNTS[0]!.email, DEMO_ACCOUNTS[1]!.email];
    expect((await byEmail(first))?.email).toBe(first);
    expect((await byEmail(second))?.email).toBe(second);
    expect(await byEmail('nobody@example.de')).toBeUndefined();
    // A kept statement after a column was added and dropped again.
    const star = () => db.selectFrom('courses').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect(Object.keys(await star())).not.toContain('extraNote');
    await sql`alter table courses add column extra_note text`.execute(db);
    expect(Object.keys(await star())).toContain('extraNote');
    await sql`alter table courses drop column extra_note`.execute(db);
    expect(Object.keys(await star())).not.toContain('extraNote');
  });

  it('migrates down to nothing and up again', async () => {
    database = await createTestDatabase(dialect);
    await migrateToBottom(database.db);
    await expect(sql`select count(*) from users`.execute(database.db)).rejects.toThrow();
    await migrateToLatest(database.db);
    const result = await sql<{ n: number }>`select count(*) as n from users`.execute(database.db);
    expect(Number(result.rows[0]!.n)).toBe(0);
  });

  it('keeps bookings through the front-desk migration down and up, and its CHECK allows no_show and nothing unknown', async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    await seedDemo(db, TEST_START);
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const sessions = await db.selectFrom('courseSettings').select('id').orderBy('id').limit(2).execute();
    const now = TEST_START.toISOString();
    const row = (courseSettingId: number, status: string) => ({
      userId: user.id,
      courseSettingId,
      status,
      createdAt: now,
      updatedAt: now,
    });
    const { id } = await db
      .insertInto('bookings')
      .values(row(sessions[0]!.id, 'attended'))
      .returning('id')
      .executeTakeFirstOrThrow();

    await migrateTo(db, '20261122030000_inbox'); // the last one before the front desk
    await expect(
      db.insertInto('bookings').values(row(sessions[1]!.id, 'no_show')).execute(),
    ).rejects.toThrow();
    await migrateToLatest(db);

    const kept = await db.selectFrom('bookings').select(['id', 'status']).execute();
    expect(kept).toEqual([{ id, status: 'attended' }]);
    await db.insertInto('bookings').values(row(sessions[1]!.id, 'no_show')).execute();
    await expect(
      db.insertInto('bookings').values(row(sessions[1]!.id, 'verpasst')).execute(),
    ).rejects.toThrow();
    // A no-show still counts as the member's one active booking of that session.
    await expect(
      db.insertInto('bookings').values(row(sessions[1]!.id, 'confirmed')).execute(),
    ).rejects.toThrow();
    await db.insertInto('bookings').values(row(sessions[1]!.id, 'cancelled')).execute();
  });

  it('links sessions to the Trainer account of their name in the trainers migration, and drops the link on the way down', async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    await seedDemo(db, TEST_START);
    await migrateTo(db, '20261127000000_memberships'); // the last one before the trainers
    await expect(sql`select trainer_id from course_settings`.execute(db)).rejects.toThrow();
    await expect(sql`select id from substitute_requests`.execute(db)).rejects.toThrow();
    await expect(sql`select id from session_messages`.execute(db)).rejects.toThrow();
    // A second account named like a seeded trainer makes that name ambiguous: it stays typed.
    const now = TEST_START.toISOString();
    for (const email of ['murat@example.de', 'murat2@example.de'])
      await db
        .insertInto('users')
        .values({
          email,
          firstName: 'Murat',
          lastName: 'Yilmaz',
          passwordHash: 'h',
          roles: '["Trainer"]',
          isActive: 1,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    await migrateToLatest(db);

    const ids = new Map(
      (await db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]),
    );
    const sessions = await db.selectFrom('courseSettings').select(['trainerName', 'trainerId']).execute();
    const linked = (name: string) => [
      ...new Set(sessions.filter((s) => s.trainerName === name).map((s) => s.trainerId)),
    ];
    expect(linked('Tina Trainer')).toEqual([ids.get('trainer@kraftraum.de')]);
    expect(linked('Lena Berger')).toEqual([null]); // no account of that name
    expect(linked('Murat Yilmaz')).toEqual([null]); // two accounts of that name
    expect(await db.selectFrom('substituteRequests').selectAll().execute()).toEqual([]);
  });

  it('keeps only what differs from the defaults in stored page documents (block overrides migration)', async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    await migrateTo(db, '20261128000000_trainers'); // the last one before the block overrides
    const spelled = {
      slug: 'probe',
      title: 'Probe',
      description: '',
      blocks: [
        // 'title' equals the opening hours' default, 'hours' does not; the FAQ sets nothing of its own.
        { type: 'opening-hours', props: { title: 'Öffnungszeiten', hours: [{ days: 'Mo', time: '7–9' }] } },
        { type: 'faq', props: { badge: 'FAQ', showSearch: true } },
        { type: 'unknown-kind', props: { a: 1 } },
      ],
    };
    const now = TEST_START.toISOString();
    const json = JSON.stringify(spelled);
    await sql`insert into pages (slug, title, description, og_image, document, published_document, published_version,
      status, version, updated_at, updated_by) values ('probe', 'Probe', '', null, ${json}, ${json}, 1, 'published', 1,
      ${now}, null)`.execute(db);
    const page = await sql<{ id: number }>`select id from pages where slug = 'probe'`.execute(db);
    await sql`insert into page_versions (page_id, version, action, document, author_id, created_at)
      values (${page.rows[0]!.id}, 1, 'published', ${json}, null, ${now})`.execute(db);
    await migrateToLatest(db);

    const expected = [
      { type: 'opening-hours', props: { hours: [{ days: 'Mo', time: '7–9' }] } },
      { type: 'faq' },
      { type: 'unknown-kind', props: { a: 1 } },
    ];
    const stored = await sql<{ doc: string; live: string; version: string }>`
      select p.document as doc, p.published_document as live, v.document as version
      from pages p join page_versions v on v.page_id = p.id where p.slug = 'probe'`.execute(db);
    for (const json of Object.values(stored.rows[0]!)) expect(JSON.parse(json).blocks).toEqual(expected);
  });

  it('seeds the demo accounts and courses once, and not again on a second start', async () => {
    database = await createTestDatabase(dialect);
    expect(await seedDemo(database.db, TEST_START)).toBe(true);
    expect(await seedDemo(database.db, TEST_START)).toBe(false);
    const users = await database.db.selectFrom('users').select(['email', 'roles']).orderBy('id').execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    const courses = await database.db.selectFrom('courses').select('title').execute();
    expect(courses).toHaveLength(DEMO_COURSES.length);
    const sessions = await database.db
      .selectFrom('courseSettings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(DEMO_COURSES.reduce((sum, c) => sum + c.slots.length * 2, 0));
  });

  it('does not seed a database that already has users', async () => {
    database = await createTestDatabase(dialect);
    const now = TEST_START.toISOString();
    await database.db
      .insertInto('users')
      .values({
        email: 'x@example.de',
        firstName: 'X',
        lastName: 'Y',
        passwordHash: 'h',
        roles: '[]',
        isActive: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    expect(await seedDemo(database.db, TEST_START)).toBe(false);
    expect(await database.db.selectFrom('courses').selectAll().execute()).toEqual([]);
  });
});
