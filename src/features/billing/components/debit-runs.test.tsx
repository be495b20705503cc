// 'Beiträge' (issue 33): the preview lists members, lines, sum and count and stores nothing; 'Lauf abschließen'
// asks once more and sends one request; the run's invoices and 'Bankdatei herunterladen' follow. A period whose
// run exists is said in the server's German words.
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, installFakeApi, json } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-page';
import { API_PATHS } from '#domain/api-paths';
import { invoiceOf } from '../testing';
import { DebitRuns } from './debit-runs';

const PREVIEW = {
  period: '2026-12',
  collectionDate: '2026-12-02',
  earliestCollectionDate: '2026-12-02',
  items: [
    {
      contractId: 7,
      contractNumber: 'KR-ABCD2345',
      userId: 3,
      memberName: 'Max Mitglied',
      sequenceType: 'FRST',
      lines: [
        {
          kind: 'monthly',
          text: 'Beitrag Dezember 2026',
          amountCents: 10900,
          from: '2026-12-01',
          to: '2026-12-31',
        },
        { kind: 'setup_fee', text: 'Startpaket', amountCents: 2900, from: '2026-12-01', to: '2026-12-01' },
      ],
      totalCents: 13800,
    },
    {
      contractId: 8,
      contractNumber: 'KR-EFGH6789',
      userId: 4,
      memberName: 'Erika Muster',
      sequenceType: 'RCUR',
      lines: [
        {
          kind: 'monthly',
          text: 'Beitrag Dezember 2026',
          amountCents: 4900,
          from: '2026-12-01',
          to: '2026-12-31',
        },
      ],
      totalCents: 4900,
    },
  ],
  count: 2,
  sumCents: 18700,
};

const RUN = {
  id: 5,
  period: '2026-12',
  collectionDate: '2026-12-02',
  createdAt: '2026-11-27T10:00:00.000Z',
  count: 2,
  sumCents: 18700,
  painVersion: 'pain.008.001.08',
  invoices: [
    invoiceOf({ id: 1, number: '2026-000001', grossCents: 13800, sequenceType: 'FRST' }),
    invoiceOf({ id: 2, number: '2026-000002', memberName: 'Erika Muster', userId: 4, grossCents: 4900 }),
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the admin's debit runs", () => {
  it('previews, confirms once, finalises and offers the run and its bank file', async () => {
    const api = installFakeApi({
      [`GET ${API_PATHS.billingRuns}`]: () => json(200, { runs: [] }),
      [`POST ${API_PATHS.billingRunPreview}`]: () => json(200, PREVIEW),
      [`POST ${API_PATHS.billingRuns}`]: () => json(201, RUN),
      [`GET ${API_PATHS.billingRun(5)}`]: () => json(200, RUN),
    });
    const user = userEvent.setup();
    renderWithProviders(<DebitRuns />);
    // The next month and its first day are proposed.
    expect((screen.getByLabelText('Zeitraum (Monat)') as HTMLInputElement).value).toBe('2026-12');
    expect((screen.getByLabelText('Einzugsdatum') as HTMLInputElement).value).toBe('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));

    const table = await screen.findByRole('table', {
      name: /Vorschau Dezember 2026, Einzug am 02\.12\.2026/,
    });
    expect(api.calls.find((call) => call.path === API_PATHS.billingRunPreview)?.body).toEqual({
      period: '2026-12',
      collectionDate: '2026-12-01',
    });
    // The server moved the date to the earliest allowed one; the field and the hint say so.
    expect((screen.getByLabelText('Einzugsdatum') as HTMLInputElement).value).toBe('2026-12-02');
    expect(screen.getByText(/Frühestens am 02\.12\.2026/)).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Max Mitglied');
    expect(rows[1]!.textContent).toContain('Erstlastschrift');
    expect(rows[1]!.textContent).toContain('Startpaket: 29,00 €');
    expect(rows[1]!.textContent).toContain('138,00 €');
    expect(rows.at(-1)!.textContent).toContain('Summe (2 Lastschriften)');
    expect(rows.at(-1)!.textContent).toContain('187,00 €');
    expect(screen.getByRole('region', { name: /Vorschau Dezember 2026/ }).tabIndex).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Lauf abschließen' }));
    const confirm = screen.getByRole('group', { name: 'Lauf bestätigen' });
    expect(confirm.textContent).toContain('2 Rechnungen über zusammen 187,00 €');
    expect(api.count(`POST ${API_PATHS.billingRuns}`)).toBe(0);
    await user.dblClick(within(confirm).getByRole('button', { name: 'Jetzt abschließen' }));

    const invoices = await screen.findByRole('table', { name: 'Rechnungen des Laufs Dezember 2026' });
    expect(api.count(`POST ${API_PATHS.billingRuns}`)).toBe(1);
    expect(within(invoices).getByText('2026-000002')).toBeTruthy();
    expect(within(invoices).getAllByText('eingezogen')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Bankdatei herunterladen' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Vorschau/ })).toBeNull();
  });

  it('proposes the earliest allowed collection date from the days of notice before any preview', () => {
    installFakeApi({ [`GET ${API_PATHS.billingRuns}`]: () => json(200, { runs: [] }) });
    renderWithProviders(<DebitRuns prenotificationDays={5} />);
    // Friday 27 November 2026 + 5 days: Wednesday 2 December (the 1st is too early).
    expect((screen.getByLabelText('Einzugsdatum') as HTMLInputElement).value).toBe('2026-12-02');
    expect(screen.getByText(/Frühestens am 02\.12\.2026/)).toBeTruthy();
  });

  it('keeps a date typed before the days of notice arrive, and otherwise follows them', async () => {
    installFakeApi({ [`GET ${API_PATHS.billingRuns}`]: () => json(200, { runs: [] }) });
    // The legal settings (the days of notice) arrive after the form is shown, at a tap here.
    function Later() {
      const [days, setDays] = useState<number | undefined>();
      return (
        <>
          <button onClick={() => setDays(5)}>Tage kommen</button>
          <DebitRuns prenotificationDays={days} />
        </>
      );
    }
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Later />);
    const date = () => (screen.getByLabelText('Einzugsdatum') as HTMLInputElement).value;
    expect(date()).toBe('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Tage kommen' }));
    expect(date()).toBe('2026-12-02');
    unmount();

    renderWithProviders(<Later />);
    fireEvent.change(screen.getByLabelText('Einzugsdatum'), { target: { value: '2026-12-07' } });
    await user.click(screen.getByRole('button', { name: 'Tage kommen' }));
    expect(date()).toBe('2026-12-07');
    expect(screen.getByText(/Frühestens am 02\.12\.2026/)).toBeTruthy();
  });

  it('says in German that the period is closed', async () => {
    installFakeApi({
      [`GET ${API_PATHS.billingRuns}`]: () => json(200, { runs: [{ ...RUN, invoices: [] }] }),
      [`POST ${API_PATHS.billingRunPreview}`]: () =>
        errorAnswer(409, 'BILLING_RUN_EXISTS', 'Der Lauf für Dezember 2026 ist bereits abgeschlossen.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<DebitRuns />);
    expect(await screen.findByRole('button', { name: 'Lauf Dezember 2026 öffnen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Der Lauf für Dezember 2026 ist bereits abgeschlossen.',
    );
    expect(screen.queryByRole('button', { name: 'Lauf abschließen' })).toBeNull();
  });
});
