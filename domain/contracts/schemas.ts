// Join online (issue 31, decision 0191): the requests and answers of the contract routes — the order at
// /mitglied-werden, the member's contracts, the withdrawal (§ 356a BGB) and the cancellation button (§ 312k
// BGB), the desk's list and detail — and the studio's legal data. Dates are Berlin calendar dates YYYY-MM-DD,
// money is whole cents. The IBAN appears in full only in AdminContractDetailSchema; every other answer has the
// masked form.
import { z } from '../schemas/zod';
import { IdSchema, InstantSchema, wholeNumberIn } from '../schemas/common';
import { EmailSchema } from '../schemas/users';
import { DateSchema } from '../memberships/schemas';
import { IdempotencyKeySchema } from '../schemas/bookings';
import { isValidCreditorId, isValidIban, normalizeIban } from './iban';

export const CONTRACT_MESSAGES = {
  firstName: 'Vorname ist erforderlich',
  lastName: 'Nachname ist erforderlich',
  street: 'Straße und Hausnummer sind erforderlich',
  postalCode: 'Bitte gib eine fünfstellige Postleitzahl ein',
  city: 'Ort ist erforderlich',
  phone: 'Bitte gib eine Telefonnummer ein (Ziffern, Leerzeichen, +, -, /)',
  accountHolder: 'Bitte gib die Kontoinhaberin oder den Kontoinhaber an (höchstens 70 Zeichen)',
  mandateSignedOn:
    'Bitte gib das Datum der Unterschrift unter dem Mandat an (TT.MM.JJJJ, nicht in der Zukunft)',
  iban: 'Bitte gib eine gültige IBAN ein (Prüfziffer oder Länge stimmen nicht)',
  dateOfBirth: 'Bitte gib dein Geburtsdatum an (JJJJ-MM-TT)',
  tooYoung: 'Für einen Vertrag online musst du mindestens {age} Jahre alt sein',
  startsOn: 'Bitte wähle einen Starttermin',
  startTooEarly: 'Der früheste Starttermin ist morgen – oder du möchtest sofort beginnen',
  startTooLate: 'Der Starttermin darf höchstens drei Monate in der Zukunft liegen',
  acceptTerms: 'Bitte bestätige die AGB und die Widerrufsbelehrung',
  mandateConsent: 'Bitte erteile das SEPA-Lastschriftmandat',
  notSoldOnline: 'Diese Mitgliedschaft kann nicht online abgeschlossen werden',
  idempotencyKeyRequired: 'Der Idempotency-Key fehlt',
  contractNumber: 'Bitte gib die Vertragsnummer an (z. B. KR-ABCD2345)',
  kind: 'Bitte wähle die Art der Kündigung',
  reason: 'Für eine außerordentliche Kündigung gib bitte den wichtigen Grund an (1 bis 2000 Zeichen)',
  requestedEndOn: 'Ungültiges Datum (JJJJ-MM-TT)',
  creditorId: 'Bitte gib eine gültige Gläubiger-Identifikationsnummer an (z. B. DE98ZZZ09999999999)',
  studioName: 'Der Name des Studios ist erforderlich (höchstens 120 Zeichen)',
  email: 'Gültige E-Mail-Adresse ist erforderlich',
  shortText: 'Höchstens 120 Zeichen',
  minimumAge: 'Das Mindestalter muss zwischen 14 und 21 Jahren liegen',
  prenotificationDays: 'Die Vorabankündigung muss zwischen 1 und 14 Tagen liegen',
  tooLong: 'Eingabe ist zu lang',
} as const;

/** 'KR-' and 8 characters of the base32 alphabet (A–Z, 2–7): random, so a number cannot be guessed from another. */
export const CONTRACT_NUMBER_PATTERN = /^KR-[A-Z2-7]{8}$/;

const text = (max: number, message: string) =>
  z.string({ message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** A contract number as typed: spaces dropped, upper case, then the pattern. */
export const ContractNumberSchema = z.pipe(
  z
    .string({ message: CONTRACT_MESSAGES.contractNumber })
    .check(z.maxLength(40, CONTRACT_MESSAGES.contractNumber)),
  z.pipe(
    z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
    z.string().check(z.regex(CONTRACT_NUMBER_PATTERN, CONTRACT_MESSAGES.contractNumber)),
  ),
);

/** An IBAN as typed: normalised (spaces removed, upper case), then its checksum and its country's length. */
export const IbanInputSchema = z.pipe(
  z.string({ message: CONTRACT_MESSAGES.iban }).check(z.maxLength(64, CONTRACT_MESSAGES.iban)),
  z.pipe(
    z.transform((value: string) => normalizeIban(value)),
    z.string().check(z.refine(isValidIban, CONTRACT_MESSAGES.iban)),
  ),
);

// Legal data

/** The studio's legal data the admin edits in the settings (PUT /api/v1/settings/legal). */
export const LegalSettingsWriteSchema = z.object({
  studioName: text(120, CONTRACT_MESSAGES.studioName),
  street: text(120, CONTRACT_MESSAGES.street),
  postalCode: z
    .string({ message: CONTRACT_MESSAGES.postalCode })
    .check(z.trim(), z.regex(/^\d{5}$/, CONTRACT_MESSAGES.postalCode)),
  city: text(120, CONTRACT_MESSAGES.city),
  email: EmailSchema,
  phone: z._default(z.string().check(z.trim(), z.maxLength(40, CONTRACT_MESSAGES.phone)), ''),
  /** The SEPA creditor identifier (Gläubiger-Identifikationsnummer), its check digits verified. */
  creditorId: z.pipe(
    z.string({ message: CONTRACT_MESSAGES.creditorId }).check(z.maxLength(40, CONTRACT_MESSAGES.creditorId)),
    z.pipe(
      z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
      z.string().check(z.refine(isValidCreditorId, CONTRACT_MESSAGES.creditorId)),
    ),
  ),
  /** Register court and number, as the Impressum shows them ('' if none). */
  register: z._default(z.string().check(z.trim(), z.maxLength(120, CONTRACT_MESSAGES.shortText)), ''),
  vatId: z._default(z.string().check(z.trim(), z.maxLength(40, CONTRACT_MESSAGES.shortText)), ''),
  /** The minimum age to order online (default 18). */
  minimumAge: z
    .number({ message: CONTRACT_MESSAGES.minimumAge })
    .check(...wholeNumberIn(14, 21, CONTRACT_MESSAGES.minimumAge)),
  /** Days between the debit's pre-notification (the contract mail) and the first debit (SEPA: 14 unless agreed). */
  prenotificationDays: z
    .number({ message: CONTRACT_MESSAGES.prenotificationDays })
    .check(...wholeNumberIn(1, 14, CONTRACT_MESSAGES.prenotificationDays)),
});
export type LegalSettingsWrite = z.input<typeof LegalSettingsWriteSchema>;

/**
 * The legal data until the admin saves others: the seeded Impressum's data (server/db/seed-pages/impressum.ts), the
 * Bundesbank's test creditor identifier, online contracts from 18 (§ 2 BGB), the SEPA rulebook's 14 days of
 * pre-notification. Demo values: the studio enters its own before it sells.
 */
export const LEGAL_DEFAULTS: z.output<typeof LegalSettingsWriteSchema> = {
  studioName: 'Kraftraum Studio GmbH',
  street: 'Musterstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  email: 'hallo@kraftraum.de',
  phone: '+49 30 1234567',
  creditorId: 'DE98ZZZ09999999999',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 234567 B',
  vatId: 'DE 312345678',
  minimumAge: 18,
  prenotificationDays: 5,
};

/**
 * GET /api/v1/legal (public): the legal data, plus the published versions of the AGB and the withdrawal
 * instructions (content pages 'agb' and 'widerrufsbelehrung') a contract concluded now records.
 */
export const LegalSettingsSchema = z.object({
  studioName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string(),
  creditorId: z.string(),
  register: z.string(),
  vatId: z.string(),
  minimumAge: z.number(),
  prenotificationDays: z.number(),
  agbVersion: z.nullable(z.number()),
  withdrawalVersion: z.nullable(z.number()),
});
export type LegalSettings = z.infer<typeof LegalSettingsSchema>;

// The order

/**
 * POST /api/v1/contracts ('Zahlungspflichtig bestellen'), public or signed in. `startImmediately`: the member
 * asks to start today, within the withdrawal period (the express request, § 356 Abs. 4, § 357a Abs. 2 BGB);
 * `startsOn` is then ignored and may be left out. `expressStartRequest`: the same request for a later start
 * that still falls within the withdrawal period (without it no value is owed on withdrawal).
 */
export const ContractOrderSchema = z
  .object({
    typeId: IdSchema,
    startsOn: z.optional(DateSchema),
    startImmediately: z._default(z.boolean(), false),
    expressStartRequest: z._default(z.boolean(), false),
    firstName: text(100, CONTRACT_MESSAGES.firstName),
    lastName: text(100, CONTRACT_MESSAGES.lastName),
    dateOfBirth: z.pipe(z.string({ message: CONTRACT_MESSAGES.dateOfBirth }), DateSchema),
    street: text(120, CONTRACT_MESSAGES.street),
    postalCode: z
      .string({ message: CONTRACT_MESSAGES.postalCode })
      .check(z.trim(), z.regex(/^\d{5}$/, CONTRACT_MESSAGES.postalCode)),
    city: text(120, CONTRACT_MESSAGES.city),
    email: EmailSchema,
    phone: z
      .string({ message: CONTRACT_MESSAGES.phone })
      .check(z.trim(), z.regex(/^\+?[0-9][0-9 ()/-]{4,38}$/, CONTRACT_MESSAGES.phone)),
    accountHolder: text(70, CONTRACT_MESSAGES.accountHolder),
    iban: IbanInputSchema,
    acceptTerms: z.literal(true, { message: CONTRACT_MESSAGES.acceptTerms }),
    mandateConsent: z.literal(true, { message: CONTRACT_MESSAGES.mandateConsent }),
  })
  .check(
    // Checked once the fields themselves pass, so an empty body names only the required fields.
    z.refine((order) => order.startImmediately || order.startsOn !== undefined, {
      message: CONTRACT_MESSAGES.startsOn,
      path: ['startsOn'],
    }),
  );
export type ContractOrder = z.input<typeof ContractOrderSchema>;

/** The order's headers: an Idempotency-Key is required (a double tap or a retry makes one contract). */
export const ContractOrderHeadersSchema = z.object({
  'idempotency-key': z.pipe(
    z.string({ message: CONTRACT_MESSAGES.idempotencyKeyRequired }),
    IdempotencyKeySchema,
  ),
});

/** 201: the same answer whether the e-mail had an account or not. */
export const ContractOrderResultSchema = z.object({
  contractNumber: z.string(),
  startsOn: z.string(),
  firstDebit: z.object({ date: z.string(), amountCents: z.number() }),
  withdrawalDeadline: z.string(),
});
export type ContractOrderResult = z.infer<typeof ContractOrderResultSchema>;

// A contract as it is read

export const CONTRACT_STATUSES = ['active', 'cancelled', 'withdrawn'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CANCELLATION_KIND_VALUES = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof CANCELLATION_KIND_VALUES)[number];

export const ContractCancellationSchema = z.object({
  kind: z.enum(CANCELLATION_KIND_VALUES),
  reason: z.nullable(z.string()),
  requestedEndOn: z.nullable(z.string()),
  receivedAt: InstantSchema,
  endsOn: z.string(),
});
export type ContractCancellation = z.infer<typeof ContractCancellationSchema>;

export const ContractWithdrawalSchema = z.object({
  receivedAt: InstantSchema,
  /** The value owed for what was provided until the withdrawal (§ 357a Abs. 2 BGB); 0 without express request. */
  proRataCents: z.number(),
  endsOn: z.string(),
});
export type ContractWithdrawal = z.infer<typeof ContractWithdrawalSchema>;

/**
 * GET /api/v1/contracts/mine: one of the member's contracts, frozen as concluded. `endsOn`: the membership's
 * last day once cancelled or withdrawn; `minimumTermEndsOn`: the last day of the initial term; `pdfPath`: the
 * contract PDF's address.
 */
export const ContractSchema = z.object({
  id: IdSchema,
  contractNumber: z.string(),
  typeId: IdSchema,
  typeName: z.string(),
  monthlyPriceCents: z.number(),
  setupFeeCents: z.number(),
  minimumTermMonths: z.number(),
  noticePeriodWeeks: z.number(),
  totalPriceCents: z.number(),
  startsOn: z.string(),
  minimumTermEndsOn: z.string(),
  concludedAt: InstantSchema,
  expressStartRequestedAt: z.nullable(InstantSchema),
  firstDebit: z.object({ date: z.string(), amountCents: z.number() }),
  ibanMasked: z.string(),
  mandateReference: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  endsOn: z.nullable(z.string()),
  withdrawalDeadline: z.string(),
  canWithdraw: z.boolean(),
  cancellation: z.nullable(ContractCancellationSchema),
  withdrawal: z.nullable(ContractWithdrawalSchema),
  agbVersion: z.nullable(z.number()),
  withdrawalVersion: z.nullable(z.number()),
  pdfPath: z.string(),
});
export type Contract = z.infer<typeof ContractSchema>;
export const ContractListSchema = z.array(ContractSchema);

/** GET /api/v1/contracts (Admin, paged by cursor like the other admin lists): the contract with its member. */
export const AdminContractSchema = z.object({
  ...ContractSchema.def.shape,
  userId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  accountHolder: z.string(),
  membershipId: z.nullable(IdSchema),
});
export type AdminContract = z.infer<typeof AdminContractSchema>;
export const AdminContractListSchema = z.array(AdminContractSchema);

/** GET /api/v1/contracts/{id} (Admin): the one answer with the full IBAN (the desk's contract view). */
export const AdminContractDetailSchema = z.object({
  ...AdminContractSchema.def.shape,
  iban: z.string(),
});
export type AdminContractDetail = z.infer<typeof AdminContractDetailSchema>;

/**
 * PUT /api/v1/contracts/{id}/mandate (Admin): the member's new bank account, a new SEPA mandate they signed on
 * `signedOn` (not after today, checked by the server).
 */
export const MandateChangeSchema = z.object({
  accountHolder: text(70, CONTRACT_MESSAGES.accountHolder),
  iban: IbanInputSchema,
  signedOn: z.pipe(
    z
      .string({ message: CONTRACT_MESSAGES.mandateSignedOn })
      .check(z.minLength(1, CONTRACT_MESSAGES.mandateSignedOn)),
    DateSchema,
  ),
});
export type MandateChange = z.output<typeof MandateChangeSchema>;

export const ContractListQuerySchema = z.object({
  status: z.optional(z.enum(CONTRACT_STATUSES, { message: 'Unbekannter Status' })),
});

// Withdrawal (§ 356a BGB)

/** POST /api/v1/contracts/withdrawals (public, 'Vertrag widerrufen' in the footer): contract number and e-mail. */
export const PublicWithdrawalSchema = z.object({
  contractNumber: ContractNumberSchema,
  email: EmailSchema,
});
export type PublicWithdrawal = z.input<typeof PublicWithdrawalSchema>;

/** 202: the same for a known and an unknown contract; the owner's mail says more. */
export const ReceiptSchema = z.object({ receivedAt: InstantSchema });
export type Receipt = z.infer<typeof ReceiptSchema>;

/** POST /api/v1/contracts/{id}/withdrawal (the member's own): the acknowledgement. */
export const WithdrawalResultSchema = ContractWithdrawalSchema;
export type WithdrawalResult = ContractWithdrawal;

// Cancellation (§ 312k BGB)

/**
 * POST /api/v1/contracts/cancellations ('Jetzt kündigen'; public, rate-limited, optional sign-in): who, which
 * contract, ordinary (default) or extraordinary with its reason, and a wished end date (null: the next
 * possible). `contractNumber` may be left out when the member does not have it at hand: name and e-mail then
 * identify the one contract.
 */
export const CancellationRequestSchema = z
  .object({
    firstName: text(100, CONTRACT_MESSAGES.firstName),
    lastName: text(100, CONTRACT_MESSAGES.lastName),
    email: EmailSchema,
    contractNumber: z._default(z.nullable(ContractNumberSchema), null),
    kind: z._default(z.enum(CANCELLATION_KIND_VALUES, { message: CONTRACT_MESSAGES.kind }), 'ordinary'),
    reason: z._default(
      z.nullable(z.string().check(z.trim(), z.maxLength(2000, CONTRACT_MESSAGES.reason))),
      null,
    ),
    requestedEndOn: z._default(z.nullable(DateSchema), null),
  })
  .check(
    z.refine((body) => body.kind !== 'extraordinary' || (body.reason ?? '').length > 0, {
      message: CONTRACT_MESSAGES.reason,
      path: ['reason'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
export type CancellationRequest = z.input<typeof CancellationRequestSchema>;

/** 202: `receivedAt` for everyone; `endsOn` only for a signed-in member whose contract it is. */
export const CancellationReceiptSchema = z.object({
  receivedAt: InstantSchema,
  endsOn: z.optional(z.string()),
});
export type CancellationReceipt = z.infer<typeof CancellationReceiptSchema>;
