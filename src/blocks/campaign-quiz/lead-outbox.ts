// What the questionnaire and the popup need from the lead outbox (src/lib/lead-outbox.ts): their leads wait in
// the same localStorage outbox as the funnel's and go out with their Idempotency-Key (0083). The components use
// the site's outbox; a test hands in its own.
import type { LeadRequest } from '#domain/schemas/leads';
import { createLead } from '../../lib/create-lead';
import { deliverLead, retryWaitingLeads } from '../../lib/lead-outbox';

export interface LeadOutbox {
  /** Stores the lead on this device first, then sends what waits; resolves with how many leads still wait. */
  deliver(body: LeadRequest): Promise<number>;
  /** Keeps retrying while leads wait (every 30 s, on 'online'); returns the stop function. */
  keepRetrying(): () => void;
}

/** The site's lead outbox, sending with POST /api/v1/leads. */
export const leadOutbox: LeadOutbox = {
  deliver: (body) => deliverLead(body, createLead),
  keepRetrying: () => retryWaitingLeads(createLead),
};

export type Delivery = 'sending' | 'sent' | 'waiting';

export const DELIVERY_WAITING_TEXT =
  'Deine Teilnahme ist auf diesem Gerät gespeichert und wird gesendet, sobald die Verbindung steht.';
