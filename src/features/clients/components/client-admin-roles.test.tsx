// The client edit's roles (issue 34, decision 0205): an admin of a chain makes an account 'Studioleitung' and gives
// it its locations; a single studio's form offers the roles as before; a manager edits a client without the roles.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { Client } from '#domain/schemas/clients';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { ClientAdmin } from './client-admin';

const client: Client = {
  id: 7,
  email: 'lea@example.de',
  firstName: 'Lea',
  lastName: 'Leitung',
  roles: ['User'],
  isActive: true,
  mustChangePassword: false,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const LOCATIONS = [
  { id: 1, name: 'Kraftraum Mitte' },
  { id: 2, name: 'Kraftraum Nord' },
];

afterEach(() => vi.unstubAllGlobals());

function fakeApi() {
  return installFakeApi({
    [`GET ${API_PATHS.allUsers}`]: () => json(200, { items: [client], page: 1, pageSize: 20 }),
    [`PUT ${API_PATHS.user(client.id)}`]: (call) => json(200, { ...client, ...(call.body as object) }),
  });
}

async function open() {
  await userEvent.click(await screen.findByRole('button', { name: 'Öffnen: Lea Leitung' }));
  return screen.getByRole('form', { name: 'Daten des Klienten' });
}

async function save(api: ReturnType<typeof fakeApi>) {
  await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
  await waitFor(() => expect(api.count(`PUT ${API_PATHS.user(client.id)}`)).toBe(1));
  return api.calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
}

describe('the client edit gives the Manager role and its locations (admin only)', () => {
  it('one location: no Studioleitung to give, and no locations sent', async () => {
    const api = fakeApi();
    renderWithProviders(<ClientAdmin locations={[LOCATIONS[0]!]} />);
    await open();
    expect(screen.queryByRole('checkbox', { name: 'Studioleitung' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Trainer' })).toBeTruthy();
    expect(await save(api)).not.toHaveProperty('locationIds');
  });

  it('two locations: the admin makes the account Studioleitung of Nord', async () => {
    const api = fakeApi();
    renderWithProviders(<ClientAdmin locations={LOCATIONS} />);
    await open();
    expect(screen.queryByRole('group', { name: 'Standorte der Studioleitung' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Studioleitung' }));
    const places = screen.getByRole('group', { name: 'Standorte der Studioleitung' });
    expect(places).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kraftraum Nord' }));
    expect(await save(api)).toMatchObject({ roles: ['User', 'Manager'], locationIds: [2] });
  });

  it('a manager edits name and status without the roles, and sends none', async () => {
    const api = fakeApi();
    renderWithProviders(<ClientAdmin locations={LOCATIONS} admin={false} />);
    await open();
    expect(screen.queryByRole('group', { name: 'Rollen' })).toBeNull();
    const body = await save(api);
    expect(body).not.toHaveProperty('roles');
    expect(body).not.toHaveProperty('locationIds');
    expect(body).toMatchObject({ firstName: 'Lea', lastName: 'Leitung', isActive: true });
  });
});
