// Cookie consent (seed 000 §2, DECISIONS "Consent"): 'Notwendig' is always on, 'Externe Medien' (map and video
// embeds) is the visitor's choice. The record carries the version it was given for and the moment; a new version
// or a record older than 180 days counts as no decision, so the banner asks again.
// The record is the browser's own (localStorage), never sent to the server; its check below is a plain guard, not a
// zod schema, so a visitor's page of islands that shows the consent bar loads no zod (decision 0183).
import { CONSENT_EXPIRY_DAYS } from '../constants';

/** Raise this when what we ask consent for changes: every stored record becomes stale and the banner returns. */
export const CONSENT_VERSION = '2026-11';

/** Seed 000 §2: consent expires after 180 days by default (domain/constants). */
export const CONSENT_MAX_AGE_DAYS = CONSENT_EXPIRY_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConsentChoices {
  /** Always true: without these the site does not work (sign-in, this record itself). */
  necessary: true;
  /** Maps and video embeds load only with this. */
  externalMedia: boolean;
}

export interface ConsentRecord {
  version: string;
  /** When the visitor decided, ISO 8601 with its offset. */
  decidedAt: string;
  choices: ConsentChoices;
}

/** An ISO 8601 date and time with seconds (fractions allowed) and an offset ('Z' or ±hh:mm), as toISOString writes. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function createConsentRecord(
  externalMedia: boolean,
  now: Date,
  version: string = CONSENT_VERSION,
): ConsentRecord {
  return { version, decidedAt: now.toISOString(), choices: { necessary: true, externalMedia } };
}

/** A stored value (any JSON) as a record, or null when it is missing or not a record. */
export function parseConsentRecord(raw: unknown): ConsentRecord | null {
  if (!isObject(raw) || typeof raw.version !== 'string') return null;
  if (typeof raw.decidedAt !== 'string' || !ISO_DATE_TIME.test(raw.decidedAt)) return null;
  const choices = raw.choices;
  if (!isObject(choices) || choices.necessary !== true || typeof choices.externalMedia !== 'boolean')
    return null;
  return {
    version: raw.version,
    decidedAt: raw.decidedAt,
    choices: { necessary: true, externalMedia: choices.externalMedia },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The record still stands: given for this version, not in the future, and decided less than 180 days ago.
 * Anything else means the visitor is asked again.
 */
export function isConsentCurrent(
  record: ConsentRecord | null,
  now: Date,
  version: string = CONSENT_VERSION,
  maxAgeDays: number = CONSENT_MAX_AGE_DAYS,
): record is ConsentRecord {
  if (!record || record.version !== version) return false;
  const decided = Date.parse(record.decidedAt);
  if (Number.isNaN(decided)) return false;
  const age = now.getTime() - decided;
  return age >= 0 && age < maxAgeDays * DAY_MS;
}

/** When the record stops counting. */
export function consentExpiresAt(record: ConsentRecord, maxAgeDays: number = CONSENT_MAX_AGE_DAYS): Date {
  return new Date(Date.parse(record.decidedAt) + maxAgeDays * DAY_MS);
}
