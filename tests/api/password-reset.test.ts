// Password reset on every engine, with a real SMTP server: the same answer for every address, the link from the
// mail works once and for 30 minutes, every session of the account ends, requests are limited per e-mail and per
// client address, and no token or link reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { parseMail, until, type TestSmtp } from '../support/smtp';
import { bearer, createTestAppWithSmtp, dialects, errorOf } from './helpers';
import { runClock } from '../support/clock';
import { outboxAtRest } from './outbox';

const APP_URL = 'http://studio.test';
const MINUTE = 60_000;

/** The run's clock (tests/support/clock.ts) plus an offset the test moves forward. */
function movableClock() {
  const run = runClock();
  let offset = 0;
  return { now: () => new Date(run.now().getTime() + offset), advance: (ms: number) => (offset += ms) };
}

const refreshCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'studio_refresh')!.value;

describe.each(dialects())('password reset on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
  let smtp: TestSmtp;
  const clock = movableClock();
  let counter = 0;

  beforeAll(async () => {
    t = await createTestAppWithSmtp(dialect, { clock, config: { appUrl: APP_URL, logLevel: 'trace' } });
    smtp = t.smtp;
  });
  afterAll(async () => t?.close());

  /** A fresh account through the real registration, and one signed-in session of it. */
  async function register(password = 'Start-Passwort-2026') {
    const email = `reset-${dialect}-${++counter}@example.de`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { firstName: 'Rita', lastName: 'Reset', email, userName: email, password },
    });
    expect(response.statusCode).toBe(201);
    return { email, password };
  }

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { userName: email, password } });

  const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/password-reset', payload: { email }, remoteAddress });

  const confirm = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/password-reset/confirm', payload: { token, newPassword } });

  /** The newest reset mail to the address, once the SMTP server has it; its token from the link. */
  async function tokenFromMail(email: string, before: number) {
    await until(() => smtp.received.filter((m) => m.to.includes(email)).length > before);
    const mail = parseMail(smtp.received.filter((m) => m.to.includes(email)).at(-1)!.raw);
    const link = /http:\/\/studio\.test\/auth\/reset-password#token=([\w-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    return { token: link![1]!, mail };
  }
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;

  it('answers an unknown address exactly as a member, and mails only the member', async () => {
    const { email } = await register();
    const known = await requestReset(email);
    const unknown = await requestReset(`niemand-${dialect}@example.de`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(known.json().message).toBe(
      'Wenn ein Konto mit dieser E-Mail-Adresse existiert, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs. Der Link gilt 30 Minuten.',
    );
    const { token, mail } = await tokenFromMail(email, 0);
    expect(mail.subject).toBe('Dein neues Passwort für das Kraftraum Studio');
    expect(mail.text).toContain('Hallo Rita,');
    expect(mail.text).toContain('Der Link gilt 30 Minuten und nur einmal.');
    expect(mail.text).toContain('Kraftraum Studio · Musterstraße 12 · 10115 Berlin');
    expect(mail.html).toContain(`href="${APP_URL}/auth/reset-password#token=${token}"`);
    expect(mail.html).toContain('<html lang="de">');
    await outboxAtRest(t.app, t.database.db);
    expect(smtp.received.filter((m) => m.to.includes(`niemand-${dialect}@example.de`))).toHaveLength(0);
    // Only the token's hash is stored, and the sent mail no longer holds the link.
    const stored = await t.database.db.selectFrom('passwordResets').select('tokenHash').execute();
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    await until(async () => {
      const rows = await t.database.db
        .selectFrom('mailOutbox')
        .select(['payload', 'sentAt'])
        .where('kind', '=', 'password-reset')
        .where('recipient', '=', email)
        .execute();
      return rows.length === 1 && rows[0]!.sentAt !== null && !rows[0]!.payload.includes(token);
    });
  });

  it('sets the new password with the link once, not twice, and signs out every session of the account', async () => {
    const { email, password } = await register();
    const phone = await signIn(email, password);
    const laptop = await signIn(email, password);
    // Access tokens count from the second they were issued: let one pass so "before the reset" is unambiguous.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = mailsTo(email);
    await requestReset(email);
    const { token } = await tokenFromMail(email, before);

    const done = await confirm(token, 'Neues-Passwort-2026!');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toContain('Dein Passwort wurde geändert.');
    const again = await confirm(token, 'Noch-ein-Passwort-2026!');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({
      code: 'PASSWORD_RESET_INVALID',
      message:
        'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde schon benutzt. Bitte fordere einen neuen an.',
    });

    for (const session of [phone, laptop]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: bearer(session.json().token),
      });
      expect(me.statusCode).toBe(401);
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { studio_refresh: refreshCookie(session) },
      });
      expect(renewed.statusCode).toBe(401);
    }
    expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await signIn(email, 'Neues-Passwort-2026!')).statusCode).toBe(200);
  });

  it('refuses a weak password without spending the link', async () => {
    const { email } = await register();
    await requestReset(email);
    const { token } = await tokenFromMail(email, 0);
    const short = await confirm(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).details).toEqual([
      { path: 'newPassword', message: 'Passwort muss mindestens 6 Zeichen lang sein' },
    ]);
    const common = await confirm(token, 'password123');
    expect(errorOf(common).details).toEqual([
      {
        path: 'newPassword',
        message:
          'Dieses Passwort gehört zu den häufigsten Passwörtern und ist leicht zu erraten. Bitte wähle ein anderes.',
      },
    ]);
    expect((await confirm(token, 'Gutes-Passwort-2026')).statusCode).toBe(200);
    expect((await confirm('x'.repeat(43), 'Gutes-Passwort-2026')).statusCode).toBe(400);
  });

  it('limits requests per e-mail address and per client address with a German 429, the same for unknown addresses', async () => {
    const { email } = await register();
    for (const address of [email, `unbekannt-${dialect}@example.de`]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(address, '10.0.0.1')).statusCode).toBe(202);
      const refused = await requestReset(address, '10.0.0.2');
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toEqual({
        code: 'PASSWORD_RESET_THROTTLED',
        message:
          'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte warte eine Stunde und versuche es dann erneut.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // Per client address: ten requests for ten addresses, the eleventh is refused.
    for (let i = 0; i < 10; i++)
      expect((await requestReset(`streu-${i}-${dialect}@example.de`, '10.0.0.3')).statusCode).toBe(202);
    expect((await requestReset(`streu-10-${dialect}@example.de`, '10.0.0.3')).statusCode).toBe(429);
    // An hour later both may ask again.
    clock.advance(61 * MINUTE);
    expect((await requestReset(email, '10.0.0.3')).statusCode).toBe(202);
  });

  it('accepts the link until 30 minutes have passed, and not after', async () => {
    const { email } = await register();
    await requestReset(email);
    const first = await tokenFromMail(email, 0);
    clock.advance(29 * MINUTE + 50_000);
    expect((await confirm(first.token, 'Passwort-nach-29-Minuten')).statusCode).toBe(200);

    await requestReset(email);
    const second = await tokenFromMail(email, 1);
    clock.advance(30 * MINUTE + 1000);
    const late = await confirm(second.token, 'Passwort-nach-31-Minuten');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).code).toBe('PASSWORD_RESET_INVALID');
    expect((await signIn(email, 'Passwort-nach-29-Minuten')).statusCode).toBe(200);
  });

  it('never writes a token or a link to the log, and redacts them wherever they are logged', async () => {
    const tokens = await t.database.db.selectFrom('mailOutbox').select('payload').execute();
    const log = t.logs.join('');
    expect(log).not.toContain('reset-password#token');
    expect(log).not.toMatch(/"newPassword":"/);
    for (const mail of smtp.received) {
      const token = /#token=([\w-]+)/.exec(parseMail(mail.raw).text)?.[1];
      if (token) expect(log).not.toContain(token);
    }
    expect(tokens.length).toBeGreaterThan(0);
    t.app.log.info(
      { link: `${APP_URL}/auth/reset-password#token=geheim`, token: 'geheim', payload: '{"link":"geheim"}' },
      'redaction check',
    );
    const line = t.logs.find((entry) => entry.includes('redaction check'))!;
    expect(line).not.toContain('geheim');
    expect(line).toContain('[redacted]');
  });
});
