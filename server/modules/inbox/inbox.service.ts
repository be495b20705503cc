// Leads and contact messages: validated input in, stored first, the studio told by mail (and the visitor
// who left a lead sent the confirmation the forms promise); admins read and mark them handled.
import { DomainError } from '#domain/errors/domain-error';
import { recommendTier, trialConfirmationBy, trialSlotOpen } from '#domain/marketing/funnel';
import { LEAD_MESSAGES } from '#domain/schemas/leads';
import type { ContactMessage } from '#domain/schemas/contact';
import type { Lead, LeadRequestSchema } from '#domain/schemas/leads';
import type { PageQuery } from '#domain/schemas/paging';
import type { TierName } from '#domain/marketing/funnel';
import type { contactFormSchema } from '#domain/schemas/contact';
import type { z } from '#domain/schemas/zod';
import { fromBool, toBool } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { InboxRepository, LeadRow, MessageRow } from './inbox.repository';

type LeadRequest = z.output<typeof LeadRequestSchema>;
type ContactForm = z.output<ReturnType<typeof contactFormSchema>>;

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    email: row.email,
    phone: row.phone,
    recommendedTier: row.recommendedTier as TierName | null,
    trialSlot: row.trialSlot,
    payload: JSON.parse(row.payload) as unknown,
    createdAt: row.createdAt,
    handledAt: row.handledAt,
    userId: row.userId,
  };
}

function toMessage(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    subject: row.subject,
    message: row.message,
    marketingConsent: toBool(row.marketingConsent),
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    handledAt: row.handledAt,
  };
}

export class InboxService {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores a lead. A funnel lead gets the tier the visitor chose (else the recommendation for its goals) and its
   * trial slot, which must still be open (decision 0198); the questionnaire and the self-check popup have neither
   * (0083). The confirmation mail says by when the studio confirms the slot. With an
   * Idempotency-Key the lead is stored once: a repeat answers the stored lead (`replayed`), a different request
   * under the same key is refused.
   */
  async addLead(input: LeadRequest, idempotencyKey?: string): Promise<{ lead: Lead; replayed: boolean }> {
    let tier: TierName | null = null;
    let trialSlot: string | null = null;
    const now = this.clock.now();
    if (input.source === 'funnel') {
      tier = input.contract?.name ?? recommendTier(input.goals);
      if (!trialSlotOpen(input.timeSlot.id, now)) {
        throw new DomainError('VALIDATION', [
          { path: 'timeSlot.id', message: LEAD_MESSAGES.slotUnavailable },
        ]);
      }
      trialSlot = input.timeSlot.id;
    }
    const payload = JSON.stringify(input);
    const { lead, inserted } = await this.inbox.insertLead({
      source: input.source,
      name: input.contact.name,
      email: input.contact.email,
      phone: input.contact.phone || null,
      recommendedTier: tier,
      trialSlot,
      payload,
      createdAt: now.toISOString(),
      idempotencyKey: idempotencyKey ?? null,
    });
    if (!inserted && lead.payload !== payload) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    if (inserted)
      await this.mail.leadConfirmation(lead.email, {
        name: lead.name,
        source: lead.source,
        recommendedTier: lead.recommendedTier,
        trialSlot: lead.trialSlot,
        confirmBy: lead.trialSlot ? trialConfirmationBy(now).toISOString() : null,
      });
    return { lead: toLead(lead), replayed: !inserted };
  }

  /** Stores the message and its mail to the studio; it is sent after the answer, the visitor never waits for SMTP. */
  async addMessage(form: ContactForm): Promise<number> {
    const now = this.clock.now().toISOString();
    const id = await this.inbox.insertMessage({
      name: form.name,
      email: form.email,
      phoneNumber: form.phoneNumber,
      subject: form.subject,
      message: form.message,
      marketingConsent: fromBool(form.marketingConsent),
      createdAt: now,
      nextAttemptAt: now,
    });
    await this.mail.contact({
      messageId: id,
      name: form.name,
      email: form.email,
      phoneNumber: form.phoneNumber,
      subject: form.subject,
      message: form.message,
      marketingConsent: form.marketingConsent,
    });
    return id;
  }

  async leads(page: PageQuery): Promise<Lead[]> {
    return (await this.inbox.leads(page)).map(toLead);
  }

  async messages(page: PageQuery): Promise<ContactMessage[]> {
    return (await this.inbox.messages(page)).map(toMessage);
  }

  async markLead(id: number, handled: boolean): Promise<Lead> {
    const row = await this.inbox.markLead(id, handled ? this.clock.now().toISOString() : null);
    if (!row) throw new DomainError('NOT_FOUND');
    return toLead(row);
  }

  async markMessage(id: number, handled: boolean): Promise<ContactMessage> {
    const row = await this.inbox.markMessage(id, handled ? this.clock.now().toISOString() : null);
    if (!row) throw new DomainError('NOT_FOUND');
    return toMessage(row);
  }
}
