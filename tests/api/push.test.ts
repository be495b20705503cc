// Web push end to end (issue 21): a push service of the test's own over HTTPS receives what the server sends
// through the outbox and decrypts it with the subscription's keys (RFC 8291); a real SMTP server gets the mail
// where push is not possible. Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import {
  bearer,
  createMembers,
  createSession,
  createTestAppWithSmtp,
  demo,
  dialects,
  login,
  type TestApp,
  fromNow,
} from './helpers';
import { startPushEndpoint, type PushEndpoint, type TestSubscription } from '../support/push-endpoint';
import type { TestSmtp } from '../support/smtp';

const DAY = 86_400_000;

describe.each(dialects())('web push on %s', (dialect) => {
  let t: TestApp & { smtp: TestSmtp };
  let push: PushEndpoint;
  let adminToken: string;
  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await createTestAppWithSmtp(dialect, { pushAgent: push.agent });
    adminToken = await login(t.app, demo.admin);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await push?.stop();
  });

  const subscribe = async (token: string, subscription: TestSubscription, deviceName: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.pushDevices,
      headers: bearer(token),
      payload: { ...subscription, deviceName },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number; deviceName: string }>();
  };
  const book = async (token: string, settingId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      headers: bearer(token),
      payload: { courseSettingsId: settingId },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; status: string }>();
  };
  const cancelSession = async (settingId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.courseSettingCancel(settingId),
      headers: bearer(adminToken),
      payload: { confirm: true },
    });
    expect(response.statusCode).toBe(200);
  };
  const deliver = async () => {
    await t.app.mailer.deliverDue();
  };
  const mailsTo = (email: string) => t.smtp.received.filter((mail) => mail.to.includes(email));
  const payloadsFor = (subscription: TestSubscription) =>
    push.received
      .filter((p) => subscription.endpoint.endsWith(`/${p.subscriptionId}`))
      .map((p) => JSON.parse(p.payload) as { title: string; body: string; url: string; tag: string });

  it('lists, answers the VAPID key, and removes only the member’s own devices', async () => {
    const [member, other] = await createMembers(t, 2);
    const device = await subscribe(member!.token, push.subscribe(), 'Chrome auf Android');
    const listed = await t.app.inject({
      method: 'GET',
      url: API_PATHS.pushDevices,
      headers: bearer(member!.token),
    });
    const body = listed.json<{ publicKey: string; devices: { id: number; deviceName: string }[] }>();
    expect(body.publicKey).toMatch(/^[\w-]{87}$/);
    expect(body.devices).toEqual([
      expect.objectContaining({ id: device.id, deviceName: 'Chrome auf Android' }),
    ]);
    // Another member cannot remove it, and does not see it.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.pushDevice(device.id),
      headers: bearer(other!.token),
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: API_PATHS.pushDevices,
      headers: bearer(other!.token),
    });
    expect(theirs.json<{ devices: unknown[] }>().devices).toEqual([]);
    const own = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.pushDevice(device.id),
      headers: bearer(member!.token),
    });
    expect(own.statusCode).toBe(204);
    // A plain-http endpoint is refused (the server only sends to https).
    const http = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.pushDevices,
      headers: bearer(member!.token),
      payload: { ...push.subscribe(), endpoint: 'http://127.0.0.1:9/push/x', deviceName: 'Alt' },
    });
    expect(http.statusCode).toBe(400);
  });

  it('pushes exactly one German payload when the studio cancels the session, and sends no mail', async () => {
    const [member] = await createMembers(t, 1);
    const subscription = push.subscribe();
    await subscribe(member!.token, subscription, 'Firefox auf dem Laptop');
    const { courseId, settingId } = await createSession(t, adminToken, {
      start: fromNow(t, 2 * DAY),
    });
    await book(member!.token, settingId);
    await deliver(); // the booking confirmation goes by mail (not a push kind)
    const mailsBefore = mailsTo(member!.email).length;
    await cancelSession(settingId);
    await deliver();
    await deliver();
    const payloads = payloadsFor(subscription);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toEqual({
      title: 'Kurs abgesagt: Zirkeltraining',
      body: expect.stringMatching(/fällt leider aus\. Deine Buchung ist storniert/),
      url: `/courses/${courseId}?courseSettingsId=${settingId}`,
      tag: expect.stringMatching(/^booking-\d+$/),
    });
    expect(mailsTo(member!.email)).toHaveLength(mailsBefore);
    const row = await t.database.db
      .selectFrom('mailOutbox')
      .select(['sentBy', 'sentAt'])
      .where('userId', '=', member!.id)
      .where('kind', '=', 'session-cancelled')
      .executeTakeFirstOrThrow();
    expect(row.sentBy).toBe('push');
    expect(row.sentAt).not.toBeNull();
    // The push service was told how long to keep it, and how urgent it is.
    const headers = push.received.find((p) =>
      subscription.endpoint.endsWith(`/${p.subscriptionId}`),
    )!.headers;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    expect(String(headers.authorization)).toMatch(/^vapid t=/);
  });

  it('pushes one payload on a waitlist promotion; on 410 deletes the device and mails instead', async () => {
    const [first, waiting] = await createMembers(t, 2);
    const subscription = push.subscribe();
    await subscribe(waiting!.token, subscription, 'Safari auf dem iPhone');
    const { settingId } = await createSession(t, adminToken, {
      start: fromNow(t, 2 * DAY),
      seats: 1,
    });
    const seat = await book(first!.token, settingId);
    const queued = await book(waiting!.token, settingId);
    expect(queued.status).toBe('pending');
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.booking(seat.id),
      headers: bearer(first!.token),
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    await deliver();
    const payloads = payloadsFor(subscription);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]!.title).toBe('Du bist nachgerückt: Zirkeltraining');
    expect(payloads[0]!.body).toMatch(/du hast jetzt einen festen Platz/);
    expect(mailsTo(waiting!.email).filter((m) => /Nachger/i.test(m.raw))).toHaveLength(0);

    // The browser dropped the subscription: the push service answers 410 from now on.
    push.expire(subscription);
    await cancelSession(settingId);
    await deliver();
    await deliver();
    expect(payloadsFor(subscription)).toHaveLength(1);
    const devices = await t.database.db
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', waiting!.id)
      .execute();
    expect(devices).toEqual([]);
    const cancelMails = mailsTo(waiting!.email).filter((m) =>
      /x-studio-mail-kind: session-cancelled/i.test(m.raw),
    );
    expect(cancelMails).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('mailOutbox')
      .select('sentBy')
      .where('userId', '=', waiting!.id)
      .where('kind', '=', 'session-cancelled')
      .executeTakeFirstOrThrow();
    expect(row.sentBy).toBe('mail');
  });
});
