// The database as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case columns).
// Instants are ISO strings on both engines (timestamptz is parsed to ISO on PostgreSQL); booleans are
// written as 0/1 (PostgreSQL's boolean accepts them) and read through toBool.
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

type Instant = string;
type DbBool = ColumnType<number | boolean, number, number>;
/** A flag with a database default: optional on insert. */
type DbBoolWithDefault = ColumnType<number | boolean, number | undefined, number>;
/** A nullable column added later: optional on insert (null). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** JSON array of canonical role names. */
  roles: string;
  isActive: DbBool;
  createdAt: Instant;
  updatedAt: Instant;
  /** Access tokens issued before this instant are refused (sign out everywhere, password change). */
  sessionsValidAfter: Instant | null;
  /** Secret of the member's calendar feed URL; null until they ask for it. */
  calendarToken: string | null;
  /** Set for an account made at the desk with a one-time password, until the member sets their own. */
  mustChangePassword: DbBoolWithDefault;
  /** When the client was anonymised (personal data replaced, sign-in impossible, bookings kept). */
  anonymisedAt: Instant | null;
  /** The typed fallback of the member's check-in QR code (8 Crockford characters); null until first shown. */
  checkInCode: string | null;
  /** Names and e-mail folded for the desk's search (foldForSearch), written with every change of them. */
  searchText: string | null;
  /** The member wants the optional mails (decision 0090): booking confirmed, moved up from the waitlist. */
  mailBookingConfirmed: DbBoolWithDefault;
  mailWaitlistPromoted: DbBoolWithDefault;
  /** The member wants a reminder before each confirmed booking (issue 21): by push where on, else by mail. */
  reminders: DbBoolWithDefault;
  /** The member's home studio (issue 34); filled with the first location for accounts made before locations. */
  homeLocationId: Optional<number>;
}

export interface CoursesTable {
  id: Generated<number>;
  title: string;
  description: string;
  difficulty: number;
  imageUrl: string | null;
  durationMinutes: number;
  bookable: DbBool;
  createdAt: Instant;
  updatedAt: Instant;
  /** A deleted course that still has bookings stays as a record (statistics, members' history), hidden. */
  deletedAt: Instant | null;
  /** The course's own category (issue 19), e.g. 'EMS'; null: derived from the title. */
  category: Optional<string>;
  /** The location the course (and so its sessions and their bookings) belongs to (issue 34). */
  locationId: number;
}

export interface CourseSettingsTable {
  id: Generated<number>;
  courseId: number;
  scheduledAt: Instant;
  /** The displayed name: the trainer account's name while trainerId is set, else the name typed (issue 22). */
  trainerName: string;
  /** The Trainer account that leads the session (issue 22); null: only a typed name. */
  trainerId: Optional<number>;
  maxParticipants: number;
  createdAt: Instant;
  /** When the studio cancelled the session; its open bookings were cancelled with it. */
  cancelledAt: Instant | null;
}

/**
 * What a session's bookings are, kept by triggers on bookings in the writing transaction (decision 0193):
 * seats held (confirmed, attended, no_show), attended, no-shows, waitlisted (pending or moved up), still waiting.
 * A session nobody ever booked has no row.
 */
export interface SessionCountsTable {
  courseSettingId: number;
  booked: Generated<number>;
  attended: Generated<number>;
  noShows: Generated<number>;
  waitlisted: Generated<number>;
  waiting: Generated<number>;
  /** How often the session's bookings changed in what the desk's day list shows (decision 0223). */
  changes: Generated<number>;
}

/** Counters the database keeps by triggers (decision 0223): 'user_names', bumped by a name's change. */
export interface DataVersionsTable {
  name: string;
  version: Generated<number>;
}

export interface BookingsTable {
  id: Generated<number>;
  userId: number;
  courseSettingId: number;
  /** confirmed | pending | cancelled | attended | no_show (DECISIONS "Bookings", decision 0040). */
  status: string;
  createdAt: Instant;
  updatedAt: Instant;
  cancelledAt: Instant | null;
  /** When the booking moved up from the waitlist to a seat. */
  promotedAt: Instant | null;
  notes: string | null;
  /** When and by whom (user id) the member was checked in at the desk. */
  checkedInAt: Instant | null;
  checkedInBy: number | null;
  /** The membership the booking used (issue 19); null: booked before memberships or a desk override. */
  membershipId: Optional<number>;
  /** Still counts against that membership's limits and credits (a timely cancellation returns it). */
  counted: DbBoolWithDefault;
  /** The waitlist cut-off passed while it waited; its 'no seat came free' mail is stored. */
  waitlistClosedAt: Optional<Instant>;
  /** Its reminder was stored in the outbox (issue 21): the claim that makes it exactly once. */
  reminderQueuedAt: Optional<Instant>;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  userId: number;
  key: string;
  /** SHA-256 of the canonical request body: the same key with another body is refused. */
  requestHash: string;
  responseStatus: number;
  /** The first answer's JSON, replayed for every repeat. */
  responseBody: string;
  createdAt: Instant;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  userId: number;
  /** All tokens rotated from one sign-in share a family; reuse of a used token revokes the family. */
  familyId: string;
  /** SHA-256 of the token; the token itself is only in the member's cookie. */
  tokenHash: string;
  createdAt: Instant;
  /** Absolute end of the family (sign-in + 30 days); rotation does not extend it. */
  expiresAt: Instant;
  usedAt: Instant | null;
  revokedAt: Instant | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  failedAt: Instant;
}

export interface LeadsTable {
  id: Generated<number>;
  source: string;
  name: string;
  email: string;
  phone: string | null;
  recommendedTier: string | null;
  trialSlot: string | null;
  /** The validated request as JSON. */
  payload: string;
  createdAt: Instant;
  handledAt: Instant | null;
  /** The Idempotency-Key the lead was sent with (unique), or null (decision 0083). */
  idempotencyKey: string | null;
  /** The member account made from the lead ('Als Mitglied anlegen', issue 19). */
  userId: Optional<number>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phoneNumber: string | null;
  subject: string;
  message: string;
  marketingConsent: DbBool;
  createdAt: Instant;
  handledAt: Instant | null;
  /** Set once its mail to the studio went out (the mail itself is a mail_outbox row since 20261125010000). */
  sentAt: Instant | null;
  /** The columns below were the message's own outbox before mail_outbox; no longer written. */
  sendAttempts: Generated<number>;
  /** Not before this instant is the next attempt made (backoff after a failure). */
  nextAttemptAt: Instant | null;
  /** A sender claimed the message until then, so two processes do not both send it. */
  claimedUntil: Instant | null;
  lastError: string | null;
}

/** Every mail, stored before it is sent (decision 0090). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** contact | lead-confirmation | booking-confirmed | waitlist-promoted | session-cancelled | password-reset */
  kind: string;
  /** The address the mail goes to; empty for contact mails (they go to MAIL_TO). */
  recipient: string;
  userId: number | null;
  contactMessageId: number | null;
  /** What the kind's template needs, as JSON. */
  payload: string;
  createdAt: Instant;
  sentAt: Instant | null;
  sendAttempts: Generated<number>;
  nextAttemptAt: Instant | null;
  /** A sender claimed the mail until then, so two processes do not both send it. */
  claimedUntil: Instant | null;
  lastError: string | null;
  /** How it went out (issue 21): 'push' to the member's devices or 'mail'; null while unsent. */
  sentBy: Optional<string>;
}

/** A password-reset link: only the SHA-256 of its token is kept; usable once, until expiresAt. */
export interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Instant;
  expiresAt: Instant;
  usedAt: Instant | null;
}

/** Every admin change: who (user id), what, on which record, the details as JSON, when. */
export interface AuditLogTable {
  id: Generated<number>;
  actorId: number;
  action: string;
  entityType: string;
  entityId: number;
  details: string;
  at: Instant;
}

/** What the studio sells (issue 19); features, categories and limits as JSON arrays. */
export interface MembershipTypesTable {
  id: Generated<number>;
  name: string;
  badge: string;
  weeklyPriceCents: number | null;
  monthlyPriceCents: number | null;
  oneTimePriceCents: number | null;
  features: string;
  categories: string;
  limits: string;
  credits: number | null;
  validityDays: number | null;
  active: DbBoolWithDefault;
  listed: DbBoolWithDefault;
  sortOrder: number;
  /** Contract terms (issue 31): sold online, the one-time Startpaket, the initial term, the notice. */
  soldOnline: DbBoolWithDefault;
  setupFeeCents: ColumnType<number, number | undefined, number>;
  minimumTermMonths: Optional<number>;
  noticePeriodWeeks: ColumnType<number, number | undefined, number>;
  /** Billing (issue 33): whether paused days are charged, 'free' (default) or 'charged'. */
  pauseBilling: ColumnType<string, string | undefined, string>;
  /** Valid at every location (issue 34); otherwise at the member's home studio only. */
  allLocations: DbBoolWithDefault;
  createdAt: Instant;
  updatedAt: Instant;
}

/**
 * A contract concluded online (issue 31, decision 0191), frozen as concluded: dates are Berlin calendar dates,
 * money whole cents; the IBAN only encrypted (`ibanEncrypted`), the PDF as mailed (base64).
 */
export interface ContractsTable {
  id: Generated<number>;
  contractNumber: string;
  idempotencyKey: string;
  requestHash: string;
  userId: number;
  typeId: number;
  membershipId: number | null;
  typeName: string;
  monthlyPriceCents: number;
  setupFeeCents: number;
  minimumTermMonths: number;
  noticePeriodWeeks: number;
  totalPriceCents: number;
  startsOn: string;
  minimumTermEndsOn: string;
  firstDebitOn: string;
  firstDebitCents: number;
  withdrawalDeadline: string;
  concludedAt: Instant;
  expressStartRequestedAt: Instant | null;
  termsAcceptedAt: Instant;
  mandateConsentedAt: Instant;
  agbVersion: number | null;
  withdrawalVersion: number | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  accountHolder: string;
  ibanEncrypted: string;
  ibanLast4: string;
  ibanMasked: string;
  mandateReference: string;
  mandateSignedOn: string;
  status: ColumnType<string, string | undefined, string>;
  endsOn: Optional<string>;
  cancellationKind: Optional<string>;
  cancellationReason: Optional<string>;
  cancellationRequestedEndOn: Optional<string>;
  cancellationReceivedAt: Optional<Instant>;
  cancellationEndsOn: Optional<string>;
  withdrawalReceivedAt: Optional<Instant>;
  withdrawalProRataCents: Optional<number>;
  pdf: string;
  createdAt: Instant;
  updatedAt: Instant;
  /** Set when the account is closed (issue 33): kept as an accounting document until this Berlin date. */
  keptUntil: Optional<string>;
  /** The studio the contract was concluded for: the member's home studio then (issue 34). */
  locationId: Optional<number>;
}

/** A debit run (issue 33, decision 0194): one per period 'YYYY-MM', with the bank file as made. */
export interface BillingRunsTable {
  id: Generated<number>;
  period: string;
  collectionDate: string;
  painVersion: string;
  messageId: string;
  count: ColumnType<number, number | undefined, number>;
  sumCents: ColumnType<number, number | undefined, number>;
  painXml: ColumnType<string, string | undefined, string>;
  createdBy: number | null;
  createdAt: Instant;
  keptUntil: string;
}

/** The last invoice number's sequence of a year (gap-free numbering). */
export interface InvoiceNumberCountersTable {
  year: number;
  last: number;
}

/**
 * An invoice or a cancellation invoice (issue 33, decision 0194), written once: never updated in its amounts or
 * text; only `pdf` is filled on the first download. Dates are Berlin dates, money whole cents.
 */
export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  year: number;
  sequence: number;
  kind: string;
  cancelsInvoiceId: number | null;
  runId: number | null;
  contractId: number | null;
  userId: number;
  memberNumber: string;
  memberName: string;
  memberStreet: string;
  memberPostalCode: string;
  memberCity: string;
  /** JSON: name, street, postalCode, city, taxNumber, vatId. */
  studio: string;
  period: string;
  periodFrom: string;
  periodTo: string;
  /** JSON: DueLine[]. */
  lines: string;
  netCents: number;
  vatCents: number;
  vatRatePercent: number;
  grossCents: number;
  sequenceType: string | null;
  mandateReference: string | null;
  endToEndId: string | null;
  collectionDate: string | null;
  paymentText: string;
  issuedOn: string;
  createdAt: Instant;
  keptUntil: string;
  pdf: Optional<string>;
  /** The studio the invoice's contract belongs to (issue 34); the studio's data is frozen in `studio`. */
  locationId: Optional<number>;
}

/** What happened to an invoice after it was issued: at most one event of each kind per invoice. */
export interface InvoiceEventsTable {
  id: Generated<number>;
  invoiceId: number;
  kind: 'collected' | 'returned' | 'fee' | 'paid' | 'cancelled';
  amountCents: number;
  reasonCode: string | null;
  method: string | null;
  onDate: string;
  at: Instant;
  by: number | null;
}

/** The pre-notification of a run, once per member. */
export interface BillingNoticesTable {
  runId: number;
  userId: number;
  amountCents: number;
  createdAt: Instant;
}

/** A member with two returned debits in a row (cleared when no returned invoice is open). */
export interface BillingFlagsTable {
  userId: number;
  returnsInRow: number;
  flaggedAt: Instant;
}

/** A membership a member holds; dates are Berlin calendar dates, inclusive. */
export interface MembershipsTable {
  id: Generated<number>;
  userId: number;
  typeId: number;
  startsOn: string;
  endsOn: string | null;
  pausedFrom: string | null;
  pausedUntil: string | null;
  credits: number | null;
  createdAt: Instant;
  updatedAt: Instant;
}

/** One studio setting per key, its value as JSON. */
export interface StudioSettingsTable {
  key: string;
  value: string;
  updatedAt: Instant;
}

/** A no-show strike; the desk may forgive it with a reason. */
export interface StrikesTable {
  id: Generated<number>;
  userId: number;
  bookingId: number;
  createdAt: Instant;
  forgivenAt: Instant | null;
  forgivenBy: number | null;
  forgivenReason: string | null;
}

/** A message a trainer sent to a session's participants (issue 22): audited, counted for the daily cap. */
export interface SessionMessagesTable {
  id: Generated<number>;
  courseSettingId: number;
  senderId: number;
  subject: string;
  body: string;
  /** How many members it went to. */
  recipients: number;
  createdAt: Instant;
}

/** A trainer's request for a substitute (issue 22): open until taken (or assigned by an admin) or withdrawn. */
export interface SubstituteRequestsTable {
  id: Generated<number>;
  courseSettingId: number;
  requestedBy: number;
  reason: string;
  createdAt: Instant;
  takenBy: number | null;
  takenAt: Instant | null;
  /** The admin who assigned the substitute; null when a trainer took it. */
  assignedBy: number | null;
  withdrawnAt: Instant | null;
}

/** A studio of the chain (issue 34, decision 0202). */
export interface LocationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  /** JSON: OpeningHours[] (domain/content/studio.ts). */
  openingHours: string;
  mapUrl: string | null;
  sortOrder: ColumnType<number, number | undefined, number>;
  createdAt: Instant;
  updatedAt: Instant;
}

/** The locations a manager or desk account works at (issue 34); admins see every location. */
export interface UserLocationsTable {
  userId: number;
  locationId: number;
}

export interface Database {
  locations: LocationsTable;
  userLocations: UserLocationsTable;
  sessionMessages: SessionMessagesTable;
  substituteRequests: SubstituteRequestsTable;
  membershipTypes: MembershipTypesTable;
  contracts: ContractsTable;
  billingRuns: BillingRunsTable;
  invoiceNumberCounters: InvoiceNumberCountersTable;
  invoices: InvoicesTable;
  invoiceEvents: InvoiceEventsTable;
  billingNotices: BillingNoticesTable;
  billingFlags: BillingFlagsTable;
  memberships: MembershipsTable;
  studioSettings: StudioSettingsTable;
  strikes: StrikesTable;
  users: UsersTable;
  courses: CoursesTable;
  courseSettings: CourseSettingsTable;
  bookings: BookingsTable;
  sessionCounts: SessionCountsTable;
  dataVersions: DataVersionsTable;
  refreshTokens: RefreshTokensTable;
  loginFailures: LoginFailuresTable;
  idempotencyKeys: IdempotencyKeysTable;
  leads: LeadsTable;
  contactMessages: ContactMessagesTable;
  mailOutbox: MailOutboxTable;
  pushSubscriptions: PushSubscriptionsTable;
  passwordResets: PasswordResetsTable;
  auditLog: AuditLogTable;
  rateLimits: RateLimitsTable;
  uploads: UploadsTable;
  posts: PostsTable;
  postVersions: PostVersionsTable;
  pages: PagesTable;
  pageVersions: PageVersionsTable;
  menus: MenusTable;
  menuVersions: MenuVersionsTable;
}

/** An uploaded image or video (decision 0132); its files are DATA_DIR/uploads/<stem>…. */
export interface UploadsTable {
  id: Generated<number>;
  stem: string;
  use: string;
  /** The format read from the bytes: jpeg | png | webp | svg | mp4 | webm. */
  type: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
  originalName: string;
  createdAt: Instant;
  createdBy: number | null;
}

/** A blog post (decision 0133): Markdown as written, and its HTML rendered and sanitised at save. */
export interface PostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  /** markdown | html (the rich-text editor's, decision 0151) */
  bodyFormat: ColumnType<string, string | undefined, string>;
  bodyHtml: string;
  /** An image reference (a key of domain/content/images.ts, later an upload); null for none. */
  coverImage: string | null;
  author: string;
  /** draft | published */
  status: ColumnType<string, string | undefined, string>;
  /** Set at the first publish and kept through unpublish and publish again. */
  publishedAt: Instant | null;
  createdAt: Instant;
  updatedAt: Instant;
  /** The admin (user id) who created / last changed the post. */
  createdBy: number | null;
  updatedBy: number | null;
  /** The working copy's version: every save and restore adds one (decision 0151). */
  version: ColumnType<number, number | undefined, number>;
  /** The version visitors read while the post is published; null before the first publish. */
  publishedVersion: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Every version of a post: its fields as they were saved, who saved it and when (decision 0151). */
export interface PostVersionsTable {
  id: Generated<number>;
  postId: number;
  version: number;
  action: 'created' | 'saved' | 'restored';
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  bodyFormat: string;
  bodyHtml: string;
  coverImage: string | null;
  author: string;
  createdAt: Instant;
  createdBy: number | null;
}

/** Per-address request counters shared by the API processes (server/plugins/rate-limit-store.ts). */
export interface RateLimitsTable {
  /** Limiter (route or 'api') and client address. */
  key: string;
  hits: number;
  /** End of the current window, milliseconds since the epoch. */
  resetAt: number;
}

/** A content page (decision 0130): its working copy and, once published, the version visitors see. */
export interface PagesTable {
  id: Generated<number>;
  slug: string;
  /** Title, description and og image of the working copy (the list shows them without parsing documents). */
  title: string;
  description: string;
  ogImage: string | null;
  /** The working copy: a PageDocument as JSON. */
  document: string;
  /** The published PageDocument as JSON; null while the page is not published. */
  publishedDocument: string | null;
  /** The version number that was published; null while not published. */
  publishedVersion: number | null;
  status: 'draft' | 'published';
  /** The working copy's version: every write adds one (optimistic concurrency). */
  version: number;
  updatedAt: Instant;
  /** Who wrote last; null for the seeded pages. */
  updatedBy: number | null;
}

/** Every version of a page: who did what when, with the document as it was then. */
export interface PageVersionsTable {
  id: Generated<number>;
  pageId: number;
  version: number;
  action: 'created' | 'saved' | 'published' | 'unpublished' | 'restored';
  document: string;
  authorId: number | null;
  createdAt: Instant;
}

/** What a repository's statement runs on: the database, or the transaction of the write it is part of. */
export type Db = Kysely<Database> | Transaction<Database>;

export type PageRow = Selectable<PagesTable>;

/** A menu document (decision 0152; key 'site': header and footer menus): the working copy and the live copy. */
export interface MenusTable {
  id: Generated<number>;
  key: string;
  /** The working copy: SiteMenus as JSON. */
  document: string;
  /** The published SiteMenus as JSON (the seeded menus are published as version 1). */
  publishedDocument: string;
  publishedVersion: number;
  /** The working copy's version: every write adds one (optimistic concurrency). */
  version: number;
  updatedAt: Instant;
  /** Who wrote last; null for the seeded menus. */
  updatedBy: number | null;
}

/** Every version of a menu document: who did what when, with the document as it was then. */
export interface MenuVersionsTable {
  id: Generated<number>;
  menuId: number;
  version: number;
  action: 'published' | 'saved' | 'restored';
  document: string;
  authorId: number | null;
  createdAt: Instant;
}

export type MenuRow = Selectable<MenusTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type CourseRow = Selectable<CoursesTable>;
export type PostRow = Selectable<PostsTable>;
export type CourseSettingRow = Selectable<CourseSettingsTable>;

export function toBool(value: number | boolean): boolean {
  return value === true || value === 1;
}

export function fromBool(value: boolean): number {
  return value ? 1 : 0;
}

/**
 * An instant column as the API's ISO text: PostgreSQL hands a timestamp back as a Date, SQLite as the text it
 * stored (which may not be in the API's form); null stays null.
 */
export function toInstant(value: string | Date): string;
export function toInstant(value: string | Date | null): string | null;
export function toInstant(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A browser's push subscription (issue 21): one per device, its endpoint unique; deleted on 404/410. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** What the device calls itself ('Chrome auf Android'), for the member's list. */
  deviceName: string;
  createdAt: Instant;
}
