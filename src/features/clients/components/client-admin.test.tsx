// The desk's client edit (issue 34): the home studio can be chosen only in a chain (two or more locations); a
// client without one shows the first location; a single studio's form looks and saves as before.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { Client } from '#domain/schemas/clients';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { ClientAdmin } from './client-admin';

const client: Client = {
  id: 5,
  email: 'erika@example.de',
  firstName: 'Erika',
  lastName: 'Mustermann',
  roles: ['User'],
  isActive: true,
  homeLocationId: null,
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

describe("the desk sets a client's home studio", () => {
  it('one location: no select, and the edit sends no home studio', async () => {
    const api = fakeApi();
    renderWithProviders(<ClientAdmin locations={[LOCATIONS[0]!]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Öffnen: Erika Mustermann' }));
    expect(screen.queryByRole('combobox', { name: 'Heimatstudio' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(api.count(`PUT ${API_PATHS.user(client.id)}`)).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('homeLocationId');
  });

  it('two locations: none chosen shows the first location; the desk moves the client to Nord', async () => {
    const api = fakeApi();
    renderWithProviders(<ClientAdmin locations={LOCATIONS} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Öffnen: Erika Mustermann' }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Heimatstudio' });
    expect(select.value).toBe('1');
    await userEvent.selectOptions(select, 'Kraftraum Nord');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(api.count(`PUT ${API_PATHS.user(client.id)}`)).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ homeLocationId: 2 });
  });
});
