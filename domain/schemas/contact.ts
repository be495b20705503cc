// The contact form of seed 002 §2, §3, §5, §7: the validation table as a schema factory over the form's
// required flags, and the message as admins read it at /admin/messages.
import { z } from './zod';
import { IdSchema, InstantSchema } from './common';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name ist erforderlich',
  emailRequired: 'E-Mail-Adresse ist erforderlich',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  phoneRequired: 'Telefonnummer ist erforderlich',
  subjectRequired: 'Betreff ist erforderlich',
  messageRequired: 'Nachricht ist erforderlich',
  privacyRequired: 'Datenschutzerklärung muss akzeptiert werden',
  tooLong: 'Eingabe ist zu lang',
} as const;

/** An empty subject is sent as this (seed 002 §5). */
export const DEFAULT_CONTACT_SUBJECT = 'Kontaktanfrage';

export interface ContactRequiredFlags {
  nameRequired: boolean;
  phoneRequired: boolean;
  subjectRequired: boolean;
}

/** Defaults of seed 002 §3: name required, phone and subject optional. */
export const CONTACT_DEFAULT_FLAGS: ContactRequiredFlags = {
  nameRequired: true,
  phoneRequired: false,
  subjectRequired: false,
};

const text = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, CONTACT_MESSAGES.tooLong))),
    z.transform((value: string | null | undefined) => value ?? ''),
  );

/** The fields the server requires with these flags (the schema checks them in one refinement, for its messages). */
export function contactRequiredFields(flags: ContactRequiredFlags = CONTACT_DEFAULT_FLAGS): string[] {
  return [
    ...(flags.nameRequired ? ['name'] : []),
    'email',
    ...(flags.phoneRequired ? ['phoneNumber'] : []),
    ...(flags.subjectRequired ? ['subject'] : []),
    'message',
    'privacyConsent',
  ];
}

function required(value: string, flag: boolean, message: string, path: string, ctx: z.core.$RefinementCtx) {
  if (flag && !value) ctx.addIssue({ code: 'custom', message, path: [path] });
}

/**
 * POST /api/v1/email/contact-form: email, name, subject, message, phoneNumber (null if empty), plus the
 * privacy consent (we require it on the server too), the optional marketing consent and the honeypot `website`.
 */
export function contactFormSchema(flags: ContactRequiredFlags = CONTACT_DEFAULT_FLAGS) {
  const fields = z
    .object({
      name: text(120),
      email: text(254),
      phoneNumber: text(40),
      subject: text(200),
      message: text(5000),
      privacyConsent: z.nullish(z.boolean()),
      marketingConsent: z.nullish(z.boolean()),
      /** Honeypot: people never see or fill it. */
      website: z.nullish(z.string().check(z.maxLength(500))),
    })
    .check(
      z.superRefine((form, ctx) => {
        required(form.name, flags.nameRequired, CONTACT_MESSAGES.nameRequired, 'name', ctx);
        if (!form.email)
          ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.emailRequired, path: ['email'] });
        else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) {
          ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.emailInvalid, path: ['email'] });
        }
        required(form.phoneNumber, flags.phoneRequired, CONTACT_MESSAGES.phoneRequired, 'phoneNumber', ctx);
        required(form.subject, flags.subjectRequired, CONTACT_MESSAGES.subjectRequired, 'subject', ctx);
        if (!form.message)
          ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.messageRequired, path: ['message'] });
        if (form.privacyConsent !== true) {
          ctx.addIssue({
            code: 'custom',
            message: CONTACT_MESSAGES.privacyRequired,
            path: ['privacyConsent'],
          });
        }
      }),
    );
  return z.pipe(
    fields,
    z.transform((form: z.output<typeof fields>) => ({
      ...form,
      subject: form.subject || DEFAULT_CONTACT_SUBJECT,
      phoneNumber: form.phoneNumber || null,
      marketingConsent: form.marketingConsent === true,
    })),
  );
}

/** What the visitor typed, as the form holds it (field names are the form's `name` attributes, decision 0180). */
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

export interface ContactTracking {
  page: string;
  referrer: string;
  utmSource: string | null;
  timestamp: Date;
}

/** The block appended to the message (seed 002 §7): page, referrer or 'Direkt', UTM source, timestamp. */
export function contactTrackingBlock({ page, referrer, utmSource, timestamp }: ContactTracking): string {
  const when = timestamp.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });
  return [
    '---',
    `Seite: ${page}`,
    `Referrer: ${referrer || 'Direkt'}`,
    `UTM-Quelle: ${utmSource || '–'}`,
    `Zeitpunkt: ${when}`,
  ].join('\n');
}

/** The tracking of a message sent from `page` (path and query): the UTM source is its utm_source (or source). */
export function contactTracking(page: string, referrer: string, timestamp: Date): ContactTracking {
  const query = new URLSearchParams(page.split('?')[1] ?? '');
  return { page, referrer, utmSource: query.get('utm_source') ?? query.get('source'), timestamp };
}

/**
 * The plain form's fields beside the schema's (decision 0180): the page the form is on (its way back, and the
 * tracked page) and whether the block tracks the route. Both are hidden fields the server renders.
 */
export const CONTACT_POST_FIELDS = { page: 'seite', tracking: 'herkunft' } as const;

/** A checked box posts its value ('on' unless it names one; ours say 'true'); an unchecked one posts nothing. */
export function postedCheckbox(value: string | null | undefined): boolean {
  return value === 'on' || value === 'true';
}

/** The values a plain form post carries, by the fields' `name` attributes (missing text fields are empty). */
export function contactValuesFromPost(
  field: (name: keyof ContactFormValues) => string | null,
): ContactFormValues {
  const textOf = (name: keyof ContactFormValues) => field(name) ?? '';
  return {
    name: textOf('name'),
    email: textOf('email'),
    phoneNumber: textOf('phoneNumber'),
    subject: textOf('subject'),
    message: textOf('message'),
    marketingConsent: postedCheckbox(field('marketingConsent')),
    privacyConsent: postedCheckbox(field('privacyConsent')),
    website: textOf('website'),
  };
}

/**
 * The body of POST /api/v1/email/contact-form (seed 002 §7): email, name, subject ('Kontaktanfrage' when
 * empty), message with the route-tracking block appended, phoneNumber (null when empty), the consents and the
 * honeypot. The browser sends it as JSON; the server builds the same from a plain form post.
 */
export function contactRequestBody(values: ContactFormValues, tracking: ContactTracking | null) {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim() || null,
    subject: values.subject.trim() || DEFAULT_CONTACT_SUBJECT,
    message: tracking ? `${message}\n\n${contactTrackingBlock(tracking)}` : message,
    marketingConsent: values.marketingConsent,
    privacyConsent: values.privacyConsent,
    website: values.website || undefined,
  };
}

export const ContactMessageSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  subject: z.string(),
  message: z.string(),
  marketingConsent: z.boolean(),
  createdAt: InstantSchema,
  sentAt: z.nullable(InstantSchema),
  handledAt: z.nullable(InstantSchema),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListSchema = z.array(ContactMessageSchema);
