// Billing (issue 33, decision 0194): the billing settings, the debit run (preview, final run, list, the bank
// file), the invoices (list, PDF, cancellation, a return by hand, a payment), the returns of a camt.054 file,
// the accountant's CSV, the desk's view of a client and the member's own. Admin only but for the member's own
// reads. Thin: every rule is in the billing service; each route's contract is its schema (decision 0141).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  BillingSettingsSchema,
  BillingSettingsWriteSchema,
  CamtUploadSchema,
  CancelRequestSchema,
  ClientBillingSchema,
  ExportQuerySchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSummarySchema,
  MineSchema,
  PaymentRequestSchema,
  ReturnRequestSchema,
  ReturnsResultSchema,
  RunListSchema,
  RunPreviewSchema,
  RunRequestSchema,
  RunSchema,
} from '#domain/billing/schemas';
import { IdParamsSchema, IdSchema } from '#domain/schemas/common';
import { z } from '#domain/schemas/zod';
import { conflict, contracts, errors, file, sendFile } from '../../openapi/contract';
import type { BillingService } from '../../modules/billing/billing.service';

export interface BillingRoutesOptions {
  billing: BillingService;
}

/** A file answer's description for the OpenAPI document. */
export default async function billingRoutes(fastify: FastifyInstance, { billing }: BillingRoutesOptions) {
  const app = contracts(fastify);
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const tags = ['Beiträge und Rechnungen'];

  app.get(
    API_PATHS.billingSettings,
    {
      schema: {
        summary:
          'Einstellungen zu Beiträgen: Studiokonto, Steuernummer, USt-Satz, Rücklastschriftgebühr (Admin)',
        tags,
        response: { 200: BillingSettingsSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => billing.settings(),
  );

  app.put(
    API_PATHS.billingSettings,
    {
      schema: {
        summary: 'Einstellungen zu Beiträgen ändern (Admin)',
        tags,
        body: BillingSettingsWriteSchema,
        response: { 200: BillingSettingsSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => billing.updateSettings(request.user!, request.body),
  );

  app.post(
    API_PATHS.billingRunPreview,
    {
      schema: {
        summary:
          'Lastschriftlauf ansehen, bevor er gilt: Mitglieder, Beträge, Summe (nichts wird gespeichert)',
        tags,
        body: RunRequestSchema,
        response: { 200: RunPreviewSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => billing.preview(request.body),
  );

  app.post(
    API_PATHS.billingRuns,
    {
      schema: {
        summary:
          'Lastschriftlauf abschließen: Rechnungen, Vorabankündigungen und Bankdatei, einmal je Monat (201; 200 mit dem bestehenden Lauf)',
        tags,
        body: RunRequestSchema,
        response: { 200: RunSchema, 201: RunSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const { run, created } = await billing.finalise(request.user!, request.body);
      reply.status(created ? 201 : 200);
      return run;
    },
  );

  app.get(
    API_PATHS.billingRuns,
    {
      schema: {
        summary: 'Lastschriftläufe, neuester Monat zuerst (Admin)',
        tags,
        response: { 200: RunListSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => billing.runs(),
  );

  app.get(
    API_PATHS.billingRun(':id'),
    {
      schema: {
        summary: 'Ein Lastschriftlauf mit seinen Rechnungen (Admin)',
        tags,
        params: IdParamsSchema,
        response: { 200: RunSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => billing.run(request.params.id),
  );

  app.get(
    API_PATHS.billingRunPain008(':id'),
    {
      schema: {
        summary: 'Die Bankdatei des Laufs (pain.008, wie erstellt)',
        tags,
        params: IdParamsSchema,
        response: { 200: file('SEPA-Lastschriftdatei (pain.008 XML)', 'application/xml'), ...errors },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const { xml, filename } = await billing.painFile(request.params.id);
      return sendFile(reply, 'application/xml; charset=utf-8', filename, xml);
    },
  );

  app.get(
    API_PATHS.billingInvoices,
    {
      schema: {
        summary: 'Rechnungen und Stornorechnungen nach Monat oder Mitglied, neueste zuerst (Admin)',
        tags,
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => billing.invoices(request.query),
  );

  app.get(
    API_PATHS.billingInvoicePdf(':id'),
    {
      schema: {
        summary: 'Rechnung als PDF (eigene Rechnung, oder Admin)',
        tags,
        params: IdParamsSchema,
        response: { 200: file('Die Rechnung als PDF (§ 14 Abs. 4 UStG)', 'application/pdf'), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      const { file: pdf, filename } = await billing.pdf(request.user!, request.params.id);
      return sendFile(reply, 'application/pdf', filename, pdf);
    },
  );

  app.post(
    API_PATHS.billingInvoiceCancel(':id'),
    {
      schema: {
        summary: 'Rechnung stornieren: eine Stornorechnung mit eigener Nummer, die auf sie verweist (Admin)',
        tags,
        params: IdParamsSchema,
        body: CancelRequestSchema,
        response: { 201: InvoiceSummarySchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const cancellation = await billing.cancel(request.user!, request.params.id, request.body);
      reply.status(201);
      return cancellation;
    },
  );

  app.post(
    API_PATHS.billingInvoiceReturn(':id'),
    {
      schema: {
        summary:
          'Rücklastschrift von Hand erfassen: wieder offen mit Gebühr, das Mitglied bekommt eine E-Mail',
        tags,
        params: IdParamsSchema,
        body: ReturnRequestSchema,
        response: { 200: InvoiceSummarySchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => billing.returnByHand(request.user!, request.params.id, request.body),
  );

  app.post(
    API_PATHS.billingReturns,
    {
      schema: {
        summary: 'Rücklastschriften aus einer camt.054-Datei erfassen (je Lastschrift einmal)',
        tags,
        body: CamtUploadSchema,
        response: { 200: ReturnsResultSchema, ...errors },
      },
      // A camt.054 file up to 2 MB, as JSON text (escaping can add a little).
      bodyLimit: 3 * 1024 * 1024,
      ...adminOnly,
    },
    async (request) => billing.returnsFromCamt(request.user!, request.body.xml),
  );

  app.post(
    API_PATHS.billingInvoicePayment(':id'),
    {
      schema: {
        summary: 'Zahlung einer zurückgegebenen Lastschrift erfassen (bar, Karte, Überweisung)',
        tags,
        params: IdParamsSchema,
        body: PaymentRequestSchema,
        response: { 200: InvoiceSummarySchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => billing.payment(request.user!, request.params.id, request.body),
  );

  app.get(
    API_PATHS.billingExport,
    {
      schema: {
        summary: 'Buchhaltungsexport (CSV: Semikolon, Dezimalkomma, UTF-8 mit BOM), eine Zeile je Beleg',
        tags,
        querystring: ExportQuerySchema,
        response: { 200: file('CSV für die Buchhaltung', 'text/csv'), ...errors },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const { csv, filename } = await billing.exportCsv(request.query);
      return sendFile(reply, 'text/csv; charset=utf-8', filename, csv);
    },
  );

  app.get(
    API_PATHS.billingClient(':userId'),
    {
      schema: {
        summary:
          'Beiträge eines Klienten an der Theke: Rücklastschriften in Folge, Markierung, Mandat, Rechnungen',
        tags,
        params: z.object({ userId: IdSchema }),
        response: { 200: ClientBillingSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => billing.client(request.params.userId),
  );

  app.get(
    API_PATHS.myBilling,
    {
      schema: {
        summary: 'Meine Beiträge: Mandat (IBAN maskiert), Rechnungen, Aufbewahrung',
        tags,
        response: { 200: MineSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => billing.mine(request.user!),
  );
}
