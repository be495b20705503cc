// One outbox for every mail (issue 14, decision 0090): the contact mail to the studio and the mails to people
// (lead confirmation, booking confirmed with its .ics, moved up from the waitlist, session cancelled, password
// reset), each a row with its kind and the data its template needs. Password-reset tokens (only their hash),
// and the member's two switches for the optional mails. Unsent contact messages move into the outbox.
import { boolDefault, boolType, idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('contact_message_id', 'integer', (col) =>
      col.references('contact_messages.id').onDelete('cascade'),
    )
    // What the kind's template needs, as JSON; a password reset's link is blanked once the mail went out.
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('sent_at', instantType(db))
    .addColumn('send_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instantType(db))
    .addColumn('claimed_until', instantType(db))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_unsent').on('mail_outbox').columns(['sent_at', 'id']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('expires_at', instantType(db), (col) => col.notNull())
    .addColumn('used_at', instantType(db))
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('mail_booking_confirmed', boolType(db), (col) =>
      col.notNull().defaultTo(boolDefault(db, true)),
    )
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('mail_waitlist_promoted', boolType(db), (col) =>
      col.notNull().defaultTo(boolDefault(db, true)),
    )
    .execute();

  const unsent = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where('sent_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const message of unsent as ContactRow[]) {
    await db
      .insertInto('mail_outbox')
      .values({
        kind: 'contact',
        // Contact mails go to MAIL_TO, read when they are sent.
        recipient: '',
        contact_message_id: message.id,
        payload: JSON.stringify({
          messageId: message.id,
          name: message.name,
          email: message.email,
          phoneNumber: message.phoneNumber,
          subject: message.subject,
          message: message.message,
          marketingConsent: message.marketingConsent === true || message.marketingConsent === 1,
        }),
        created_at: message.createdAt,
        next_attempt_at: message.nextAttemptAt ?? message.createdAt,
        send_attempts: message.sendAttempts,
      })
      .execute();
  }
}

/** A contact message as read through the app's CamelCasePlugin. */
interface ContactRow {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  subject: string;
  message: string;
  marketingConsent: number | boolean;
  createdAt: string;
  nextAttemptAt: string | null;
  sendAttempts: number;
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mail_waitlist_promoted').execute();
  await db.schema.alterTable('users').dropColumn('mail_booking_confirmed').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
