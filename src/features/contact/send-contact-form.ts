// POST /api/v1/email/contact-form (seed 002 §7): email, name, subject ('Kontaktanfrage' when empty), message with
// the route-tracking block appended, phoneNumber (null when empty), the consents and the honeypot.
import { z } from '#domain/schemas/zod';
import { API_PATHS } from '#domain/api-paths';
import { DEFAULT_CONTACT_SUBJECT } from '#domain/schemas/contact';
import { apiClient } from '../../lib/api-client';

export interface ContactFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  subject: string;
  message: string;
  marketingConsent: boolean;
  privacyConsent: boolean;
  /** Honeypot: hidden from people, filled by bots. */
  website: string;
}

export interface Tracking {
  page: string;
  referrer: string;
  utmSource: string | null;
  timestamp: Date;
}

/** The block appended to the message (seed 002 §7): page, referrer or 'Direkt', UTM source, timestamp. */
export function trackingBlock({ page, referrer, utmSource, timestamp }: Tracking): string {
  const when = timestamp.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });
  return [
    '---',
    `Seite: ${page}`,
    `Referrer: ${referrer || 'Direkt'}`,
    `UTM-Quelle: ${utmSource || '–'}`,
    `Zeitpunkt: ${when}`,
  ].join('\n');
}

export function contactRequestBody(values: ContactFormValues, tracking: Tracking | null) {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim() || null,
    subject: values.subject.trim() || DEFAULT_CONTACT_SUBJECT,
    message: tracking ? `${message}\n\n${trackingBlock(tracking)}` : message,
    marketingConsent: values.marketingConsent,
    privacyConsent: values.privacyConsent,
    website: values.website || undefined,
  };
}

export function sendContactForm(body: ReturnType<typeof contactRequestBody>) {
  return apiClient.request(API_PATHS.contactForm, {
    method: 'POST',
    schema: z.unknown(),
    body,
    auth: false,
  });
}
