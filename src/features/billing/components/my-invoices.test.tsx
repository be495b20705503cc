// 'Meine Rechnungen' (issue 33): the mandate with the IBAN masked, each invoice's status in German with what is
// open, a cancellation invoice named as such, the PDF per invoice and the retention note.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { API_PATHS } from '#domain/api-paths';
import { invoiceOf } from '../testing';
import { MyInvoices } from './my-invoices';

const NOTE =
  'Rechnungen und Verträge bewahren wir zehn Jahre auf (§ 147 AO, § 14b UStG), auch wenn du dein Konto löschst.';

afterEach(() => vi.unstubAllGlobals());

describe("the member's invoices", () => {
  it('shows the mandate, the statuses in German, a PDF each and the retention note', async () => {
    installFakeApi({
      [`GET ${API_PATHS.myBilling}`]: () =>
        json(200, {
          mandate: {
            contractNumber: 'KR-ABCD2345',
            accountHolder: 'Max Mitglied',
            ibanMasked: 'DE89 •••• •••• •••• ••30 00',
            mandateReference: 'KR-ABCD2345-1',
            mandateSignedOn: '2026-10-30',
          },
          invoices: [
            invoiceOf({
              id: 4,
              number: '2026-000004',
              status: 'returned',
              openCents: 11200,
              returnFeeCents: 300,
            }),
            invoiceOf({ id: 3, number: '2026-000003', status: 'paid' }),
            invoiceOf({
              id: 2,
              number: '2026-000002',
              kind: 'cancellation',
              cancelsNumber: '2026-000001',
              grossCents: -10900,
            }),
            invoiceOf({ id: 1, number: '2026-000001', status: 'cancelled' }),
          ],
          retentionNote: NOTE,
        }),
    });
    renderWithProviders(<MyInvoices userId={3} />);
    expect(await screen.findByRole('heading', { name: 'Meine Rechnungen' })).toBeTruthy();
    expect(screen.getByText('DE89 •••• •••• •••• ••30 00')).toBeTruthy();
    expect(screen.getByText('30.10.2026')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('zurückgegeben – offen');
    expect(items[0]).toContain('offen 112,00 €');
    expect(items[1]).toContain('bezahlt');
    expect(items[2]).toContain('Stornorechnung 2026-000002');
    expect(items[2]).toContain('-109,00 €');
    expect(items[3]).toContain('storniert');
    expect(screen.getAllByRole('button', { name: /^Rechnung 2026-00000\d als PDF$/ })).toHaveLength(4);
    expect(screen.getByText(NOTE)).toBeTruthy();
  });

  it('shows nothing to a member without mandate and invoices', async () => {
    const api = installFakeApi({
      [`GET ${API_PATHS.myBilling}`]: () => json(200, { mandate: null, invoices: [], retentionNote: NOTE }),
    });
    const { container } = renderWithProviders(<MyInvoices userId={3} />);
    await vi.waitFor(() => expect(api.count(`GET ${API_PATHS.myBilling}`)).toBe(1));
    expect(container.textContent).toBe('');
  });
});
