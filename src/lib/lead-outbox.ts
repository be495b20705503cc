// Leads are never silently lost: a finished funnel, questionnaire or self-check popup is written to localStorage
// first, then sent; each entry leaves the outbox only when the server accepted it (or refused its content for
// good, a 400/422, which no retry can fix). Network trouble, 429 and 5xx keep it for the next try: at once, on
// 'online', every 30 s while something waits, and on the next visit. The entry id goes along as Idempotency-Key,
// so a retry after a lost answer stores the lead only once (0083).
import type { LeadRequest } from '#domain/schemas/leads';
import { STORAGE_KEYS } from '../config/storage-keys';
import { isApiError } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

export interface PendingLead {
  /** Also the Idempotency-Key of every attempt. */
  id: string;
  body: LeadRequest;
  queuedAt: string;
  attempts: number;
}

export const LEAD_RETRY_MS = 30_000;

function read(storage: Storage): PendingLead[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.pendingLeads) ?? '[]');
    return Array.isArray(value) ? (value as PendingLead[]) : [];
  } catch {
    return [];
  }
}

/** An empty outbox has no key at all: hasPendingLeads (./lead-outbox-state.ts) answers from that alone. */
function write(storage: Storage, leads: PendingLead[]) {
  if (leads.length === 0) storage.removeItem(STORAGE_KEYS.pendingLeads);
  else storage.setItem(STORAGE_KEYS.pendingLeads, JSON.stringify(leads));
}

export function pendingLeads(storage: Storage = localStorage): PendingLead[] {
  return read(storage);
}

export function queueLead(body: LeadRequest, storage: Storage = localStorage, now = new Date()): PendingLead {
  const lead: PendingLead = {
    id: newIdempotencyKey(),
    body,
    queuedAt: now.toISOString(),
    attempts: 0,
  };
  write(storage, [...read(storage), lead]);
  return lead;
}

function permanentlyRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 422);
}

export type SendLead = (body: LeadRequest, idempotencyKey: string) => Promise<unknown>;

let flushing: Promise<number> | null = null;

/**
 * Sends every waiting lead once, oldest first; resolves with how many still wait. One flush at a time: a second
 * call while one runs joins it, so a lead is never posted twice in parallel.
 */
export function flushLeads(send: SendLead, storage: Storage = localStorage): Promise<number> {
  flushing ??= (async () => {
    try {
      for (const lead of read(storage)) {
        let done = true;
        try {
          await send(lead.body, lead.id);
        } catch (error) {
          done = permanentlyRefused(error);
          if (done) console.warn('Lead refused by the server and dropped', error);
        }
        write(
          storage,
          done
            ? read(storage).filter((entry) => entry.id !== lead.id)
            : read(storage).map((entry) =>
                entry.id === lead.id ? { ...entry, attempts: entry.attempts + 1 } : entry,
              ),
        );
      }
      return read(storage).length;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Stores the lead on this device first, then sends everything waiting; resolves with how many still wait. */
export function deliverLead(
  body: LeadRequest,
  send: SendLead,
  storage: Storage = localStorage,
): Promise<number> {
  queueLead(body, storage);
  return flushLeads(send, storage);
}

/**
 * Keeps sending while leads wait: every 30 s and whenever the browser comes back online, until none is left or
 * the returned stop function is called (the next visit's FunnelProvider picks up whatever is still there).
 */
export function retryWaitingLeads(send: SendLead, storage: Storage = localStorage): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = () => {
    clearTimeout(timer);
    if (stopped || read(storage).length === 0) return;
    void flushLeads(send, storage).then((left) => {
      if (!stopped && left > 0) timer = setTimeout(run, LEAD_RETRY_MS);
    });
  };
  timer = setTimeout(run, LEAD_RETRY_MS);
  window.addEventListener('online', run);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', run);
  };
}
