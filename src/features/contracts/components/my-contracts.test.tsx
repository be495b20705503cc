// 'Meine Verträge' (issue 31): the member's contract with its masked IBAN; the withdrawal function of § 356a BGB —
// 'Vertrag widerrufen', a confirmation step, nothing sent before 'Widerruf jetzt erklären', then the
// acknowledgement with date and time and the value owed after an express start.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { Contract } from '#domain/contracts/schemas';
import { installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { MyContracts } from './my-contracts';

const CONTRACT: Contract = {
  id: 7,
  contractNumber: 'KR-ABCD2345',
  typeId: 2,
  typeName: 'HYBRID PRO',
  monthlyPriceCents: 10900,
  setupFeeCents: 2900,
  minimumTermMonths: 6,
  noticePeriodWeeks: 4,
  totalPriceCents: 68300,
  startsOn: '2026-11-30',
  minimumTermEndsOn: '2027-05-29',
  concludedAt: '2026-11-30T09:00:00.000Z',
  expressStartRequestedAt: '2026-11-30T09:00:00.000Z',
  firstDebit: { date: '2026-12-07', amountCents: 13800 },
  ibanMasked: 'DE89 •••• •••• •••• ••30 00',
  mandateReference: 'KR-ABCD2345-1',
  status: 'active',
  endsOn: null,
  withdrawalDeadline: '2026-12-14',
  canWithdraw: true,
  cancellation: null,
  withdrawal: null,
  agbVersion: 1,
  withdrawalVersion: 1,
  pdfPath: '/api/v1/contracts/7/pdf',
};

afterEach(() => vi.unstubAllGlobals());

describe("the member's contracts", () => {
  it('withdraws after the confirmation step and acknowledges with date, time and the value owed', async () => {
    const api = installFakeApi({
      [`GET ${API_PATHS.myContracts}`]: () => json(200, [CONTRACT]),
      [`POST ${API_PATHS.contractWithdrawal(7)}`]: () =>
        json(200, { receivedAt: '2026-12-03T11:00:00.000Z', proRataCents: 1433, endsOn: '2026-12-03' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyContracts userId={3} />);
    expect(await screen.findByText('DE89 •••• •••• •••• ••30 00')).toBeTruthy();
    expect(screen.getByText('14.12.2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Vertrag widerrufen' }));
    expect(screen.getByRole('group', { name: 'Widerruf bestätigen' })).toBeTruthy();
    expect(api.count(`POST ${API_PATHS.contractWithdrawal(7)}`)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Widerruf jetzt erklären' }));

    const ack = await screen.findByRole('status');
    expect(ack.textContent).toContain('Dein Widerruf ist eingegangen');
    expect(ack.textContent).toContain('Eingegangen am 03.12.2026, 12:00 Uhr.');
    expect(ack.textContent).toContain('14,33 €');
    expect(document.activeElement?.textContent).toBe('Dein Widerruf ist eingegangen');
    expect(api.count(`POST ${API_PATHS.contractWithdrawal(7)}`)).toBe(1);
  });
});
