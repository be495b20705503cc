// Billing (issue 33, decision 0194): the monthly SEPA debit runs, the invoices they issue and what happens to
// them afterwards. A run exists once per period (the unique period is the claim, decision 0194); an invoice is
// written once and never updated in its amounts or text (GoBD): who it went to, the studio's data, the lines and
// sums are frozen on the row, a cancellation is another invoice that points to it, and every later fact
// (collected, returned, the return fee, paid, cancelled) is a row of invoice_events, at most one per kind and
// invoice (recording a return twice changes nothing). Numbers are gap-free per year through a counter row per
// year, taken under the run's transaction. The pre-notification is sent once per member and run (its own
// key), and a member with two returned debits in a row carries a flag the desk sees and the bookings read.
// Retention (§ 147 AO, § 14b UStG): each invoice and run names the day until which it must be kept.
import { sql } from 'kysely';
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  // Whether a membership's paused days are charged: 'free' (not charged, the default) or 'charged'.
  await db.schema
    .alterTable('membership_types')
    .addColumn('pause_billing', 'text', (col) =>
      col
        .notNull()
        .defaultTo('free')
        .check(sql`pause_billing in ('free', 'charged')`),
    )
    .execute();
  // A contract outlives a closed account: the day until which it must be kept, set when the account is closed.
  await db.schema.alterTable('contracts').addColumn('kept_until', 'text').execute();

  await db.schema
    .createTable('billing_runs')
    .addColumn('id', idType(db), idColumn(db))
    // 'YYYY-MM': one run per period; inserting it is the claim.
    .addColumn('period', 'text', (col) => col.notNull().unique())
    .addColumn('collection_date', 'text', (col) => col.notNull())
    .addColumn('pain_version', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sum_cents', 'integer', (col) => col.notNull().defaultTo(0))
    // The bank file exactly as made (pain.008 XML).
    .addColumn('pain_xml', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('kept_until', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('invoice_number_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('invoice', 'cancellation')`))
    // One cancellation per invoice (unique).
    .addColumn('cancels_invoice_id', 'integer', (col) => col.references('invoices.id').unique())
    .addColumn('run_id', 'integer', (col) => col.references('billing_runs.id'))
    .addColumn('contract_id', 'integer', (col) => col.references('contracts.id'))
    // No cascade: the invoice outlives a closed account (it keeps the name and address it was issued to).
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('member_number', 'text', (col) => col.notNull())
    .addColumn('member_name', 'text', (col) => col.notNull())
    .addColumn('member_street', 'text', (col) => col.notNull())
    .addColumn('member_postal_code', 'text', (col) => col.notNull())
    .addColumn('member_city', 'text', (col) => col.notNull())
    // The studio as it issued the invoice (name, address, tax number, VAT id), JSON.
    .addColumn('studio', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('period_from', 'text', (col) => col.notNull())
    .addColumn('period_to', 'text', (col) => col.notNull())
    // The due lines (DueLine[]), JSON.
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('net_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_rate_percent', 'integer', (col) => col.notNull())
    .addColumn('gross_cents', 'integer', (col) => col.notNull())
    // The debit it went with (null for a cancellation).
    .addColumn('sequence_type', 'text')
    .addColumn('mandate_reference', 'text')
    .addColumn('end_to_end_id', 'text')
    .addColumn('collection_date', 'text')
    .addColumn('payment_text', 'text', (col) => col.notNull())
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('kept_until', 'text', (col) => col.notNull())
    // The PDF (base64), made on its first download from the frozen row and kept from then on.
    .addColumn('pdf', 'text')
    .execute();
  await db.schema
    .createIndex('invoices_year_sequence')
    .on('invoices')
    .columns(['year', 'sequence'])
    .unique()
    .execute();
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('invoices_period').on('invoices').columns(['period', 'id']).execute();
  await db.schema.createIndex('invoices_run').on('invoices').column('run_id').execute();
  await db.schema.createIndex('invoices_issued_on').on('invoices').column('issued_on').execute();
  await db.schema.createIndex('invoices_mandate').on('invoices').column('mandate_reference').execute();
  await db.schema.createIndex('invoices_end_to_end').on('invoices').column('end_to_end_id').execute();

  await db.schema
    .createTable('invoice_events')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('collected', 'returned', 'fee', 'paid', 'cancelled')`),
    )
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('reason_code', 'text')
    // 'bar' | 'karte' | 'ueberweisung' for a payment.
    .addColumn('method', 'text')
    // The Berlin date it happened (the bank's booking day, the day paid).
    .addColumn('on_date', 'text', (col) => col.notNull())
    .addColumn('at', instantType(db), (col) => col.notNull())
    .addColumn('by', 'integer', (col) => col.references('users.id'))
    .execute();
  // At most one event of each kind per invoice: a repeated return or payment changes nothing.
  await db.schema
    .createIndex('invoice_events_once')
    .on('invoice_events')
    .columns(['invoice_id', 'kind'])
    .unique()
    .execute();
  await db.schema.createIndex('invoice_events_on').on('invoice_events').column('on_date').execute();

  // The pre-notification: once per member and run.
  await db.schema
    .createTable('billing_notices')
    .addColumn('run_id', 'integer', (col) => col.notNull().references('billing_runs.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_notices_pk', ['run_id', 'user_id'])
    .execute();

  // Two returned debits in a row: the flag the desk sees (and, by the settings, the booking block).
  await db.schema
    .createTable('billing_flags')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('returns_in_row', 'integer', (col) => col.notNull())
    .addColumn('flagged_at', instantType(db), (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('billing_flags').execute();
  await db.schema.dropTable('billing_notices').execute();
  await db.schema.dropTable('invoice_events').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_number_counters').execute();
  await db.schema.dropTable('billing_runs').execute();
  await db.deleteFrom('studio_settings').where('key', 'like', 'billing.%').execute();
  await db.schema.alterTable('contracts').dropColumn('kept_until').execute();
  await db.schema.alterTable('membership_types').dropColumn('pause_billing').execute();
}
