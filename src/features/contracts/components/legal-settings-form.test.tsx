// The studio's legal data in the settings (issue 31): the domain schema's German messages at their fields before
// anything is sent; a valid change is sent whole (creditor id as typed, upper case) and confirmed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { LegalSettingsForm } from './legal-settings-form';

const LEGAL = {
  studioName: 'Kraftraum Studio',
  street: 'Musterstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  email: 'hallo@kraftraum.de',
  phone: '030 1234567',
  creditorId: 'DE98ZZZ09999999999',
  register: '',
  vatId: '',
  minimumAge: 18,
  prenotificationDays: 5,
  agbVersion: 1,
  withdrawalVersion: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('the legal settings form', () => {
  it('names wrong fields in German before sending, then saves the whole record', async () => {
    const api = installFakeApi({
      [`GET ${API_PATHS.legal}`]: () => json(200, LEGAL),
      [`PUT ${API_PATHS.legalSettings}`]: (call) => json(200, { ...LEGAL, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LegalSettingsForm />);
    const age = await screen.findByLabelText('Mindestalter');
    await user.clear(age);
    await user.type(age, '30');
    await user.clear(screen.getByLabelText('PLZ'));
    await user.type(screen.getByLabelText('PLZ'), '101');
    await user.click(screen.getByRole('button', { name: 'Rechtliche Angaben speichern' }));
    expect(api.count(`PUT ${API_PATHS.legalSettings}`)).toBe(0);
    expect(
      screen.getAllByText('Das Mindestalter muss zwischen 14 und 21 Jahren liegen').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Bitte gib eine fünfstellige Postleitzahl ein').length).toBeGreaterThan(0);

    await user.clear(age);
    await user.type(age, '16');
    await user.clear(screen.getByLabelText('PLZ'));
    await user.type(screen.getByLabelText('PLZ'), '10117');
    await user.clear(screen.getByLabelText('Gläubiger-Identifikationsnummer (SEPA)'));
    await user.type(
      screen.getByLabelText('Gläubiger-Identifikationsnummer (SEPA)'),
      'de98 zzz0 9999 9999 99',
    );
    await user.click(screen.getByRole('button', { name: 'Rechtliche Angaben speichern' }));
    expect(await screen.findByText('Die rechtlichen Angaben wurden gespeichert.')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({ minimumAge: 16, postalCode: '10117', creditorId: 'DE98ZZZ09999999999' });
  });
});
