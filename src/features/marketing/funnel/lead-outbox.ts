// The funnel's leads are never silently lost: a finished funnel is written to localStorage first, then sent; each
// entry leaves the outbox only when the server accepted it (or refused its content for good, a 400, which no retry
// can fix). Network trouble, 429 and 5xx keep it for the next try: at once, on 'online', every 30 s while
// something waits, and on the next visit.
import type { FunnelLeadRequest } from '#domain/schemas/leads';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { isApiError } from '../../../lib/api-client';

export interface PendingLead {
  id: string;
  body: FunnelLeadRequest;
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

function write(storage: Storage, leads: PendingLead[]) {
  if (leads.length === 0) storage.removeItem(STORAGE_KEYS.pendingLeads);
  else storage.setItem(STORAGE_KEYS.pendingLeads, JSON.stringify(leads));
}

export function pendingLeads(storage: Storage = localStorage): PendingLead[] {
  return read(storage);
}

export function queueLead(
  body: FunnelLeadRequest,
  storage: Storage = localStorage,
  now = new Date(),
): PendingLead {
  const lead: PendingLead = {
    id: globalThis.crypto?.randomUUID?.() ?? `${now.getTime()}-${Math.random().toString(36).slice(2)}`,
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

let flushing: Promise<number> | null = null;

/**
 * Sends every waiting lead once, oldest first; resolves with how many still wait. One flush at a time: a second
 * call while one runs joins it, so a lead is never posted twice in parallel.
 */
export function flushLeads(
  send: (body: FunnelLeadRequest) => Promise<unknown>,
  storage: Storage = localStorage,
): Promise<number> {
  flushing ??= (async () => {
    try {
      for (const lead of read(storage)) {
        try {
          await send(lead.body);
          write(
            storage,
            read(storage).filter((entry) => entry.id !== lead.id),
          );
        } catch (error) {
          if (permanentlyRefused(error)) {
            console.warn('Lead refused by the server and dropped', error);
            write(
              storage,
              read(storage).filter((entry) => entry.id !== lead.id),
            );
          } else {
            write(
              storage,
              read(storage).map((entry) =>
                entry.id === lead.id ? { ...entry, attempts: entry.attempts + 1 } : entry,
              ),
            );
          }
        }
      }
      return read(storage).length;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
