// Cookie consent (seed 000 §2, DECISIONS "Consent"): 'Notwendig' is always on, 'Externe Medien' (map and video
// embeds) is the visitor's choice. The record carries the version it was given for and the moment; a new version
// or a record older than 180 days counts as no decision, so the banner asks again.
import { z } from '../schemas/zod';
import { CONSENT_EXPIRY_DAYS } from '../constants';

/** Raise this when what we ask consent for changes: every stored record becomes stale and the banner returns. */
export const CONSENT_VERSION = '2026-11';

/** Seed 000 §2: consent expires after 180 days by default (domain/constants). */
export const CONSENT_MAX_AGE_DAYS = CONSENT_EXPIRY_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ConsentChoicesSchema = z.object({
  /** Always true: without these the site does not work (sign-in, this record itself). */
  necessary: z.literal(true),
  /** Maps and video embeds load only with this. */
  externalMedia: z.boolean(),
});
export type ConsentChoices = z.infer<typeof ConsentChoicesSchema>;

export const ConsentRecordSchema = z.object({
  version: z.string(),
  /** When the visitor decided, ISO 8601. */
  decidedAt: z.iso.datetime({ offset: true }),
  choices: ConsentChoicesSchema,
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export function createConsentRecord(
  externalMedia: boolean,
  now: Date,
  version: string = CONSENT_VERSION,
): ConsentRecord {
  return { version, decidedAt: now.toISOString(), choices: { necessary: true, externalMedia } };
}

/** A stored value (any JSON) as a record, or null when it is missing or not a record. */
export function parseConsentRecord(raw: unknown): ConsentRecord | null {
  const parsed = ConsentRecordSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
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
