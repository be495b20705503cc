import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { MESSAGES } from '#domain/schemas/users';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { MEMBER, errorAnswer, fakeToken, installFakeApi, json } from '../../../testing/fake-api';
import { sessionStore } from '../session-store';
import { RegisterForm } from './register-form';

function renderForm() {
  const user = userEvent.setup();
  render(
    <AppProvider client={createQueryClient()}>
      <MemoryRouter>
        <RegisterForm />
      </MemoryRouter>
    </AppProvider>,
  );
  return user;
}

const submit = () => screen.getByRole('button', { name: 'Konto anlegen' });

describe('RegisterForm', () => {
  it('lists all five failing rules at once, with the exact texts, and focuses the list', async () => {
    const api = installFakeApi({});
    const user = renderForm();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'keine-adresse');
    await user.type(screen.getByLabelText('Passwort'), 'kurz');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'anders');
    await user.click(submit());

    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Vorname ist erforderlich',
      'Nachname ist erforderlich',
      'Gültige E-Mail-Adresse ist erforderlich',
      'Passwort muss mindestens 6 Zeichen lang sein',
      'Passwörter stimmen nicht überein',
    ]);
    expect(document.activeElement).toBe(alert);
    expect(api.calls).toEqual([]); // nothing was sent

    // Each field says what is wrong with it, linked for screen readers.
    const firstName = screen.getByLabelText('Vorname');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = firstName.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.firstNameRequired);
  });

  it('an empty form gives the four required and format messages (the confirmation matches the empty password)', async () => {
    installFakeApi({});
    const user = renderForm();
    await user.click(submit());
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.emailInvalid,
      MESSAGES.passwordTooShort,
    ]);
  });

  it("shows the server's refusal: a taken e-mail on the e-mail field", async () => {
    const message = 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.';
    installFakeApi({ [`POST ${API_PATHS.register}`]: () => errorAnswer(409, 'EMAIL_TAKEN', message) });
    const user = renderForm();
    await user.type(screen.getByLabelText('Vorname'), 'Max');
    await user.type(screen.getByLabelText('Nachname'), 'Mitglied');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'mitglied@kraftraum.de');
    await user.type(screen.getByLabelText('Passwort'), 'ein-langes-passwort');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'ein-langes-passwort');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
  });

  it("lists the server's field messages, e.g. a too common password", async () => {
    installFakeApi({
      [`POST ${API_PATHS.register}`]: () =>
        errorAnswer(400, 'VALIDATION', 'Eingabefehler. Bitte überprüfe deine Angaben.', [
          { path: 'password', message: MESSAGES.passwordTooCommon },
        ]),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Vorname'), 'Lena');
    await user.type(screen.getByLabelText('Nachname'), 'Neu');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'passwort123');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'passwort123');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText('Passwort').getAttribute('aria-invalid')).toBe('true');
  });

  it('registers with userName = e-mail and signs the new member in', async () => {
    const token = fakeToken();
    const api = installFakeApi({
      [`POST ${API_PATHS.register}`]: () => json(201, { token }),
      [`GET ${API_PATHS.currentUser}`]: () => json(200, { ...MEMBER, email: 'lena@example.de' }),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Vorname'), 'Lena');
    await user.type(screen.getByLabelText('Nachname'), 'Neu');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'Lena@Example.de');
    await user.type(screen.getByLabelText('Passwort'), 'ein-langes-passwort');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'ein-langes-passwort');
    await user.click(submit());

    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
    expect(api.calls[0]!.body).toEqual({
      firstName: 'Lena',
      lastName: 'Neu',
      email: 'lena@example.de',
      userName: 'lena@example.de',
      password: 'ein-langes-passwort',
    });
    expect(api.calls[1]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(sessionStore.getState()).toMatchObject({ verified: true, accessToken: token });
  });
});
