// Join online (issue 31, decision 0191): the contract terms of a membership type (sold online, the one-time
// 'Startpaket', the initial term, the notice), and the contracts concluded online, each frozen as concluded:
// the type's name, prices, term and notice, the consents with their times, the AGB's and the withdrawal
// instructions' page versions, the SEPA mandate (the IBAN encrypted, AES-256-GCM, with its last four for the
// masked form), the order's Idempotency-Key with a keyed hash of the request (one contract per key), the
// cancellation and the withdrawal, and the PDF that was mailed. The studio's legal data are rows of
// studio_settings ('legal.*'). The seeded tiers get the terms the README states.
import { sql } from 'kysely';
import { boolDefault, boolType, idColumn, idType, instantType, isPostgres, type AnyDb } from './helpers';

/** Seed 001's tiers: sold online with a 29 € Startpaket, 4 weeks' notice; HYBRID PRO 6 months, the others 12. */
export const SEEDED_TERMS: Record<string, { minimumTermMonths: number }> = {
  CORE: { minimumTermMonths: 12 },
  'HYBRID PRO': { minimumTermMonths: 6 },
  'HIGH PERFORMER': { minimumTermMonths: 12 },
};

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('membership_types')
    .addColumn('sold_online', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, false)))
    .execute();
  await db.schema
    .alterTable('membership_types')
    .addColumn('setup_fee_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('membership_types').addColumn('minimum_term_months', 'integer').execute();
  await db.schema
    .alterTable('membership_types')
    .addColumn('notice_period_weeks', 'integer', (col) => col.notNull().defaultTo(4))
    .execute();
  for (const [name, terms] of Object.entries(SEEDED_TERMS)) {
    await db
      .updateTable('membership_types')
      .set({
        sold_online: isPostgres(db) ? true : 1,
        setup_fee_cents: 2900,
        minimum_term_months: terms.minimumTermMonths,
        notice_period_weeks: 4,
      })
      .where('name', '=', name)
      .where('monthly_price_cents', 'is not', null)
      .execute();
  }

  await db.schema
    .createTable('contracts')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('contract_number', 'text', (col) => col.notNull().unique())
    // The order's Idempotency-Key and an HMAC of its body: a repeat answers the same, another body is refused.
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // No cascade: a contract outlives a closed account (the account is anonymised, never deleted).
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('type_id', 'integer', (col) => col.notNull().references('membership_types.id'))
    .addColumn('membership_id', 'integer')
    // The terms, frozen.
    .addColumn('type_name', 'text', (col) => col.notNull())
    .addColumn('monthly_price_cents', 'integer', (col) => col.notNull())
    .addColumn('setup_fee_cents', 'integer', (col) => col.notNull())
    .addColumn('minimum_term_months', 'integer', (col) => col.notNull())
    .addColumn('notice_period_weeks', 'integer', (col) => col.notNull())
    .addColumn('total_price_cents', 'integer', (col) => col.notNull())
    /** Berlin dates YYYY-MM-DD. */
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('minimum_term_ends_on', 'text', (col) => col.notNull())
    .addColumn('first_debit_on', 'text', (col) => col.notNull())
    .addColumn('first_debit_cents', 'integer', (col) => col.notNull())
    .addColumn('withdrawal_deadline', 'text', (col) => col.notNull())
    .addColumn('concluded_at', instantType(db), (col) => col.notNull())
    .addColumn('express_start_requested_at', instantType(db))
    .addColumn('terms_accepted_at', instantType(db), (col) => col.notNull())
    .addColumn('mandate_consented_at', instantType(db), (col) => col.notNull())
    .addColumn('agb_version', 'integer')
    .addColumn('withdrawal_version', 'integer')
    // The member as they ordered.
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    // The SEPA mandate: the IBAN as 'v1:<iv>:<tag>:<ciphertext>' (base64url), its masked form, the reference.
    .addColumn('account_holder', 'text', (col) => col.notNull())
    .addColumn('iban_encrypted', 'text', (col) => col.notNull())
    .addColumn('iban_last4', 'text', (col) => col.notNull())
    .addColumn('iban_masked', 'text', (col) => col.notNull())
    .addColumn('mandate_reference', 'text', (col) => col.notNull())
    .addColumn('mandate_signed_on', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'cancelled', 'withdrawn')`),
    )
    .addColumn('ends_on', 'text')
    .addColumn('cancellation_kind', 'text')
    .addColumn('cancellation_reason', 'text')
    .addColumn('cancellation_requested_end_on', 'text')
    .addColumn('cancellation_received_at', instantType(db))
    .addColumn('cancellation_ends_on', 'text')
    .addColumn('withdrawal_received_at', instantType(db))
    .addColumn('withdrawal_pro_rata_cents', 'integer')
    // The PDF exactly as mailed (base64): the durable medium of § 312f BGB, downloadable again.
    .addColumn('pdf', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contracts_user').on('contracts').column('user_id').execute();
  await db.schema.createIndex('contracts_email').on('contracts').column('email').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('contracts').execute();
  await db.deleteFrom('studio_settings').where('key', 'like', 'legal.%').execute();
  await db.schema.alterTable('membership_types').dropColumn('notice_period_weeks').execute();
  await db.schema.alterTable('membership_types').dropColumn('minimum_term_months').execute();
  await db.schema.alterTable('membership_types').dropColumn('setup_fee_cents').execute();
  await db.schema.alterTable('membership_types').dropColumn('sold_online').execute();
}
