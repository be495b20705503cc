// What the questionnaire and the popup need from the lead outbox. The outbox itself lives in the marketing
// feature (the funnel's, generalised); src/app passes it in when it composes the blocks, since features never
// import each other.
import type { LeadRequest } from '#domain/schemas/leads';

export interface LeadOutbox {
  /** Stores the lead on this device first, then sends what waits; resolves with how many leads still wait. */
  deliver(body: LeadRequest): Promise<number>;
  /** Keeps retrying while leads wait (every 30 s, on 'online'); returns the stop function. */
  keepRetrying(): () => void;
}

export type Delivery = 'sending' | 'sent' | 'waiting';

export const DELIVERY_WAITING_TEXT =
  'Deine Teilnahme ist auf diesem Gerät gespeichert und wird gesendet, sobald die Verbindung steht.';
