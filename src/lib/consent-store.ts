// The visitor's cookie decision (DECISIONS "Consent"), read from and written to localStorage (studio.consent) and
// shared by every component through useSyncExternalStore. A record of another version or older than 180 days
// counts as no decision (domain/consent), so the banner asks again.
import { useSyncExternalStore } from 'react';
import {
  createConsentRecord,
  isConsentCurrent,
  parseConsentRecord,
  type ConsentRecord,
} from '#domain/consent/consent';
import { STORAGE_KEYS } from '../config/storage-keys';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedRecord: ConsentRecord | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.consent);
  } catch {
    return null;
  }
}

/** The stored record if it still stands, else null. Stable between calls while storage is unchanged. */
export function currentConsent(now: Date = new Date()): ConsentRecord | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    let parsed: unknown;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    cachedRecord = parseConsentRecord(parsed);
  }
  return isConsentCurrent(cachedRecord, now) ? cachedRecord : null;
}

export function saveConsent(externalMedia: boolean, now: Date = new Date()): ConsentRecord {
  const record = createConsentRecord(externalMedia, now);
  try {
    localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(record));
  } catch {
    // Private mode without storage: the choice holds for this page view only.
    cachedRaw = JSON.stringify(record);
    cachedRecord = record;
  }
  listeners.forEach((listener) => listener());
  return record;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.consent || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The standing decision, or null while the visitor has not decided (or must decide again). */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(
    subscribe,
    () => currentConsent(),
    () => null,
  );
}

export function useExternalMediaAllowed(): boolean {
  return useConsent()?.choices.externalMedia === true;
}
