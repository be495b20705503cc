// TEMPORARY: the billing API's paths of /work/wt/briefs/issue-33.md until domain/api-paths.ts names them
// (branch i33-server); then this file goes.
const BASE = '/api/v1/billing';

export const BILLING_PATHS = {
  settings: `${BASE}/settings`,
  preview: `${BASE}/runs/preview`,
  runs: `${BASE}/runs`,
  run: (id: number) => `${BASE}/runs/${id}`,
  runPain008: (id: number) => `${BASE}/runs/${id}/pain008`,
  invoices: `${BASE}/invoices`,
  invoicePdf: (id: number) => `${BASE}/invoices/${id}/pdf`,
  invoiceCancel: (id: number) => `${BASE}/invoices/${id}/cancel`,
  invoiceReturn: (id: number) => `${BASE}/invoices/${id}/return`,
  invoicePayment: (id: number) => `${BASE}/invoices/${id}/payment`,
  returns: `${BASE}/returns`,
  exportCsv: `${BASE}/export.csv`,
  client: (userId: number) => `${BASE}/clients/${userId}`,
  mine: `${BASE}/mine`,
};
