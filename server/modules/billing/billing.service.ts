// Billing (issue 33, decision 0194): the billing settings ('billing.*'), the debit run (a preview that stores
// nothing; the final run claimed once per period in one write transaction with its invoices, gap-free numbers,
// the pre-notifications and the bank file), the invoices' status as the latest of their events, returned debits
// (by hand and from a camt.054 file) with the return fee, the member's mail, the flag after two returns in a row,
// payments, cancellation invoices, the PDFs, the accountant's CSV, the desk's and the member's reads, and what
// account deletion keeps. The rules are the domain's (domain/billing/); this file applies them. IBANs are
// decrypted only in memory while the bank file is made, and never logged.
import type { Kysely } from 'kysely';
import {
  collectionDateFor,
  earliestCollectionDate,
  endToEndId,
  remittanceText,
  sequenceType,
} from '#domain/billing/collection';
import { ledgerCsv, type LedgerRow } from '#domain/billing/csv';
import { duesFor, duesTotal, type DueLine } from '#domain/billing/dues';
import { formatInvoiceNumber } from '#domain/billing/numbers';
import { periodBounds, periodLabel } from '#domain/billing/period';
import {
  BILLING_DEFAULTS,
  BILLING_SETTINGS_PREFIX,
  BILLING_RETENTION_NOTE,
  BillingSettingsWriteSchema,
  type BillingSettings,
  type ClientBilling,
  type InvoiceSummary,
  type Mandate,
  type Mine,
  type PaymentMethod,
  type ReturnsResult,
  type Run,
  type RunPreview,
  type RunPreviewItem,
} from '#domain/billing/schemas';
import { vatSplit } from '#domain/billing/vat';
import { DomainError } from '#domain/errors/domain-error';
import type { User } from '#domain/schemas/users';
import type { z } from '#domain/schemas/zod';
import { berlinDate, formatDateShort } from '#domain/time';
import type { Dialect } from '../../db/database';
import { type Database, type Db, toInstant } from '../../db/schema';
import { lockKey, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { IbanCipher } from '../../lib/iban-cipher';
import type { AuditRepository } from '../audit/audit.repository';
import type { LegalService } from '../contracts/legal.service';
import type { MailService } from '../mail/mail.service';
import { KeyedSettings } from '../memberships/keyed-settings';
import type { MembershipsRepository } from '../memberships/memberships.repository';
import type {
  BillableContractRow,
  BillingRepository,
  EventRow,
  InvoiceRow,
  NewInvoiceRow,
  RunRow,
} from './billing.repository';
import { parseCamt054 } from './camt054';
import { invoicePdf, type InvoiceDocument } from './invoice-pdf';
import { MESSAGE_ID_MAX, pain008, type DebitTransaction } from './pain008';

type SettingsData = z.output<typeof BillingSettingsWriteSchema>;

/** How long an invoice (and a contract as an accounting document) is kept: § 147 Abs. 1, 3 AO, § 14b UStG. */
export const RETENTION_YEARS = 10;

/**
 * The last day an accounting document dated `date` must be kept: the period starts with the end of the calendar
 * year the document was made in (§ 147 Abs. 4 AO) and runs ten years (§ 147 Abs. 3 AO): 31 December of year + 10.
 */
export function keptUntil(date: string): string {
  return `${Number(date.slice(0, 4)) + RETENTION_YEARS}-12-31`;
}

export const BILLING_TEXT = {
  collectionTooEarly: (earliest: string) =>
    `Das Einzugsdatum muss mindestens der ${formatDateShort(earliest)} sein (Vorabankündigung und Einreichungsfrist der Bank).`,
  payment: (collectionDate: string, mandate: string) =>
    `Wird am ${formatDateShort(collectionDate)} per SEPA-Lastschrift (Mandat ${mandate}) eingezogen.`,
  cancellation: (number: string, issuedOn: string, reason: string) =>
    `Storniert die Rechnung ${number} vom ${formatDateShort(issuedOn)}. Grund: ${reason}`,
} as const;

export interface BillingDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: BillingRepository;
  settings: MembershipsRepository;
  legal: LegalService;
  mail: MailService;
  audit: AuditRepository;
  cipher: IbanCipher;
  clock: Clock;
}

/**
 * The frozen studio of an invoice and its location, by its contract's location (issue 34, decision 0204). One
 * location: the studio's legal data exactly as before locations. Two or more: the contract's location's name and
 * address; the name keeps the operator's legal name in front (§ 14 Abs. 4 Nr. 1 UStG asks for the full name of
 * the one who supplies), the tax number and VAT id stay the studio's. A contract without a location is the first
 * location's.
 */
export function invoiceStudios(
  legal: { studioName: string; street: string; postalCode: string; city: string; vatId: string },
  taxNumber: string,
  locations: readonly { id: number; name: string; street: string; postalCode: string; city: string }[],
): (locationId: number | null) => { studio: string; locationId: number | null } {
  const tax = { taxNumber, vatId: legal.vatId };
  const first = locations[0];
  if (locations.length < 2) {
    const studio = JSON.stringify({
      name: legal.studioName,
      street: legal.street,
      postalCode: legal.postalCode,
      city: legal.city,
      ...tax,
    });
    return (locationId) => ({ studio, locationId: locationId ?? first?.id ?? null });
  }
  const byId = new Map(
    locations.map((l) => [
      l.id,
      JSON.stringify({
        name: `${legal.studioName} – ${l.name}`,
        street: l.street,
        postalCode: l.postalCode,
        city: l.city,
        ...tax,
      }),
    ]),
  );
  return (locationId) => {
    const id = locationId !== null && byId.has(locationId) ? locationId : first!.id;
    return { studio: byId.get(id)!, locationId: id };
  };
}

interface PlannedItem extends RunPreviewItem {
  contract: BillableContractRow;
}

interface Plan {
  period: string;
  collectionDate: string;
  earliestCollectionDate: string;
  items: PlannedItem[];
  /** The run's sum: every item's total. */
  sumCents: number;
}

const invalid = (path: string, message: string) => new DomainError('VALIDATION', [{ path, message }]);
const STATUS_EVENTS = new Set<EventRow['kind']>(['collected', 'returned', 'paid', 'cancelled']);

export class BillingService {
  private readonly store: KeyedSettings<typeof BillingSettingsWriteSchema>;

  constructor(private readonly deps: BillingDeps) {
    this.store = new KeyedSettings(
      BILLING_SETTINGS_PREFIX,
      BillingSettingsWriteSchema,
      BILLING_DEFAULTS,
      deps.settings,
    );
  }

  // Settings

  /** GET /api/v1/billing/settings. */
  settings(db: Db = this.deps.db): Promise<BillingSettings> {
    return this.store.read(db);
  }

  /** PUT /api/v1/billing/settings (Admin): the whole object, audited with what changed. */
  async updateSettings(actor: User, input: SettingsData): Promise<BillingSettings> {
    const { db, dialect, audit, clock } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      await this.store.write(trx, input, {
        repo: audit,
        actorId: actor.id,
        action: 'settings.billing_update',
        now: clock.now().toISOString(),
      });
      return this.store.read(trx);
    });
  }

  // The run

  /**
   * The collection date a run made today may use: the one asked for (default: the period's 1st, or the
   * earliest allowed if that is later) moved to the next TARGET2 business day; refused (400) when earlier than
   * the pre-notification and the bank's D-1 allow.
   */
  private async collection(
    period: string,
    requested: string | undefined,
    db: Db,
  ): Promise<{ collectionDate: string; earliest: string }> {
    const legal = await this.deps.legal.data(db);
    const earliest = earliestCollectionDate(berlinDate(this.deps.clock.now()), legal.prenotificationDays);
    const first = periodBounds(period).from;
    const collectionDate = collectionDateFor(requested ?? (first > earliest ? first : earliest));
    if (collectionDate < earliest) throw invalid('collectionDate', BILLING_TEXT.collectionTooEarly(earliest));
    return { collectionDate, earliest };
  }

  /** What a run of the period owes, per contract with something due (read in `db`, the run's transaction). */
  private async plan(period: string, requested: string | undefined, db: Db): Promise<Plan> {
    const { repo } = this.deps;
    const { collectionDate, earliest } = await this.collection(period, requested, db);
    const { from, to } = periodBounds(period);
    const contracts = await repo.billableContracts(from, to, db);
    const [feeInvoiced, collected] = await Promise.all([
      repo.setupFeeInvoiced(
        contracts.map((c) => c.id),
        db,
      ),
      repo.collectedMandates(
        contracts.map((c) => c.mandateReference),
        db,
      ),
    ]);
    const items: PlannedItem[] = [];
    for (const contract of contracts) {
      const lines = duesFor(
        {
          id: contract.id,
          startsOn: contract.startsOn,
          endsOn: contract.endsOn ?? contract.cancellationEndsOn,
          status: contract.status as 'active' | 'cancelled' | 'withdrawn',
          monthlyPriceCents: contract.monthlyPriceCents,
          setupFeeCents: contract.setupFeeCents,
          setupFeeInvoiced: feeInvoiced.has(contract.id),
          pause:
            contract.pausedFrom && contract.pausedUntil
              ? { from: contract.pausedFrom, until: contract.pausedUntil }
              : null,
          pauseBilling: contract.pauseBilling === 'charged' ? 'charged' : 'free',
        },
        period,
      );
      const totalCents = duesTotal(lines);
      if (lines.length === 0 || totalCents <= 0) continue;
      items.push({
        contract,
        contractId: contract.id,
        contractNumber: contract.contractNumber,
        userId: contract.userId,
        memberName: `${contract.firstName} ${contract.lastName}`,
        sequenceType: sequenceType(collected.has(contract.mandateReference)),
        lines,
        totalCents,
      });
    }
    const sumCents = items.reduce((sum, item) => sum + item.totalCents, 0);
    return { period, collectionDate, earliestCollectionDate: earliest, items, sumCents };
  }

  /** POST /api/v1/billing/runs/preview (Admin): nothing is stored; 409 once the period's run exists. */
  async preview(input: { period: string; collectionDate?: string | undefined }): Promise<RunPreview> {
    if (await this.deps.repo.runByPeriod(input.period))
      throw DomainError.with('BILLING_RUN_EXISTS', { period: periodLabel(input.period) });
    const plan = await this.plan(input.period, input.collectionDate, this.deps.db);
    const items = plan.items.map(({ contract: _, ...item }) => item);
    return {
      period: plan.period,
      collectionDate: plan.collectionDate,
      earliestCollectionDate: plan.earliestCollectionDate,
      items,
      count: items.length,
      sumCents: plan.sumCents,
    };
  }

  /**
   * POST /api/v1/billing/runs (Admin): the period's run, made once. One write transaction: the run row is the
   * claim (unique period, ON CONFLICT DO NOTHING: a second process waits for the first and then finds its run),
   * then the invoices with numbers reserved from the year's counter (locked), their 'collected' events, one
   * pre-notification per member (its own key), the bank file and the audit entry. A period that has its run
   * answers that run (`created: false`).
   */
  async finalise(
    actor: User,
    input: { period: string; collectionDate?: string | undefined },
  ): Promise<{ run: Run; created: boolean }> {
    const { db, dialect, repo } = this.deps;
    const existing = await repo.runByPeriod(input.period);
    if (existing) return { run: await this.run(existing.id), created: false };
    // Refused before anything is written (and checked again inside, where the plan is made).
    await this.collection(input.period, input.collectionDate, db);
    const result = await writeTransaction(db, dialect, async (trx) => {
      const now = this.deps.clock.now();
      const stamp = now.toISOString();
      const today = berlinDate(now);
      const settings = await this.store.read(trx);
      const { collectionDate } = await this.collection(input.period, input.collectionDate, trx);
      const id = await repo.claimRun(
        {
          period: input.period,
          collectionDate,
          painVersion: settings.painVersion,
          messageId: `LS-${input.period}-${now.getTime()}`.slice(0, MESSAGE_ID_MAX),
          createdBy: actor.id,
          createdAt: stamp,
          keptUntil: keptUntil(today),
        },
        trx,
      );
      if (id === undefined) return { id: (await repo.runByPeriod(input.period, trx))!.id, created: false };
      const plan = await this.plan(input.period, input.collectionDate, trx);
      const legal = await this.deps.legal.data(trx);
      const year = Number(today.slice(0, 4));
      const first = plan.items.length ? await repo.reserveNumbers(year, plan.items.length, trx) : 0;
      const studioAt = invoiceStudios(legal, settings.taxNumber, await repo.locations(trx));
      const { from, to } = periodBounds(plan.period);
      const rows: NewInvoiceRow[] = plan.items.map((item, index) => {
        const number = formatInvoiceNumber(year, first + index);
        const split = vatSplit(item.totalCents, settings.vatRatePercent);
        const c = item.contract;
        const { studio, locationId } = studioAt(c.locationId);
        return {
          number,
          year,
          sequence: first + index,
          kind: 'invoice',
          cancelsInvoiceId: null,
          runId: id,
          contractId: c.id,
          userId: c.userId,
          memberNumber: String(c.userId),
          memberName: item.memberName,
          memberStreet: c.street,
          memberPostalCode: c.postalCode,
          memberCity: c.city,
          studio,
          locationId,
          period: plan.period,
          periodFrom: item.lines.reduce((min, line) => (line.from < min ? line.from : min), to),
          periodTo: item.lines.reduce((max, line) => (line.to > max ? line.to : max), from),
          lines: JSON.stringify(item.lines),
          netCents: split.netCents,
          vatCents: split.vatCents,
          vatRatePercent: settings.vatRatePercent,
          grossCents: split.grossCents,
          sequenceType: item.sequenceType,
          mandateReference: c.mandateReference,
          endToEndId: endToEndId(number),
          collectionDate: plan.collectionDate,
          paymentText: BILLING_TEXT.payment(plan.collectionDate, c.mandateReference),
          issuedOn: today,
          createdAt: stamp,
          keptUntil: keptUntil(today),
        };
      });
      const ids = await repo.insertInvoices(rows, trx);
      await repo.insertEvents(
        ids.map((invoiceId, index) => ({
          invoiceId,
          kind: 'collected' as const,
          amountCents: rows[index]!.grossCents,
          reasonCode: null,
          method: null,
          onDate: plan.collectionDate,
          at: stamp,
          by: actor.id,
        })),
        trx,
      );
      await this.prenotify(id, plan, rows, legal.creditorId, stamp, trx);
      // The bank file: the IBANs decrypted here, in memory only, into the XML the bank gets.
      const transactions: DebitTransaction[] = plan.items.map((item, index) => ({
        endToEndId: rows[index]!.endToEndId!,
        amountCents: item.totalCents,
        mandateReference: item.contract.mandateReference,
        mandateSignedOn: item.contract.mandateSignedOn,
        sequenceType: item.sequenceType,
        debtorName: item.contract.accountHolder,
        debtorIban: this.deps.cipher.decrypt(item.contract.ibanEncrypted),
        remittance: remittanceText(plan.period, rows[index]!.number),
      }));
      const painXml = transactions.length
        ? pain008({
            version: settings.painVersion,
            messageId: `LS-${input.period}-${now.getTime()}`.slice(0, MESSAGE_ID_MAX),
            createdAt: now,
            creditor: {
              name: legal.studioName,
              iban: settings.creditorIban,
              ...(settings.creditorBic ? { bic: settings.creditorBic } : {}),
              creditorId: legal.creditorId,
            },
            collectionDate: plan.collectionDate,
            transactions,
          })
        : '';
      const { sumCents } = plan;
      await repo.completeRun(id, { count: rows.length, sumCents, painXml }, trx);
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'billing.run',
          entityType: 'billing_run',
          entityId: id,
          details: {
            period: plan.period,
            collectionDate: plan.collectionDate,
            count: rows.length,
            sumCents,
            first: rows[0]?.number ?? null,
            last: rows.at(-1)?.number ?? null,
          },
        },
        stamp,
      );
      return { id, created: true };
    });
    return { run: await this.run(result.id), created: result.created };
  }

  /** One pre-notification per member and run (the notice's key): the sum of their invoices and the date. */
  private async prenotify(
    runId: number,
    plan: Plan,
    rows: readonly NewInvoiceRow[],
    creditorId: string,
    stamp: string,
    trx: Db,
  ): Promise<void> {
    const byMember = new Map<number, { items: PlannedItem[]; numbers: string[] }>();
    plan.items.forEach((item, index) => {
      const entry = byMember.get(item.userId) ?? { items: [], numbers: [] };
      entry.items.push(item);
      entry.numbers.push(rows[index]!.number);
      byMember.set(item.userId, entry);
    });
    const members = [...byMember].map(([userId, { items, numbers }]) => ({
      userId,
      items,
      numbers,
      amountCents: items.reduce((sum, item) => sum + item.totalCents, 0),
    }));
    const claimed = await this.deps.repo.claimNotices(
      members.map(({ userId, amountCents }) => ({ runId, userId, amountCents, createdAt: stamp })),
      trx,
    );
    const mails = members.flatMap(({ userId, items, numbers, amountCents }) => {
      const contract = items[0]!.contract;
      const email = contract.accountEmail ?? contract.email;
      if (!claimed.has(userId) || !email) return [];
      return [
        {
          user: { id: userId, email },
          payload: {
            firstName: contract.accountFirstName ?? contract.firstName,
            periodLabel: periodLabel(plan.period),
            amountCents,
            collectionDate: plan.collectionDate,
            invoiceNumbers: numbers,
            ibanMasked: contract.ibanMasked,
            mandateReference: contract.mandateReference,
            creditorId,
          },
        },
      ];
    });
    await this.deps.mail.billingPrenotifications(mails, trx);
  }

  private toRun(row: RunRow, invoices: InvoiceSummary[]): Run {
    return {
      id: row.id,
      period: row.period,
      collectionDate: row.collectionDate,
      createdAt: toInstant(row.createdAt),
      count: row.count,
      sumCents: row.sumCents,
      painVersion: row.painVersion as Run['painVersion'],
      invoices,
    };
  }

  /** GET /api/v1/billing/runs/{id} (Admin): the run with its invoices. */
  async run(id: number): Promise<Run> {
    const row = await this.deps.repo.runById(id);
    if (!row) throw new DomainError('BILLING_RUN_NOT_FOUND');
    const invoices = await this.summaries(await this.deps.repo.invoices({ runId: id }));
    return this.toRun(
      row,
      invoices.sort((a, b) => a.number.localeCompare(b.number)),
    );
  }

  /** GET /api/v1/billing/runs (Admin): newest period first, without their invoices. */
  async runs(): Promise<{ runs: Run[] }> {
    return { runs: (await this.deps.repo.runs()).map((row) => this.toRun(row, [])) };
  }

  /** GET /api/v1/billing/runs/{id}/pain008 (Admin): the bank file as made. */
  async painFile(id: number): Promise<{ xml: string; filename: string }> {
    const row = await this.deps.repo.runById(id);
    if (!row) throw new DomainError('BILLING_RUN_NOT_FOUND');
    const xml = await this.deps.repo.painXml(id);
    if (!xml) throw new DomainError('BILLING_RUN_EMPTY');
    return { xml, filename: `lastschriften-${row.period}.xml` };
  }

  // Invoices

  /** The rows as listed: status the latest of their events, the return fee, what is open, what they cancel. */
  private async summaries(rows: readonly InvoiceRow[], db: Db = this.deps.db): Promise<InvoiceSummary[]> {
    const events = await this.deps.repo.events(
      rows.map((row) => row.id),
      db,
    );
    const cancelled = await this.deps.repo.numbers(
      rows.flatMap((row) => (row.cancelsInvoiceId === null ? [] : [row.cancelsInvoiceId])),
      db,
    );
    const byInvoice = new Map<number, EventRow[]>();
    for (const event of events)
      byInvoice.set(event.invoiceId, [...(byInvoice.get(event.invoiceId) ?? []), event]);
    return rows.map((row) => {
      const own = byInvoice.get(row.id) ?? [];
      const latest = own.filter((event) => STATUS_EVENTS.has(event.kind)).at(-1);
      const status: InvoiceSummary['status'] =
        row.kind === 'cancellation'
          ? 'cancelled'
          : ((latest?.kind as InvoiceSummary['status']) ?? 'collected');
      const returnFeeCents = own.find((event) => event.kind === 'fee')?.amountCents ?? 0;
      return {
        id: row.id,
        number: row.number,
        kind: row.kind as InvoiceSummary['kind'],
        cancelsNumber: row.cancelsInvoiceId === null ? null : (cancelled.get(row.cancelsInvoiceId) ?? null),
        issuedOn: row.issuedOn,
        period: row.period,
        periodFrom: row.periodFrom,
        periodTo: row.periodTo,
        userId: row.userId,
        memberName: row.memberName,
        netCents: row.netCents,
        vatCents: row.vatCents,
        vatRatePercent: row.vatRatePercent,
        grossCents: row.grossCents,
        status,
        returnFeeCents,
        openCents: status === 'returned' ? row.grossCents + returnFeeCents : 0,
        sequenceType: (row.sequenceType as InvoiceSummary['sequenceType']) ?? null,
      };
    });
  }

  private async summary(id: number, db: Db = this.deps.db): Promise<InvoiceSummary> {
    const row = await this.deps.repo.invoiceById(id, db);
    if (!row) throw new DomainError('INVOICE_NOT_FOUND');
    return (await this.summaries([row], db))[0]!;
  }

  /** GET /api/v1/billing/invoices (Admin): by period and/or member, newest first. */
  async invoices(query: { period?: string | undefined; userId?: number | undefined }) {
    const filter = {
      ...(query.period ? { period: query.period } : {}),
      ...(query.userId ? { userId: query.userId } : {}),
    };
    return { invoices: await this.summaries(await this.deps.repo.invoices(filter)) };
  }

  /** GET /api/v1/billing/invoices/{id}/pdf: the admin any, a member their own; made once, then as stored. */
  async pdf(user: User, id: number): Promise<{ file: Buffer; filename: string }> {
    const { repo } = this.deps;
    const row = await repo.invoiceById(id);
    if (!row || (!user.roles.includes('Admin') && row.userId !== user.id))
      throw new DomainError('INVOICE_NOT_FOUND');
    let stored = await repo.pdf(id);
    if (!stored) {
      const cancels = row.cancelsInvoiceId === null ? null : (await repo.invoiceById(row.cancelsInvoiceId))!;
      const lines = JSON.parse(row.lines) as DueLine[];
      const document: InvoiceDocument = {
        number: row.number,
        kind: row.kind as InvoiceDocument['kind'],
        cancelsNumber: cancels?.number ?? null,
        issuedOn: row.issuedOn,
        periodFrom: row.periodFrom,
        periodTo: row.periodTo,
        studio: JSON.parse(row.studio) as InvoiceDocument['studio'],
        member: {
          name: row.memberName,
          street: row.memberStreet,
          postalCode: row.memberPostalCode,
          city: row.memberCity,
          memberNumber: row.memberNumber,
        },
        lines: lines.map((line) => ({ text: line.text, grossCents: line.amountCents })),
        netCents: row.netCents,
        vatRatePercent: row.vatRatePercent,
        vatCents: row.vatCents,
        grossCents: row.grossCents,
        payment: row.paymentText,
      };
      await repo.storePdf(id, Buffer.from(await invoicePdf(document)).toString('base64'));
      // Another request may have stored its PDF first: the stored one is the document.
      stored = (await repo.pdf(id))!;
    }
    return { file: Buffer.from(stored, 'base64'), filename: `rechnung-${row.number}.pdf` };
  }

  /**
   * POST /api/v1/billing/invoices/{id}/cancel (Admin): a cancellation invoice with its own number, the negative
   * amounts and a pointer to the invoice, which turns 'cancelled' (its row stays as issued). Once per invoice.
   */
  async cancel(actor: User, id: number, input: { reason: string }): Promise<InvoiceSummary> {
    const { db, dialect, repo, clock } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      await lockKey(trx, dialect, `invoice:${id}`);
      const row = await repo.invoiceById(id, trx);
      if (!row) throw new DomainError('INVOICE_NOT_FOUND');
      if (row.kind !== 'invoice') throw new DomainError('INVOICE_NOT_CANCELLABLE');
      if (await repo.cancellationOf(id, trx))
        throw DomainError.with('INVOICE_CANCELLED', { number: row.number });
      const now = clock.now();
      const stamp = now.toISOString();
      const today = berlinDate(now);
      const year = Number(today.slice(0, 4));
      const sequence = await repo.reserveNumbers(year, 1, trx);
      const number = formatInvoiceNumber(year, sequence);
      const lines = (JSON.parse(row.lines) as DueLine[]).map((line) => ({
        ...line,
        amountCents: -line.amountCents,
      }));
      const [newId] = await repo.insertInvoices(
        [
          {
            ...row,
            id: undefined,
            number,
            year,
            sequence,
            kind: 'cancellation',
            cancelsInvoiceId: row.id,
            runId: null,
            lines: JSON.stringify(lines),
            netCents: -row.netCents,
            vatCents: -row.vatCents,
            grossCents: -row.grossCents,
            sequenceType: null,
            mandateReference: null,
            endToEndId: null,
            collectionDate: null,
            paymentText: BILLING_TEXT.cancellation(row.number, row.issuedOn, input.reason),
            issuedOn: today,
            createdAt: stamp,
            keptUntil: keptUntil(today),
          } as NewInvoiceRow,
        ],
        trx,
      );
      await this.closeWith(trx, actor, row, stamp, {
        event: { kind: 'cancelled', amountCents: row.grossCents, method: null, onDate: today },
        action: 'invoice.cancel',
        details: { number: row.number, cancellation: number, reason: input.reason },
      });
      return this.summary(newId!, trx);
    });
  }

  /**
   * A returned debit of a collected invoice inside the caller's transaction: 'returned' and the settings' fee
   * as events (at most once: a second report of the same return changes nothing), the member's mail, the flag
   * after two returns in a row. Answers whether it was new.
   */
  private async recordReturn(
    trx: Db,
    actor: User,
    row: InvoiceRow,
    returned: { on: string; reasonCode: string | null; source: 'hand' | 'camt054' },
  ): Promise<boolean> {
    const { repo, clock } = this.deps;
    await lockKey(trx, this.deps.dialect, `invoice:${row.id}`);
    if (row.kind !== 'invoice' || row.runId === null)
      throw DomainError.with('INVOICE_NOT_COLLECTED', { number: row.number });
    const [current] = await this.summaries([row], trx);
    if (current!.status === 'returned') return false;
    if (current!.status === 'cancelled') throw DomainError.with('INVOICE_CANCELLED', { number: row.number });
    const events = await repo.events([row.id], trx);
    if (events.some((event) => event.kind === 'returned')) return false;
    const stamp = clock.now().toISOString();
    const settings = await this.store.read(trx);
    const feeCents = settings.returnFeeCents;
    const base = { invoiceId: row.id, method: null, onDate: returned.on, at: stamp, by: actor.id };
    const inserted = await repo.insertEvents(
      [
        { ...base, kind: 'returned', amountCents: row.grossCents, reasonCode: returned.reasonCode },
        ...(feeCents > 0 ? [{ ...base, kind: 'fee' as const, amountCents: feeCents, reasonCode: null }] : []),
      ],
      trx,
    );
    if (inserted === 0) return false;
    const member = await trx
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'anonymisedAt'])
      .where('id', '=', row.userId)
      .executeTakeFirst();
    if (member && !member.anonymisedAt)
      await this.deps.mail.billingReturned(
        member,
        {
          firstName: member.firstName,
          invoiceNumber: row.number,
          amountCents: row.grossCents,
          feeCents,
          openCents: row.grossCents + feeCents,
        },
        trx,
      );
    await this.refreshFlag(row.userId, stamp, trx);
    await this.deps.audit.record(
      trx,
      {
        actorId: actor.id,
        action: 'invoice.return',
        entityType: 'invoice',
        entityId: row.id,
        details: {
          number: row.number,
          returnedOn: returned.on,
          reasonCode: returned.reasonCode,
          feeCents,
          source: returned.source,
        },
      },
      stamp,
    );
    return true;
  }

  /**
   * The member's returned debits in a row: their collected invoices (not cancelled), newest first, counted
   * while returned. The flag is set at two and cleared when no returned invoice of the member is open.
   */
  private async returnsInARow(userId: number, db: Db): Promise<{ inARow: number; open: number }> {
    const rows = (await this.deps.repo.invoices({ userId }, db)).filter(
      (row) => row.kind === 'invoice' && row.runId !== null,
    );
    const summaries = (await this.summaries(rows, db)).filter((s) => s.status !== 'cancelled');
    let inARow = 0;
    const events = await this.deps.repo.events(
      summaries.map((s) => s.id),
      db,
    );
    const returned = new Set(events.filter((e) => e.kind === 'returned').map((e) => e.invoiceId));
    for (const summary of summaries) {
      if (!returned.has(summary.id)) break;
      inARow += 1;
    }
    return { inARow, open: summaries.filter((s) => s.status === 'returned').length };
  }

  /** Ends what is open of an invoice (a payment, a cancellation): the event, the member's flag, the audit entry. */
  private async closeWith(
    trx: Db,
    actor: User,
    row: InvoiceRow,
    stamp: string,
    change: {
      event: { kind: 'paid' | 'cancelled'; amountCents: number; method: string | null; onDate: string };
      action: 'invoice.payment' | 'invoice.cancel';
      details: Record<string, unknown>;
    },
  ): Promise<void> {
    await this.deps.repo.insertEvents(
      [{ invoiceId: row.id, reasonCode: null, at: stamp, by: actor.id, ...change.event }],
      trx,
    );
    await this.refreshFlag(row.userId, stamp, trx);
    await this.deps.audit.record(
      trx,
      {
        actorId: actor.id,
        action: change.action,
        entityType: 'invoice',
        entityId: row.id,
        details: change.details,
      },
      stamp,
    );
  }

  private async refreshFlag(userId: number, stamp: string, db: Db): Promise<void> {
    const { inARow, open } = await this.returnsInARow(userId, db);
    const flagged = await this.deps.repo.flag(userId, db);
    if (open === 0) {
      if (flagged) await this.deps.repo.clearFlag(userId, db);
    } else if (inARow >= 2) await this.deps.repo.setFlag(userId, inARow, stamp, db);
  }

  /** POST /api/v1/billing/invoices/{id}/return (Admin): a return recorded by hand. */
  async returnByHand(
    actor: User,
    id: number,
    input: { returnedOn: string; reasonCode?: string | undefined },
  ): Promise<InvoiceSummary> {
    const { db, dialect, repo } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      const row = await repo.invoiceById(id, trx);
      if (!row) throw new DomainError('INVOICE_NOT_FOUND');
      await this.recordReturn(trx, actor, row, {
        on: input.returnedOn,
        reasonCode: input.reasonCode ?? null,
        source: 'hand',
      });
      return this.summary(id, trx);
    });
  }

  /**
   * POST /api/v1/billing/returns (Admin): the returns of a camt.054 file, matched by end-to-end id (the invoice
   * number); each recorded once (a file uploaded twice changes nothing). Unknown ids are answered as unmatched.
   */
  async returnsFromCamt(actor: User, xml: string): Promise<ReturnsResult> {
    const { db, dialect, repo, clock } = this.deps;
    const returned = parseCamt054(xml);
    return writeTransaction(db, dialect, async (trx) => {
      const rows = await repo.invoicesByEndToEnd(
        returned.map((r) => r.endToEndId),
        trx,
      );
      const byId = new Map(rows.map((row) => [row.endToEndId!, row]));
      const matched: number[] = [];
      const unmatched: ReturnsResult['unmatched'] = [];
      for (const entry of returned) {
        const row = byId.get(entry.endToEndId);
        if (!row || row.runId === null) {
          unmatched.push({ endToEndId: entry.endToEndId, amountCents: entry.amountCents });
          continue;
        }
        try {
          await this.recordReturn(trx, actor, row, {
            on: entry.bookedOn ?? berlinDate(clock.now()),
            reasonCode: entry.reasonCode,
            source: 'camt054',
          });
        } catch (error) {
          // A cancelled invoice's return is left to the desk: reported as unmatched.
          if (!(error instanceof DomainError)) throw error;
          unmatched.push({ endToEndId: entry.endToEndId, amountCents: entry.amountCents });
          continue;
        }
        if (!matched.includes(row.id)) matched.push(row.id);
      }
      const summaries = await this.summaries(
        rows.filter((row) => matched.includes(row.id)),
        trx,
      );
      return { matched: summaries, unmatched };
    });
  }

  /** POST /api/v1/billing/invoices/{id}/payment (Admin): settles a returned invoice (amount and fee). */
  async payment(
    actor: User,
    id: number,
    input: { paidOn: string; method: PaymentMethod },
  ): Promise<InvoiceSummary> {
    const { db, dialect, repo, clock } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      await lockKey(trx, dialect, `invoice:${id}`);
      const row = await repo.invoiceById(id, trx);
      if (!row) throw new DomainError('INVOICE_NOT_FOUND');
      const [current] = await this.summaries([row], trx);
      if (current!.status !== 'returned') throw DomainError.with('INVOICE_NOT_OPEN', { number: row.number });
      const stamp = clock.now().toISOString();
      await this.closeWith(trx, actor, row, stamp, {
        event: { kind: 'paid', amountCents: current!.openCents, method: input.method, onDate: input.paidOn },
        action: 'invoice.payment',
        details: {
          number: row.number,
          amountCents: current!.openCents,
          paidOn: input.paidOn,
          method: input.method,
        },
      });
      return this.summary(id, trx);
    });
  }

  // The accountant's export

  /**
   * GET /api/v1/billing/export.csv (Admin): one line per document dated in the range: invoices and cancellation
   * invoices by their date, returned debits (amount and fee, no VAT: the fee is damages, not a supply) and
   * payments by the day they happened.
   */
  async exportCsv(query: { from: string; to: string }): Promise<{ csv: string; filename: string }> {
    const { repo } = this.deps;
    const invoices = await repo.invoices({ from: query.from, to: query.to });
    const events = await repo.eventsBetween(['returned', 'fee', 'paid'], query.from, query.to);
    const referred = new Map<number, InvoiceRow>();
    for (const row of invoices) referred.set(row.id, row);
    for (const event of events)
      if (!referred.has(event.invoiceId)) {
        const row = await repo.invoiceById(event.invoiceId);
        if (row) referred.set(row.id, row);
      }
    const numbers = await repo.numbers(
      invoices.flatMap((row) => (row.cancelsInvoiceId === null ? [] : [row.cancelsInvoiceId])),
    );
    const ledger: LedgerRow[] = [...invoices]
      .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number))
      .map((row) => ({
        documentType: row.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung',
        number: row.number,
        date: row.issuedOn,
        memberName: row.memberName,
        memberNumber: row.memberNumber,
        period: row.period,
        netCents: row.netCents,
        vatCents: row.vatCents,
        vatRatePercent: row.vatRatePercent,
        grossCents: row.grossCents,
        refersTo: row.cancelsInvoiceId === null ? '' : (numbers.get(row.cancelsInvoiceId) ?? ''),
      }));
    const fees = new Map(events.filter((e) => e.kind === 'fee').map((e) => [e.invoiceId, e.amountCents]));
    for (const event of events) {
      if (event.kind === 'fee') continue;
      const row = referred.get(event.invoiceId)!;
      const amount =
        event.kind === 'returned' ? event.amountCents + (fees.get(event.invoiceId) ?? 0) : event.amountCents;
      ledger.push({
        documentType: event.kind === 'returned' ? 'Rücklastschrift' : 'Zahlung',
        number: row.number,
        date: event.onDate,
        memberName: row.memberName,
        memberNumber: row.memberNumber,
        period: row.period,
        netCents: amount,
        vatCents: 0,
        vatRatePercent: 0,
        grossCents: amount,
        refersTo: row.number,
      });
    }
    return { csv: ledgerCsv(ledger), filename: `buchhaltung-${query.from}-bis-${query.to}.csv` };
  }

  // The desk's and the member's reads

  private async mandate(userId: number): Promise<Mandate | null> {
    return (await this.deps.repo.mandateOf(userId)) ?? null;
  }

  /** GET /api/v1/billing/clients/{userId} (Admin). */
  async client(userId: number): Promise<ClientBilling> {
    const { db, repo } = this.deps;
    const [{ inARow }, flag, mandate, rows] = await Promise.all([
      this.returnsInARow(userId, db),
      repo.flag(userId),
      this.mandate(userId),
      repo.invoices({ userId }),
    ]);
    return {
      returnsInARow: inARow,
      flagged: flag !== undefined,
      mandate,
      invoices: await this.summaries(rows),
    };
  }

  /** GET /api/v1/billing/mine: the member's mandate (IBAN masked), invoices and the retention note. */
  async mine(user: User): Promise<Mine> {
    const [mandate, rows] = await Promise.all([
      this.mandate(user.id),
      this.deps.repo.invoices({ userId: user.id }),
    ]);
    return { mandate, invoices: await this.summaries(rows), retentionNote: BILLING_RETENTION_NOTE };
  }

  // Account deletion and the data export

  /**
   * Account deletion (inside its transaction): invoices stay as issued (name, address, documents) until their
   * keptUntil; the contracts keep name, address and the PDF, lose e-mail, phone and birth date, and are kept
   * until ten years after the year they ended (or, still running, the year of deletion). The flag goes.
   */
  async retainOnDeletion(userId: number, today: string, db: Db): Promise<void> {
    await this.deps.repo.retainContracts(
      userId,
      (endsOn) => keptUntil(endsOn && endsOn > today ? endsOn : today),
      db,
    );
    await this.deps.repo.clearFlag(userId, db);
  }

  /** The member's invoices for the data export: their summaries and each PDF. */
  async exportOf(
    user: User,
  ): Promise<{ invoices: InvoiceSummary[]; files: { name: string; content: Buffer }[] }> {
    const rows = await this.deps.repo.invoices({ userId: user.id });
    const invoices = await this.summaries(rows);
    const files: { name: string; content: Buffer }[] = [];
    for (const row of rows) {
      const { file, filename } = await this.pdf(user, row.id);
      files.push({ name: `rechnungen/${filename}`, content: file });
    }
    return { invoices, files };
  }
}
