// What the booking benches share: an app in the bench's own process that only signs members' tokens (the server
// processes answer the requests), and the course their sessions belong to.
import { tmpdir } from 'node:os';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app';
import type { Dialect } from '../server/db/database';
import type { Database } from '../server/db/schema';

export async function tokenSigner(db: Kysely<Database>, dialect: Dialect, jwtSecret: string) {
  return buildApp({
    db,
    dialect,
    config: {
      jwtSecret,
      staticDir: tmpdir(),
      logLevel: 'silent',
      authRateLimit: 1,
      apiRateLimit: 1,
      trustProxy: false,
    },
  });
}

/** A bookable course without sessions; returns its id. */
export async function benchCourse(db: Kysely<Database>, title: string): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('courses')
    .values({
      title,
      description: '',
      difficulty: 1,
      imageUrl: null,
      durationMinutes: 60,
      bookable: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** `count` members (e-mail `<prefix><i>@example.de`) and an access token for each, signed by `signer`. */
export async function benchMembers(
  db: Kysely<Database>,
  signer: Awaited<ReturnType<typeof tokenSigner>>,
  count: number,
  prefix: string,
  firstName: string,
): Promise<string[]> {
  const now = new Date().toISOString();
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}${i}@example.de`,
        firstName,
        lastName: String(i),
        passwordHash: 'x',
        roles: '["User"]',
        isActive: 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returningAll()
    .execute();
  // Booking needs a membership (issue 19): each member holds CORE where the schema knows memberships (a
  // baseline checkout's older schema does not; its bookings need none).
  const core = await db
    .selectFrom('membershipTypes')
    .select('id')
    .where('name', '=', 'CORE')
    .executeTakeFirst()
    .catch(() => undefined);
  if (core) {
    await db
      .insertInto('memberships')
      .values(
        users.map((u) => ({
          userId: u.id,
          typeId: core.id,
          startsOn: '2020-01-01',
          endsOn: null,
          pausedFrom: null,
          pausedUntil: null,
          credits: null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
  return Promise.all(
    users.map((u) =>
      signer.signAccessToken({
        id: u.id,
        email: u.email,
        firstName,
        lastName: u.lastName,
        roles: ['User'],
        isActive: true,
      }),
    ),
  );
}
