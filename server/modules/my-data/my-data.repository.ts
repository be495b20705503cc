// All SQL of the member's own data (issue 21): what is held about them besides the account and bookings
// (memberships, strikes, leads and contact messages sent with their e-mail address, audit entries about them),
// and the clearing of those submissions when the member closes the account.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { ANONYMISED } from '#domain/schemas/clients';
import type { Database, Db } from '../../db/schema';

const sameEmail = (email: string) => sql<boolean>`lower(${sql.ref('email')}) = ${email.toLowerCase()}`;

export class MyDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  memberships(userId: number) {
    return this.db
      .selectFrom('memberships as m')
      .innerJoin('membershipTypes as t', 't.id', 'm.typeId')
      .select([
        'm.id',
        't.name as type',
        'm.startsOn',
        'm.endsOn',
        'm.pausedFrom',
        'm.pausedUntil',
        'm.credits',
      ])
      .where('m.userId', '=', userId)
      .orderBy('m.id')
      .execute();
  }

  strikes(userId: number) {
    return this.db
      .selectFrom('strikes')
      .select(['id', 'bookingId', 'createdAt', 'forgivenAt', 'forgivenReason'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  }

  leads(email: string) {
    return this.db
      .selectFrom('leads')
      .select(['id', 'source', 'name', 'email', 'phone', 'recommendedTier', 'trialSlot', 'createdAt'])
      .where(sameEmail(email))
      .orderBy('id')
      .execute();
  }

  contactMessages(email: string) {
    return this.db
      .selectFrom('contactMessages')
      .select(['id', 'name', 'email', 'phoneNumber', 'subject', 'message', 'marketingConsent', 'createdAt'])
      .where(sameEmail(email))
      .orderBy('id')
      .execute();
  }

  /** Audit entries about the member's account (the audit keeps which fields changed, never names). */
  audit(userId: number) {
    return this.db
      .selectFrom('auditLog')
      .select(['id', 'action', 'details', 'at'])
      .where('entityType', '=', 'user')
      .where('entityId', '=', userId)
      .orderBy('id')
      .execute();
  }

  /**
   * The account is closed: leads and contact messages sent with its address lose name, address, phone and
   * text; in the outbox, what was not sent yet to the member (or of those messages) goes, what was sent keeps
   * only its row.
   */
  async clearSubmissions(userId: number, email: string, db: Db): Promise<void> {
    const placeholder = ANONYMISED.email(userId);
    const name = `${ANONYMISED.firstName} ${ANONYMISED.lastName}`;
    const messages = await db.selectFrom('contactMessages').select('id').where(sameEmail(email)).execute();
    const ids = messages.map((m) => m.id);
    if (ids.length > 0) {
      // Not sent yet: it need not go any more. Sent: only the row stays, without the message.
      await db
        .deleteFrom('mailOutbox')
        .where('contactMessageId', 'in', ids)
        .where('sentAt', 'is', null)
        .execute();
      await db
        .updateTable('mailOutbox')
        .set({ payload: '{}', recipient: '' })
        .where('contactMessageId', 'in', ids)
        .execute();
    }
    await db
      .updateTable('contactMessages')
      .set({ name, email: placeholder, phoneNumber: null, subject: '', message: '' })
      .where(sameEmail(email))
      .execute();
    await db
      .updateTable('leads')
      .set({ name, email: placeholder, phone: null, payload: '{}' })
      .where(sameEmail(email))
      .execute();
    // Mails to the member or to the address (a lead's confirmation): unsent ones go, sent ones lose their text.
    const toMember = (eb: ExpressionBuilder<Database, 'mailOutbox'>) =>
      eb.or([eb('userId', '=', userId), eb(sql`lower(${sql.ref('recipient')})`, '=', email.toLowerCase())]);
    await db.deleteFrom('mailOutbox').where(toMember).where('sentAt', 'is', null).execute();
    await db.updateTable('mailOutbox').set({ payload: '{}', recipient: '' }).where(toMember).execute();
  }
}
