import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { ERRORS } from '#domain/errors/catalogue';
import { MESSAGES } from '#domain/schemas/users';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { MEMBER, errorAnswer, fakeToken, installFakeApi, json } from '../../../testing/fake-api';
import { sessionStore, setSession } from '../session-store';
import { ChangePasswordForm } from './change-password-form';

const CHANGE = `PUT ${API_PATHS.changePassword}`;

async function change(current: string, next: string, confirmation = next) {
  const user = userEvent.setup();
  render(
    <AppProvider client={createQueryClient()}>
      <MemoryRouter>
        <ChangePasswordForm userName={MEMBER.email} />
      </MemoryRouter>
    </AppProvider>,
  );
  if (current) await user.type(screen.getByLabelText('Aktuelles Passwort'), current);
  if (next) await user.type(screen.getByLabelText('Neues Passwort'), next);
  if (confirmation) await user.type(screen.getByLabelText('Neues Passwort bestätigen'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
}

describe('ChangePasswordForm', () => {
  it('changes the password and keeps this device signed in with the token the server sent', async () => {
    const renewed = fakeToken();
    const api = installFakeApi({
      [CHANGE]: () => json(200, { message: 'Das Passwort wurde geändert.', token: renewed }),
    });
    setSession({ token: fakeToken(), user: MEMBER });
    await change('altes-passwort', 'neues-passwort');
    expect((await screen.findByRole('status')).textContent).toContain('Das Passwort wurde geändert.');
    expect(sessionStore.getState().accessToken).toBe(renewed);
    expect(api.calls[0]!.body).toEqual({ currentPassword: 'altes-passwort', newPassword: 'neues-passwort' });
    expect((screen.getByLabelText('Neues Passwort') as HTMLInputElement).value).toBe('');
  });

  it('says a signed-out user must sign in first, without asking the server', async () => {
    const api = installFakeApi({});
    sessionStore.setState({ status: 'signedOut' });
    await change('altes-passwort', 'neues-passwort');
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.PASSWORD_CHANGE_LOGGED_OUT.message);
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message, or 'Fehler beim Ändern des Passworts' when it has none", async () => {
    const api = installFakeApi({
      [CHANGE]: () => errorAnswer(400, 'CURRENT_PASSWORD_WRONG', ERRORS.CURRENT_PASSWORD_WRONG.message),
    });
    setSession({ token: fakeToken(), user: MEMBER });
    await change('falsch', 'neues-passwort');
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.CURRENT_PASSWORD_WRONG.message);
    expect(screen.getByLabelText('Aktuelles Passwort').getAttribute('aria-invalid')).toBe('true');

    api.routes[CHANGE] = () => errorAnswer(500, 'SERVER_ERROR', 'intern');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await screen.findByText(ERRORS.PASSWORD_CHANGE_FAILED.message);
  });

  it('checks the confirmation and the length before sending', async () => {
    const api = installFakeApi({});
    setSession({ token: fakeToken(), user: MEMBER });
    await change('', 'kurz', 'anders');
    const items = [...(await screen.findByRole('alert')).querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      MESSAGES.currentPasswordRequired,
      MESSAGES.passwordTooShort,
      MESSAGES.passwordsDiffer,
    ]);
    expect(api.calls).toEqual([]);
  });
});
