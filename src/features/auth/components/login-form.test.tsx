import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { ERRORS } from '#domain/errors/catalogue';
import { MESSAGES } from '#domain/schemas/users';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { MEMBER, errorAnswer, fakeToken, installFakeApi, json, offline } from '../../../testing/fake-api';
import { sessionStore } from '../session-store';
import { LoginForm } from './login-form';

const LOGIN = `POST ${API_PATHS.login}`;
const CURRENT_USER = `GET ${API_PATHS.currentUser}`;

async function signInWith(email = 'mitglied@kraftraum.de', password = 'Mitglied-Demo-2026') {
  const user = userEvent.setup();
  render(
    <AppProvider client={createQueryClient()}>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </AppProvider>,
  );
  if (email) await user.type(screen.getByLabelText('E-Mail-Adresse'), email);
  if (password) await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginForm', () => {
  it('signs in: token in memory only, the user fetched with it and cached for offline starts', async () => {
    const token = fakeToken();
    const api = installFakeApi({
      [LOGIN]: () => json(200, { token, user: MEMBER }),
      [CURRENT_USER]: () => json(200, MEMBER),
    });
    await signInWith();
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
    expect(api.calls[0]!.body).toEqual({ userName: 'mitglied@kraftraum.de', password: 'Mitglied-Demo-2026' });
    expect(api.calls[1]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser)!)).toMatchObject({ email: MEMBER.email });
  });

  it("says 'Ungültige Anmeldedaten' for a wrong password", async () => {
    installFakeApi({ [LOGIN]: () => errorAnswer(401, 'INVALID_CREDENTIALS', 'Ungültige Anmeldedaten') });
    await signInWith();
    expect((await screen.findByRole('alert')).textContent).toBe('Ungültige Anmeldedaten');
    expect(sessionStore.getState().status).not.toBe('signedIn');
  });

  it("says 'Fehler beim Abrufen der Benutzerdaten' and keeps nothing when the user fetch fails", async () => {
    const api = installFakeApi({
      [LOGIN]: () => json(200, { token: fakeToken(), user: MEMBER }),
      [CURRENT_USER]: () => errorAnswer(500, 'SERVER_ERROR', 'intern'),
      [`POST ${API_PATHS.logout}`]: () => new Response(null, { status: 204 }),
    });
    await signInWith();
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.USER_FETCH_FAILED.message);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', accessToken: null });
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    await vi.waitFor(() => expect(api.count(`POST ${API_PATHS.logout}`)).toBe(1)); // the new cookie is revoked
  });

  it('gives the network message when the server cannot be reached', async () => {
    installFakeApi({ [LOGIN]: offline });
    await signInWith();
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.NETWORK.message);
  });

  it('tells a throttled user how long to wait', async () => {
    installFakeApi({
      [LOGIN]: () =>
        json(
          429,
          { error: { code: 'LOGIN_THROTTLED', message: ERRORS.LOGIN_THROTTLED.message } },
          { 'Retry-After': '840' },
        ),
    });
    await signInWith();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${ERRORS.LOGIN_THROTTLED.message} Nächster Versuch in 14 Minuten möglich.`,
    );
  });

  it('checks the fields before asking the server', async () => {
    const api = installFakeApi({});
    await signInWith('', '');
    const items = (await screen.findByRole('alert')).querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual([
      MESSAGES.userNameRequired,
      MESSAGES.passwordRequired,
    ]);
    expect(api.calls).toEqual([]);
  });
});
