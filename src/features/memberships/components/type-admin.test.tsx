// The membership types' admin form (issue 34): 'Gilt in allen Standorten' and the list's 'Alle Standorte' badge
// appear only in a chain (two or more locations); a single studio's form looks as before and keeps the flag as
// it is when saving.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { MembershipType } from '#domain/memberships/schemas';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { MembershipTypeAdmin } from './type-admin';

const chainCore: MembershipType = {
  id: 4,
  name: 'CORE Kette',
  badge: '',
  weeklyPriceCents: null,
  monthlyPriceCents: 6900,
  oneTimePriceCents: null,
  features: [],
  categories: ['wellness', 'cardio', 'strength', 'fitness'],
  limits: [],
  credits: null,
  validityDays: null,
  active: true,
  listed: true,
  sortOrder: 10,
  soldOnline: false,
  setupFeeCents: 0,
  minimumTermMonths: null,
  noticePeriodWeeks: 4,
  allLocations: true,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function fakeApi() {
  return installFakeApi({
    [`GET ${API_PATHS.membershipTypes}`]: () => json(200, [chainCore]),
    [`PUT ${API_PATHS.membershipType(chainCore.id)}`]: (call) =>
      json(200, { ...chainCore, ...(call.body as object) }),
  });
}

describe("a membership type's 'Alle Standorte'", () => {
  it('one location: neither the badge nor the checkbox, and saving keeps the flag', async () => {
    const api = fakeApi();
    renderWithProviders(<MembershipTypeAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: CORE Kette' }));
    expect(screen.queryByText('Alle Standorte')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Gilt in allen Standorten' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.count(`PUT ${API_PATHS.membershipType(4)}`)).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ allLocations: true });
  });

  it('two locations: the badge, and the checkbox the admin turns off', async () => {
    const api = fakeApi();
    renderWithProviders(<MembershipTypeAdmin multipleLocations />);
    expect(await screen.findByText('Alle Standorte')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bearbeiten: CORE Kette' }));
    const box = screen.getByRole('checkbox', { name: 'Gilt in allen Standorten' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.count(`PUT ${API_PATHS.membershipType(4)}`)).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ allLocations: false });
  });
});
