// Billing answers for the ui tests (issue 33's shapes): one invoice to vary per test.
import type { InvoiceSummary } from '#domain/billing/schemas';

export function invoiceOf(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 11,
    number: '2026-000011',
    kind: 'invoice',
    cancelsNumber: null,
    issuedOn: '2026-11-27',
    period: '2026-12',
    periodFrom: '2026-12-01',
    periodTo: '2026-12-31',
    userId: 3,
    memberName: 'Max Mitglied',
    netCents: 9160,
    vatCents: 1740,
    vatRatePercent: 19,
    grossCents: 10900,
    status: 'collected',
    returnFeeCents: 0,
    openCents: 0,
    sequenceType: 'RCUR',
    ...overrides,
  };
}
