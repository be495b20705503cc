// The account routes of seed 000 §7 on every engine: sign in, current user, register, change password.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '#domain/schemas/users';
import {
  bearer,
  createTestApp,
  demo,
  dialects,
  errorOf,
  login,
  TEST_JWT_SECRET,
  type TestApp,
} from './helpers';

describe.each(dialects())('account routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  describe('POST /api/users/login', () => {
    it('answers a demo admin with a token and the user with roles', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: demo.admin.email, password: demo.admin.password },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(UserSchema.parse(body.user)).toMatchObject({
        email: demo.admin.email,
        roles: ['Admin'],
        isActive: true,
      });
    });

    it('accepts the e-mail in any case', async () => {
      const token = await login(t.app, {
        email: demo.member.email.toUpperCase(),
        password: demo.member.password,
      });
      expect(token).toBeTruthy();
    });

    it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
      for (const payload of [
        { userName: demo.admin.email, password: 'falsch-falsch' },
        { userName: 'niemand@example.de', password: demo.admin.password },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
        expect(response.statusCode).toBe(401);
        expect(errorOf(response)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Ungültige Anmeldedaten' });
      }
    });

    it('answers 400 with the field messages for a malformed body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: '' },
      });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toBe('Eingabefehler. Bitte überprüfe deine Angaben.');
      expect(error.details).toEqual(
        expect.arrayContaining([
          { path: 'userName', message: 'E-Mail-Adresse ist erforderlich' },
          { path: 'password', message: 'Passwort ist erforderlich' },
        ]),
      );
    });

    it('answers 400 for a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"userName": ',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
    });
  });

  describe('GET /api/users', () => {
    it('returns the current user with roles for a valid token', async () => {
      const token = await login(t.app, demo.trainer);
      const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        email: demo.trainer.email,
        firstName: demo.trainer.firstName,
        lastName: demo.trainer.lastName,
        roles: ['Trainer'],
        isActive: true,
        // Issue 34: the account's home studio, the first location for the demo's accounts.
        homeLocationId: expect.any(Number),
      });
    });

    it('answers 401 without a token, with a garbage token, a foreign signature and an expired token', async () => {
      const foreign = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('studio-app')
        .setAudience('studio-app:access')
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('studio-app')
        .setAudience('studio-app:access')
        .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000) - 3600)
        .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) - 60)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`;
      for (const headers of [{}, bearer('nonsense'), bearer(foreign), bearer(expired), bearer(unsigned)]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/users', headers });
        expect(response.statusCode).toBe(401);
        expect(errorOf(response)).toEqual({
          code: 'UNAUTHORIZED',
          message: 'Du bist nicht berechtigt, diese Aktion auszuführen.',
        });
      }
    });
  });

  describe('POST /api/users/register', () => {
    const newUser = {
      firstName: 'Mia',
      lastName: 'Neumann',
      email: 'mia.neumann@example.de',
      userName: 'mia.neumann@example.de',
      password: 'sicher-genug-1',
    };

    it('creates a member and answers 201 with a token that signs them in', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/register', payload: newUser });
      expect(response.statusCode).toBe(201);
      const { token } = response.json();
      const me = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
      expect(me.json()).toMatchObject({
        email: newUser.email,
        firstName: 'Mia',
        roles: ['User'],
        isActive: true,
      });
      expect(await login(t.app, { email: newUser.email, password: newUser.password })).toBeTruthy();
    });

    it('answers 409 with a German message for a taken e-mail, in any case', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...newUser, email: 'MIA.Neumann@example.de', userName: 'MIA.Neumann@example.de' },
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'EMAIL_TAKEN',
        message: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.',
      });
    });

    it('answers 400 with every failing rule of seed 000 §5 at once and creates nothing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          firstName: ' ',
          lastName: '',
          email: 'keine-mail',
          userName: 'keine-mail',
          password: '12345',
        },
      });
      expect(response.statusCode).toBe(400);
      const messages = (errorOf(response).details as { message: string }[]).map((d) => d.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Vorname ist erforderlich',
          'Nachname ist erforderlich',
          'Gültige E-Mail-Adresse ist erforderlich',
          'Passwort muss mindestens 6 Zeichen lang sein',
        ]),
      );
      const count = await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', 'keine-mail')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('refuses a userName that differs from the e-mail', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...newUser, email: 'anders@example.de', userName: 'jemand@example.de' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details).toEqual([
        { path: 'userName', message: 'Der Benutzername muss der E-Mail-Adresse entsprechen' },
      ]);
    });

    it('never gives a registering user more than the role User', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...newUser, email: 'boss@example.de', userName: 'boss@example.de', roles: ['Admin'] },
      });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: bearer(response.json().token),
      });
      expect(me.json().roles).toEqual(['User']);
    });
  });

  describe('PUT /api/v1/users/change-password', () => {
    it('answers 401 with the logged-out message without a token', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/change-password',
        payload: { currentPassword: 'x', newPassword: 'yyyyyy' },
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        code: 'PASSWORD_CHANGE_LOGGED_OUT',
        message: 'Du musst angemeldet sein, um das Passwort zu ändern',
      });
    });

    it('refuses a wrong current password and a too short new one', async () => {
      const token = await login(t.app, demo.member);
      const wrong = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/change-password',
        headers: bearer(token),
        payload: { currentPassword: 'nicht-richtig', newPassword: 'neues-passwort' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('CURRENT_PASSWORD_WRONG');
      const short = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/change-password',
        headers: bearer(token),
        payload: { currentPassword: demo.member.password, newPassword: '12345' },
      });
      expect(short.statusCode).toBe(400);
      expect(errorOf(short).details).toEqual([
        { path: 'newPassword', message: 'Passwort muss mindestens 6 Zeichen lang sein' },
      ]);
    });

    it('changes the password: the old one stops working, the new one works', async () => {
      const account = { email: 'wechsel@example.de', password: 'altes-passwort' };
      await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          firstName: 'W',
          lastName: 'Echsel',
          email: account.email,
          userName: account.email,
          password: account.password,
        },
      });
      const token = await login(t.app, account);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/change-password',
        headers: bearer(token),
        payload: { currentPassword: account.password, newPassword: 'neues-passwort' },
      });
      expect(response.statusCode).toBe(200);
      await expect(login(t.app, account)).rejects.toThrow(/401/);
      expect(await login(t.app, { ...account, password: 'neues-passwort' })).toBeTruthy();
    });
  });

  it('never writes a password or a token into the log', async () => {
    const token = await login(t.app, demo.admin);
    await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/v1/courses/999999', headers: bearer(token) });
    await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: demo.admin.email, password: 'ein-falsches-passwort' },
    });
    const log = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(3);
    expect(log).not.toContain(demo.admin.password);
    expect(log).not.toContain('ein-falsches-passwort');
    expect(log).not.toContain(token);
  });
});

describe.each(dialects())('sign-in rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { authRateLimit: 3 } });
  });
  afterAll(async () => t?.close());

  it('answers 429 with the German message after the limit of attempts per minute', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: 'x@example.de', password: 'raten' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(errorOf(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
    });
  });
});
