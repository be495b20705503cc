// What the booking benches share: a signer of members' tokens with the servers' secret (the server processes
// answer the requests; no app runs in the bench's process, so a baseline checkout's older schema is fine), and the
// course their sessions belong to.
import type { Kysely } from 'kysely';
import { accessTokenKey, signAccessToken } from '../server/plugins/auth';
import type { Database } from '../server/db/schema';
import { firstLocationId } from '../server/modules/locations/first-location';

/** Signs members' access tokens as the servers do (same secret, issuer, audience and lifetime). */
export function tokenSigner(jwtSecret: string) {
  const key = accessTokenKey(jwtSecret);
  return {
    signAccessToken: async (user: { id: number }) => signAccessToken(await key, user.id),
  };
}

/** A bookable course without sessions; returns its id. */
export async function benchCourse(db: Kysely<Database>, title: string): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('courses')
    .values((eb) => ({
      title,
      description: '',
      difficulty: 1,
      imageUrl: null,
      durationMinutes: 60,
      bookable: 1,
      createdAt: now,
      updatedAt: now,
      locationId: firstLocationId(eb),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** `count` members (e-mail `<prefix><i>@example.de`) and an access token for each, signed by `signer`. */
export async function benchMembers(
  db: Kysely<Database>,
  signer: ReturnType<typeof tokenSigner>,
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
  return Promise.all(users.map((u) => signer.signAccessToken({ id: u.id })));
}

/** `count` sessions of the course at `scheduledAt` with `seats` seats each; their ids. */
export async function benchSessions(
  db: Kysely<Database>,
  courseId: number,
  scheduledAt: string,
  count: number,
  seats: number,
): Promise<number[]> {
  const rows = await db
    .insertInto('courseSettings')
    .values(
      Array.from({ length: count }, () => ({
        courseId,
        scheduledAt,
        trainerName: 'Bench',
        maxParticipants: seats,
        createdAt: new Date().toISOString(),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
