// Fixtures of a chain for the staff-scope tests (issue 34 item 4): a second location written straight into the
// database (the locations API is another branch's), a manager account listed at some locations, a member with a
// home studio.
import { randomBytes } from 'node:crypto';
import { clientSearchText } from '#domain/clients/search';
import type { TestApp } from './helpers';

/** The first location (today's studio, created by the locations migration). */
export async function firstLocationId(t: Pick<TestApp, 'database'>): Promise<number> {
  const row = await t.database.db
    .selectFrom('locations')
    .select('id')
    .orderBy('sortOrder')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Another location, after the first; its id. */
export async function addLocation(t: Pick<TestApp, 'database' | 'clock'>, name: string): Promise<number> {
  const now = t.clock.now().toISOString();
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const row = await t.database.db
    .insertInto('locations')
    .values({
      slug,
      name,
      street: 'Hafenstraße 5',
      postalCode: '20457',
      city: 'Hamburg',
      phone: '040 123456',
      email: `${slug}@kraftraum.de`,
      openingHours: '[]',
      mapUrl: null,
      sortOrder: 10,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user with these roles, home studio and listed locations, straight in the database (found by the desk's search); with a token. */
export async function createStaff(
  t: TestApp,
  options: {
    roles: string[];
    locationIds?: number[];
    homeLocationId?: number | null;
    firstName?: string;
    lastName?: string;
  },
): Promise<{ id: number; token: string; email: string; firstName: string; lastName: string }> {
  const now = t.clock.now().toISOString();
  const firstName = options.firstName ?? 'Mia';
  const lastName = options.lastName ?? `Leitung ${randomBytes(2).toString('hex')}`;
  const email = `staff-${randomBytes(4).toString('hex')}@example.de`;
  const row = await t.database.db
    .insertInto('users')
    .values({
      email,
      firstName,
      lastName,
      searchText: clientSearchText({ firstName, lastName, email }),
      passwordHash: '!',
      roles: JSON.stringify(options.roles),
      isActive: 1,
      homeLocationId: options.homeLocationId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (options.locationIds?.length)
    await t.database.db
      .insertInto('userLocations')
      .values(options.locationIds.map((locationId) => ({ userId: row.id, locationId })))
      .execute();
  const token = await t.app.signAccessToken({
    id: row.id,
    email: row.email,
    firstName,
    lastName,
    roles: options.roles as never,
    isActive: true,
  });
  return { id: row.id, token, email: row.email, firstName, lastName };
}
