import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { MESSAGES } from '#domain/schemas/users';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { MEMBER, errorAnswer, fakeToken, installFakeApi, json } from '../../../testing/fake-api';
import { sessionStore, setSession } from '../session-store';
import { ProfileForm } from './profile-form';

const UPDATE = `PUT ${API_PATHS.user(MEMBER.id)}`;

function renderForm() {
  setSession({ token: fakeToken(), user: MEMBER });
  const user = userEvent.setup();
  render(
    <AppProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProfileForm user={MEMBER} />
      </MemoryRouter>
    </AppProvider>,
  );
  return user;
}

describe('ProfileForm', () => {
  it("saves the new name and e-mail, and the session's user follows", async () => {
    const api = installFakeApi({
      [UPDATE]: (call) => json(200, { ...MEMBER, ...(call.body as object) }),
    });
    const user = renderForm();
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Max');
    await user.clear(screen.getByLabelText('Vorname'));
    await user.type(screen.getByLabelText('Vorname'), 'Maximilian');
    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'Max@Example.de');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    expect((await screen.findByRole('status')).textContent).toBe('Deine Daten wurden gespeichert.');
    expect(api.calls[0]!.body).toEqual({
      firstName: 'Maximilian',
      lastName: 'Mitglied',
      email: 'max@example.de',
    });
    expect(sessionStore.getState().user).toMatchObject({ firstName: 'Maximilian', email: 'max@example.de' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser)!).firstName).toBe('Maximilian');
  });

  it('checks the fields with the domain messages before sending', async () => {
    const api = installFakeApi({});
    const user = renderForm();
    await user.clear(screen.getByLabelText('Nachname'));
    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'max@');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    const items = [...(await screen.findByRole('alert')).querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([MESSAGES.lastNameRequired, MESSAGES.emailInvalid]);
    expect(api.calls).toEqual([]);
  });

  it('marks the e-mail field when the address belongs to someone else', async () => {
    const message = 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.';
    installFakeApi({ [UPDATE]: () => errorAnswer(409, 'EMAIL_TAKEN', message) });
    const user = renderForm();
    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'admin@kraftraum.de');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
  });
});
