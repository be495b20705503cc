// A new SEPA mandate at the desk (issue 33): the domain schema's German messages before anything is sent (a wrong
// IBAN, no date); a valid mandate is sent normalised and the new reference confirmed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { AdminContractDetail } from '#domain/contracts/schemas';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { MandateChangeForm } from './mandate-change-form';

const CONTRACT: AdminContractDetail = {
  id: 7,
  contractNumber: 'KR-DEMO0002',
  typeId: 2,
  typeName: 'CORE',
  monthlyPriceCents: 6900,
  setupFeeCents: 2900,
  minimumTermMonths: 12,
  noticePeriodWeeks: 4,
  totalPriceCents: 85700,
  startsOn: '2026-12-01',
  minimumTermEndsOn: '2027-11-30',
  concludedAt: '2026-11-20T10:00:00.000Z',
  expressStartRequestedAt: null,
  firstDebit: { date: '2026-12-01', amountCents: 9800 },
  ibanMasked: 'DE89 **** **** **** **30 00',
  mandateReference: 'M-KR-DEMO0002',
  status: 'active',
  endsOn: null,
  withdrawalDeadline: '2026-12-04',
  canWithdraw: false,
  cancellation: null,
  withdrawal: null,
  agbVersion: 1,
  withdrawalVersion: 1,
  pdfPath: '/api/v1/contracts/7/pdf',
  userId: 40,
  firstName: 'Frieda',
  lastName: 'Vollmer',
  email: 'frieda@example.org',
  dateOfBirth: '1990-01-01',
  street: 'Musterweg 1',
  postalCode: '10115',
  city: 'Berlin',
  phone: '030 1234567',
  accountHolder: 'Frieda Vollmer',
  membershipId: 12,
  iban: 'DE89370400440532013000',
};

afterEach(() => vi.unstubAllGlobals());

describe('the new SEPA mandate form', () => {
  it('names a wrong IBAN and a missing date in German before sending, then saves the new mandate', async () => {
    const api = installFakeApi({
      [`PUT ${API_PATHS.contractMandate(7)}`]: (call) =>
        json(200, { ...CONTRACT, ...(call.body as object), mandateReference: 'M-KR-DEMO0002-2' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MandateChangeForm contract={CONTRACT} />);
    expect((screen.getByLabelText('Kontoinhaber/in') as HTMLInputElement).value).toBe('Frieda Vollmer');
    await user.type(screen.getByLabelText(/Neue IBAN/), 'DE00 1234');
    await user.click(screen.getByRole('button', { name: 'Neues Mandat speichern' }));
    expect(api.count(`PUT ${API_PATHS.contractMandate(7)}`)).toBe(0);
    expect(screen.getAllByText(/IBAN/).length).toBeGreaterThan(1);
    expect(screen.getAllByText(/Datum der Unterschrift/).length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText(/Neue IBAN/));
    await user.type(screen.getByLabelText(/Neue IBAN/), 'de02 1203 0000 0000 2020 51');
    await user.type(screen.getByLabelText('Unterschrieben am'), '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Neues Mandat speichern' }));
    await vi.waitFor(() => expect(api.count(`PUT ${API_PATHS.contractMandate(7)}`)).toBe(1));
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      accountHolder: 'Frieda Vollmer',
      iban: 'DE02120300000000202051',
      signedOn: '2026-12-15',
    });
    expect(await screen.findByText(/Das neue Mandat M-KR-DEMO0002-2 wurde gespeichert/)).toBeTruthy();
  });
});
