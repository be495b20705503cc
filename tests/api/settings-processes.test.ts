// The studio's settings across two real API processes (decision 0193, 'A booking's CPU'): a booking reuses the
// settings its process read last while the settings' version row is unchanged, so a change saved through the
// other process must bind the very next booking here: the booking deadline moved out refuses it, moved back
// lets the next one through, and a change of another setting in between is seen as well. 'Mine' reuses them the
// same way (decision 0210): a change saved through the other process shows in its very next answer here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { StudioSettings } from '#domain/memberships/schemas';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  login,
  type TestApp,
  fromNow,
  processEnvironment,
} from './helpers';
import { startServerProcess, type ServerProcess } from './processes';

describe.each(dialects())('the studio settings across two API processes on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let processes: ServerProcess[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await login(t.app, demo.admin);
    const env = processEnvironment(t);
    processes = await Promise.all([0, 1].map(() => startServerProcess(env)));
  }, 90_000);
  afterAll(async () => {
    await Promise.all((processes ?? []).map((p) => p.stop()));
    await t?.close();
  });

  const call = async (
    index: number,
    token: string,
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    body?: object,
  ) => {
    const response = await fetch(`${processes[index]!.origin}${url}`, {
      method,
      headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it(
    'a change saved through one process binds the next booking through the other',
    { timeout: 60_000 },
    async () => {
      // Sessions in two days (2,880 minutes): open under the default deadline, closed under one of 3,000 minutes.
      const start = fromNow(t, 2 * 86_400_000);
      const sessions = await Promise.all([0, 1, 2, 3].map(() => createSession(t, adminToken, { start })));
      const [member] = await createMembers(t, 1);
      const book = (k: number) =>
        call(0, member!.token, 'POST', API_PATHS.bookings, { courseSettingsId: sessions[k]!.settingId });
      const settings = (await call(1, adminToken, 'GET', API_PATHS.settings))
        .body as unknown as StudioSettings;
      const save = async (change: Partial<StudioSettings>) =>
        expect(
          (await call(1, adminToken, 'PUT', API_PATHS.settings, { ...settings, ...change })).status,
        ).toBe(200);

      // Process 0 reads the settings (never saved: no version row yet) and keeps them.
      expect((await book(0)).status).toBe(201);
      // Through process 1: the booking deadline 3,000 minutes before the start. Process 0 must refuse at once.
      await save({ bookingDeadlineMinutes: 3000 });
      const refused = await book(1);
      expect([refused.status, (refused.body.error as { code: string }).code]).toEqual([
        409,
        'BOOKING_DEADLINE',
      ]);
      // Back, through process 1 again: process 0 books.
      await save({ latePromotionHours: 3 });
      expect((await book(2)).status).toBe(201);
      // The cap of upcoming bookings at 2 (the member holds two), through process 1: process 0 refuses.
      await save({ maxUpcomingBookings: 2 });
      const capped = await book(3);
      expect([capped.status, (capped.body.error as { code: string }).code]).toEqual([
        403,
        'BOOKING_LIMIT_UPCOMING',
      ]);
    },
  );

  it("'mine' through one process shows a change saved through the other at once (decision 0210)", async () => {
    const [member] = await createMembers(t, 1);
    const mine = async () =>
      (await call(0, member!.token, 'GET', API_PATHS.myMembership)).body.settings as StudioSettings;
    const settings = (await call(1, adminToken, 'GET', API_PATHS.settings)).body as unknown as StudioSettings;
    const save = async (change: Partial<StudioSettings>) =>
      expect((await call(1, adminToken, 'PUT', API_PATHS.settings, { ...settings, ...change })).status).toBe(
        200,
      );
    // Process 0 reads the settings with the member's memberships and keeps them.
    expect((await mine()).maxUpcomingBookings).toBe(settings.maxUpcomingBookings);
    await save({ maxUpcomingBookings: 7 });
    expect((await mine()).maxUpcomingBookings).toBe(7);
    await save({ maxUpcomingBookings: 4 });
    expect((await mine()).maxUpcomingBookings).toBe(4);
  });
});
