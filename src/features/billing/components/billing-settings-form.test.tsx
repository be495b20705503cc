// The billing settings (issue 33): the schema's German messages before sending; a valid change is sent whole,
// the IBAN without spaces, the return fee in cents, the block switch as a boolean, and confirmed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { API_PATHS } from '#domain/api-paths';
import { BILLING_DEFAULTS } from '#domain/billing/schemas';
import { BillingSettingsForm } from './billing-settings-form';

/** The demo settings (the domain's defaults) as the server answers them. */
const SETTINGS = BILLING_DEFAULTS;

afterEach(() => vi.unstubAllGlobals());

describe('the billing settings form', () => {
  it('refuses a wrong fee before sending, then saves the whole record', async () => {
    const api = installFakeApi({
      [`GET ${API_PATHS.billingSettings}`]: () => json(200, SETTINGS),
      [`PUT ${API_PATHS.billingSettings}`]: (call) => json(200, { ...SETTINGS, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BillingSettingsForm />);
    const fee = await screen.findByLabelText('Rücklastschriftgebühr (€)');
    expect((fee as HTMLInputElement).value).toBe('3,00');
    await user.clear(fee);
    await user.type(fee, 'drei');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(api.count(`PUT ${API_PATHS.billingSettings}`)).toBe(0);
    expect(screen.getByLabelText('Rücklastschriftgebühr (€)').getAttribute('aria-invalid')).toBe('true');

    await user.clear(fee);
    await user.type(fee, '4,50');
    await user.clear(screen.getByLabelText('IBAN des Studios'));
    await user.type(screen.getByLabelText('IBAN des Studios'), 'de02 1203 0000 0000 2020 51');
    await user.click(screen.getByLabelText(/Nach zwei Rücklastschriften in Folge/));
    await user.selectOptions(screen.getByLabelText('Format der Bankdatei'), 'pain.008.001.02');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Die Einstellungen für Beiträge wurden gespeichert.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...SETTINGS,
      creditorIban: 'DE02120300000000202051',
      returnFeeCents: 450,
      blockBookingsAfterReturns: true,
      painVersion: 'pain.008.001.02',
    });
    expect((fee as HTMLInputElement).value).toBe('4,50');
  });
});
