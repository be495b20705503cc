// Members of a chain (issue 34, decision 0204) on every engine: a membership type valid at the home studio only or
// at all locations ('Alle Standorte', read and written by the admin), booking refused at another location with the
// German reason on every path (the member's own, the desk's, the waitlist's promotion), the desk's check-in of a
// member of another location, the desk setting a client's home studio, and a contract and its invoices carrying
// the location (one location: the invoice's studio exactly as before). The second location is inserted straight
// into the database (the locations API is another branch's). The clock is frozen at Friday 20 November 2026,
// 10:00 in Berlin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { MembershipType } from '#domain/memberships/schemas';
import type { Client } from '#domain/schemas/clients';
import { berlinToInstant } from '#domain/time';
import { seedBillingDemo } from '../../server/db/seed';
import { IbanCipher } from '../../server/lib/iban-cipher';
import {
  auditOf,
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  errorOf,
  giveMembership,
  login,
  testClock,
  type TestApp,
} from './helpers';
import { contractOrder } from './contract-fixtures';

const NOW = berlinToInstant(2026, 11, 20, 10, 0);
const CONTRACT_KEY = 'q0J7sL1b0cH3n2m5Vx8yZ4a6Wd9eR1tU3iO5pA7sD0f';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ONLY_MITTE = 'Deine Mitgliedschaft gilt nur im Kraftraum Mitte.';
const ONLY_NORD = 'Deine Mitgliedschaft gilt nur im Kraftraum Nord.';
/** The same reason as the desk and the trainer read it. */
const STAFF_ONLY_MITTE = 'Die Mitgliedschaft dieses Mitglieds gilt nur im Kraftraum Mitte.';

describe.each(dialects())('members of a chain on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  const clock = testClock(NOW);
  let mitte: number;
  let nord: number;
  /** CORE (home studio only, as seeded) and a type valid at all locations, made through the API. */
  let chainTypeName: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, config: { contractKey: CONTRACT_KEY, intakeRateLimit: 1000 } });
    const cipher = new IbanCipher(CONTRACT_KEY);
    expect(await seedBillingDemo(t.database.db, (iban) => cipher.encrypt(iban), NOW)).toBe(true);
    admin = await login(t.app, demo.admin);
    mitte = (await t.database.db.selectFrom('locations').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const refusal = (response: Awaited<ReturnType<typeof call>>) => ({
    status: response.statusCode,
    ...errorOf(response),
  });
  const invoicesOfRun = (runId: number) =>
    t.database.db
      .selectFrom('invoices')
      .select(['id', 'contractId', 'studio', 'locationId'])
      .where('runId', '=', runId)
      .orderBy('id')
      .execute();

  /** A session of a new course at `locationId`, starting `inHours` from the clock. */
  async function sessionAt(locationId: number, inHours: number, seats = 10): Promise<number> {
    const { courseId, settingId } = await createSession(t, admin, {
      start: new Date(clock.now().getTime() + inHours * HOUR),
      seats,
    });
    await t.database.db.updateTable('courses').set({ locationId }).where('id', '=', courseId).execute();
    return settingId;
  }

  /** A member holding `typeName`, with `home` as home studio (undefined: none chosen). */
  async function member(typeName: string, home?: number) {
    const [m] = await createMembers(t, 1, { membership: false });
    await giveMembership(t, [m!.id], { typeName });
    if (home !== undefined)
      await t.database.db
        .updateTable('users')
        .set({ homeLocationId: home })
        .where('id', '=', m!.id)
        .execute();
    return m!;
  }

  const book = (token: string, courseSettingsId: number) =>
    call('POST', API_PATHS.bookings, token, { courseSettingsId });

  describe('a single location', () => {
    it("issues invoices with the studio's data exactly as before and the first location", async () => {
      const run = await call('POST', API_PATHS.billingRuns, admin, { period: '2026-12' });
      expect(run.statusCode, run.body).toBe(201);
      const invoices = await invoicesOfRun(run.json<{ id: number }>().id);
      expect(invoices.length).toBeGreaterThan(0);
      // The studio's legal name and address, as the invoice PDF has always printed them: no location's.
      const data = (await call('GET', API_PATHS.legal, admin)).json<Record<string, string>>();
      expect(data.studioName).toBeTruthy();
      for (const invoice of invoices) {
        expect(invoice.locationId).toBe(mitte);
        expect(JSON.parse(invoice.studio)).toEqual({
          name: data.studioName,
          street: data.street,
          postalCode: data.postalCode,
          city: data.city,
          taxNumber: expect.any(String),
          vatId: data.vatId,
        });
      }
      expect(new Set(invoices.map((i) => i.studio)).size).toBe(1);
    });
  });

  describe('two locations', () => {
    beforeAll(async () => {
      const stamp = NOW.toISOString();
      const inserted = await t.database.db
        .insertInto('locations')
        .values({
          slug: 'nord',
          name: 'Kraftraum Nord',
          street: 'Nordallee 5',
          postalCode: '13347',
          city: 'Berlin',
          phone: '+49 30 7654321',
          email: 'nord@kraftraum.de',
          openingHours: '[]',
          mapUrl: null,
          sortOrder: 10,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      nord = inserted.id;
    });

    it("reads and writes a type's 'Alle Standorte'; the seeded types are valid at the home studio only", async () => {
      const types = (await call('GET', API_PATHS.membershipTypes, admin)).json<MembershipType[]>();
      expect(types.find((type) => type.name === 'CORE')).toMatchObject({ allLocations: false });
      chainTypeName = 'CORE Kette';
      const created = await call('POST', API_PATHS.membershipTypes, admin, {
        name: chainTypeName,
        categories: ['wellness', 'cardio', 'strength', 'fitness'],
        allLocations: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const type = created.json<MembershipType>();
      expect(type.allLocations).toBe(true);
      // Written back off and on again: the flag is what the admin says.
      const { id, updatedAt: _, ...body } = type;
      const off = await call('PUT', API_PATHS.membershipType(id), admin, { ...body, allLocations: false });
      expect(off.json<MembershipType>().allLocations).toBe(false);
      const on = await call('PUT', API_PATHS.membershipType(id), admin, { ...body, allLocations: true });
      expect(on.json<MembershipType>().allLocations).toBe(true);
      const notBool = await call('PUT', API_PATHS.membershipType(id), admin, { ...body, allLocations: 'ja' });
      expect(notBool.statusCode).toBe(400);
    });

    it('a home-only member books at the home studio and is refused elsewhere with the German reason', async () => {
      const m = await member('CORE'); // no home studio chosen: a member of the first location
      const atNord = await sessionAt(nord, 48);
      expect(refusal(await book(m.token, atNord))).toMatchObject({
        status: 403,
        code: 'MEMBERSHIP_LOCATION',
        message: ONLY_MITTE,
        params: { location: 'Kraftraum Mitte' },
      });
      expect((await book(m.token, await sessionAt(mitte, 48))).statusCode).toBe(201);
      // 'Meine Mitgliedschaft' carries what the client's call of the rule needs.
      const mine = (await call('GET', API_PATHS.myMembership, m.token)).json<{
        home: { id: number; name: string };
        memberships: { allLocations: boolean }[];
      }>();
      expect(mine.home).toEqual({ id: mitte, name: 'Kraftraum Mitte' });
      expect(mine.memberships[0]!.allLocations).toBe(false);
    });

    it('a member of Nord is refused at Mitte, naming Nord', async () => {
      const m = await member('CORE', nord);
      expect(refusal(await book(m.token, await sessionAt(mitte, 49)))).toMatchObject({
        code: 'MEMBERSHIP_LOCATION',
        message: ONLY_NORD,
      });
      expect((await book(m.token, await sessionAt(nord, 49))).statusCode).toBe(201);
    });

    it('a type valid at all locations books anywhere', async () => {
      const m = await member(chainTypeName, mitte);
      expect((await book(m.token, await sessionAt(nord, 50))).statusCode).toBe(201);
      expect((await book(m.token, await sessionAt(mitte, 50))).statusCode).toBe(201);
    });

    it("the desk's booking is refused likewise, and books with the membership override (audited)", async () => {
      const m = await member('CORE');
      const atNord = await sessionAt(nord, 51);
      const refused = await call('POST', API_PATHS.deskBookings, admin, {
        userId: m.id,
        courseSettingsId: atNord,
      });
      expect(refusal(refused)).toMatchObject({
        status: 403,
        code: 'MEMBERSHIP_LOCATION',
        message: STAFF_ONLY_MITTE,
      });
      const booked = await call('POST', API_PATHS.deskBookings, admin, {
        userId: m.id,
        courseSettingsId: atNord,
        membershipOverride: true,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const [entry] = await auditOf(t, admin, 'booking', booked.json<{ id: number }>().id);
      expect(entry!.details).toMatchObject({ membershipOverride: true, refusal: 'MEMBERSHIP_LOCATION' });
    });

    it('the waitlist skips a member whose membership is not valid there any more', async () => {
      const atNord = await sessionAt(nord, 52, 1);
      const first = await member('CORE', nord);
      const moved = await member('CORE', nord);
      const next = await member('CORE', nord);
      expect((await book(first.token, atNord)).json<{ status: string }>().status).toBe('confirmed');
      const waiting = await book(moved.token, atNord);
      expect(waiting.json<{ status: string }>().status).toBe('pending');
      expect((await book(next.token, atNord)).json<{ status: string }>().status).toBe('pending');
      // The desk moves the first waiting member to Mitte; then the seat comes free.
      expect(
        (await call('PUT', API_PATHS.user(moved.id), admin, { ...names(moved), homeLocationId: mitte }))
          .statusCode,
      ).toBe(200);
      const [seat] = (await call('GET', API_PATHS.myBookings, first.token)).json<{ id: number }[]>();
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: API_PATHS.booking(seat!.id),
            headers: bearer(first.token),
          })
        ).statusCode,
      ).toBe(200);
      const status = async (token: string) =>
        (await call('GET', API_PATHS.myBookings, token))
          .json<{ courseSettingsId: number; status: string }[]>()
          .find((b) => b.courseSettingsId === atNord)!.status;
      expect(await status(moved.token)).toBe('pending');
      expect(await status(next.token)).toBe('confirmed');
    });

    const names = (m: { firstName: string; lastName: string; email: string }) => ({
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
    });

    it("the desk sets a client's home studio: read back, audited, refused for a location that does not exist", async () => {
      const m = await member('CORE');
      const before = (await call('GET', API_PATHS.user(m.id), admin)).json<Client>();
      expect(before.homeLocationId).toBeNull();
      const changed = await call('PUT', API_PATHS.user(m.id), admin, { ...names(m), homeLocationId: nord });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Client>().homeLocationId).toBe(nord);
      expect((await call('GET', API_PATHS.user(m.id), admin)).json<Client>().homeLocationId).toBe(nord);
      const [entry] = await auditOf(t, admin, 'user', m.id);
      expect(entry!.details).toMatchObject({ homeLocationId: { from: null, to: nord } });
      // Now the member books at Nord and not at Mitte.
      expect((await book(m.token, await sessionAt(nord, 53))).statusCode).toBe(201);
      expect(refusal(await book(m.token, await sessionAt(mitte, 53)))).toMatchObject({ message: ONLY_NORD });
      const missing = await call('PUT', API_PATHS.user(m.id), admin, {
        ...names(m),
        homeLocationId: 999_999,
      });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).details).toEqual([
        { path: 'homeLocationId', message: 'Diesen Standort gibt es nicht.' },
      ]);
      expect((await call('GET', API_PATHS.user(m.id), admin)).json<Client>().homeLocationId).toBe(nord);
      // A member cannot move themselves through the desk's edit (the field is the desk's).
      await call('PUT', API_PATHS.user(m.id), m.token, { ...names(m), homeLocationId: mitte });
      expect((await call('GET', API_PATHS.user(m.id), admin)).json<Client>().homeLocationId).toBe(nord);
    });

    describe('check-in at the desk', () => {
      const checkIn = (bookingId: number, key: string) =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.bookingCheckIn(bookingId),
          headers: { ...bearer(admin), 'idempotency-key': key },
        });

      it('checks in a member of another location whose type is valid at all locations', async () => {
        const m = await member(chainTypeName, mitte);
        const atNord = await sessionAt(nord, 3);
        const booked = await book(m.token, atNord);
        expect(booked.statusCode).toBe(201);
        clock.set(new Date(NOW.getTime() + 3 * HOUR - 30 * MINUTE));
        try {
          const response = await checkIn(booked.json<{ id: number }>().id, `ci-all-${dialect}`);
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json<{ booking: { status: string } }>().booking.status).toBe('attended');
        } finally {
          clock.set(NOW);
        }
      });

      it('refuses a home-only member of another location with the same German reason, and stores nothing', async () => {
        const m = await member('CORE');
        const atNord = await sessionAt(nord, 4);
        const booked = await call('POST', API_PATHS.deskBookings, admin, {
          userId: m.id,
          courseSettingsId: atNord,
          membershipOverride: true,
        });
        const bookingId = booked.json<{ id: number }>().id;
        clock.set(new Date(NOW.getTime() + 4 * HOUR - 30 * MINUTE));
        try {
          const key = `ci-home-${dialect}`;
          const response = await checkIn(bookingId, key);
          expect(refusal(response)).toMatchObject({
            status: 403,
            code: 'MEMBERSHIP_LOCATION',
            message: STAFF_ONLY_MITTE,
            params: { location: 'Kraftraum Mitte' },
          });
          // The stored answer is the same refusal with its reason.
          expect(refusal(await checkIn(bookingId, key))).toMatchObject({ message: STAFF_ONLY_MITTE });
          const row = await t.database.db
            .selectFrom('bookings')
            .select('status')
            .where('id', '=', bookingId)
            .executeTakeFirstOrThrow();
          expect(row.status).toBe('confirmed');
          // At the home studio the same member checks in.
          const atMitte = await sessionAt(mitte, 0.75);
          const home = await call('POST', API_PATHS.deskBookings, admin, {
            userId: m.id,
            courseSettingsId: atMitte,
          });
          expect(home.statusCode, home.body).toBe(201);
          expect((await checkIn(home.json<{ id: number }>().id, `ci-mitte-${dialect}`)).statusCode).toBe(200);
        } finally {
          clock.set(NOW);
        }
      });
    });

    it("a contract concluded online names the member's home studio; a new visitor's the first location", async () => {
      const m = await member('CORE', nord);
      const typeId = (
        await t.database.db
          .selectFrom('membershipTypes')
          .select('id')
          .where('name', '=', 'HYBRID PRO')
          .executeTakeFirstOrThrow()
      ).id;
      const order = (email: string, key: string, token?: string) =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.contracts,
          headers: { 'idempotency-key': key, ...(token ? bearer(token) : {}) },
          payload: contractOrder(typeId, email),
        });
      const signedIn = await order(m.email, `order-nord-${dialect}`, m.token);
      expect(signedIn.statusCode, signedIn.body).toBe(201);
      const visitor = await order(`besucher-${dialect}@example.de`, `order-visitor-${dialect}`);
      expect(visitor.statusCode, visitor.body).toBe(201);
      const locationOf = async (contractNumber: string) =>
        (
          await t.database.db
            .selectFrom('contracts')
            .select('locationId')
            .where('contractNumber', '=', contractNumber)
            .executeTakeFirstOrThrow()
        ).locationId;
      expect(await locationOf(signedIn.json<{ contractNumber: string }>().contractNumber)).toBe(nord);
      expect(await locationOf(visitor.json<{ contractNumber: string }>().contractNumber)).toBe(mitte);
    });

    it("an invoice carries its contract's location and that location's name and address", async () => {
      // A contract of the seeded ones (billed in December at the first location) moves to Nord.
      const movedId = (
        await t.database.db.selectFrom('contracts').select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id;
      await t.database.db
        .updateTable('contracts')
        .set({ locationId: nord })
        .where('id', '=', movedId)
        .execute();
      const contractLocations = new Map(
        (await t.database.db.selectFrom('contracts').select(['id', 'locationId']).execute()).map((c) => [
          c.id,
          c.locationId,
        ]),
      );
      clock.set(berlinToInstant(2026, 12, 18, 10, 0));
      try {
        const run = await call('POST', API_PATHS.billingRuns, admin, { period: '2027-01' });
        expect(run.statusCode, run.body).toBe(201);
        const invoices = await invoicesOfRun(run.json<{ id: number }>().id);
        const atNord = invoices.filter((i) => i.contractId === movedId);
        expect(atNord.length).toBe(1);
        expect(atNord[0]!.locationId).toBe(nord);
        const studio = JSON.parse(atNord[0]!.studio) as Record<string, string>;
        expect(studio).toMatchObject({ street: 'Nordallee 5', postalCode: '13347', city: 'Berlin' });
        expect(studio.name).toMatch(/ – Kraftraum Nord$/);
        // Every invoice of the run: its contract's location, and that location's name and address.
        for (const invoice of invoices) {
          expect(invoice.locationId).toBe(contractLocations.get(invoice.contractId!) ?? mitte);
          expect(JSON.parse(invoice.studio)).toMatchObject(
            invoice.locationId === nord
              ? { name: expect.stringMatching(/ – Kraftraum Nord$/), street: 'Nordallee 5' }
              : { name: expect.stringMatching(/ – Kraftraum Mitte$/) },
          );
        }
        expect(invoices.some((i) => i.locationId === mitte)).toBe(true);
        // The tax data stays the studio's, whatever the location.
        const taxOf = (json: string) => {
          const { taxNumber, vatId } = JSON.parse(json) as Record<string, string>;
          return { taxNumber, vatId };
        };
        expect(new Set(invoices.map((i) => JSON.stringify(taxOf(i.studio)))).size).toBe(1);
      } finally {
        clock.set(NOW);
      }
    });
  });
});
