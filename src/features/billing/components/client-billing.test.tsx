// The client screen's billing (issue 33): the flag 'Zwei Rücklastschriften in Folge', the mandate with the IBAN
// masked, 'Rücklastschrift erfassen' (date and reason code, sent once after the dialog) and 'Stornieren' (a reason
// required; the cancellation invoice's number shown).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { API_PATHS } from '#domain/api-paths';
import { invoiceOf } from '../testing';
import { ClientBilling } from './client-billing';

const MANDATE = {
  contractNumber: 'KR-ABCD2345',
  accountHolder: 'Max Mitglied',
  ibanMasked: 'DE89 •••• •••• •••• ••30 00',
  mandateReference: 'KR-ABCD2345-1',
  mandateSignedOn: '2026-10-30',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-08T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the client screen's invoices", () => {
  it('records a return with date and reason code, then shows the flag', async () => {
    let returned = false;
    const api = installFakeApi({
      [`GET ${API_PATHS.billingClient(3)}`]: () =>
        json(200, {
          returnsInARow: returned ? 2 : 1,
          flagged: returned,
          mandate: MANDATE,
          invoices: [
            invoiceOf({
              id: 12,
              number: '2026-000012',
              status: returned ? 'returned' : 'collected',
              openCents: returned ? 11200 : 0,
            }),
            invoiceOf({ id: 11, status: 'returned', openCents: 11200, returnFeeCents: 300 }),
          ],
        }),
      [`POST ${API_PATHS.billingInvoiceReturn(12)}`]: () => {
        returned = true;
        return json(200, invoiceOf({ id: 12, number: '2026-000012', status: 'returned', openCents: 11200 }));
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientBilling userId={3} name="Max Mitglied" />);
    const table = await screen.findByRole('table', { name: 'Rechnungen von Max Mitglied' });
    expect(screen.getByText('DE89 •••• •••• •••• ••30 00')).toBeTruthy();
    expect(screen.getByText('KR-ABCD2345-1')).toBeTruthy();
    expect(screen.queryByText('Zwei Rücklastschriften in Folge')).toBeNull();
    expect(within(table).getByText('zurückgegeben – offen')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Rücklastschrift erfassen' }));
    const dialog = screen.getByRole('dialog', { name: 'Rücklastschrift zu Rechnung 2026-000012' });
    expect((within(dialog).getByLabelText('Datum der Rücklastschrift') as HTMLInputElement).value).toBe(
      '2026-12-08',
    );
    await user.selectOptions(within(dialog).getByLabelText('Rückgabegrund der Bank'), 'AM04');
    expect(api.count(`POST ${API_PATHS.billingInvoiceReturn(12)}`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rücklastschrift erfassen' }));
    expect(await screen.findByText('Zwei Rücklastschriften in Folge')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      returnedOn: '2026-12-08',
      reasonCode: 'AM04',
    });
    expect(api.count(`POST ${API_PATHS.billingInvoiceReturn(12)}`)).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels with a reason and names the cancellation invoice', async () => {
    const api = installFakeApi({
      [`GET ${API_PATHS.billingClient(3)}`]: () =>
        json(200, { returnsInARow: 0, flagged: false, mandate: null, invoices: [invoiceOf()] }),
      [`POST ${API_PATHS.billingInvoiceCancel(11)}`]: () =>
        json(
          201,
          invoiceOf({
            id: 20,
            number: '2026-000020',
            kind: 'cancellation',
            cancelsNumber: '2026-000011',
            netCents: -9160,
            vatCents: -1740,
            grossCents: -10900,
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientBilling userId={3} name="Max Mitglied" />);
    expect(await screen.findByText('Kein SEPA-Lastschriftmandat.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    await user.click(screen.getByRole('button', { name: 'Stornorechnung ausstellen' }));
    expect(api.count(`POST ${API_PATHS.billingInvoiceCancel(11)}`)).toBe(0);
    expect(
      screen.getAllByText('Bitte gib den Grund der Stornierung an (3 bis 500 Zeichen)').length,
    ).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Grund der Stornierung'), 'Doppelt berechnet');
    await user.click(screen.getByRole('button', { name: 'Stornorechnung ausstellen' }));
    expect(
      await screen.findByText(/Stornorechnung 2026-000020 zu 2026-000011 ausgestellt: -109,00 €/),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Doppelt berechnet' });
  });
});
