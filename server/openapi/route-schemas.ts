// What every API route takes and answers, described once with the domain's zod schemas (decision 0107):
// `METHOD path` → params, query, headers, body and responses. The OpenAPI plugin attaches these as the routes'
// Fastify schemas; a route missing here fails the completeness test (tests/api/openapi.test.ts).
import * as z from 'zod/mini';
import { API_PATHS } from '#domain/api-paths';
import { AuditListSchema, AuditQuerySchema } from '#domain/schemas/audit';
import {
  BookingListQuerySchema,
  BookingListSchema,
  BookingSchema,
  CalendarLinkSchema,
  CreateBookingRequestSchema,
  ParticipantListSchema,
  ParticipantQuerySchema,
} from '#domain/schemas/bookings';
import {
  CheckInCodeSchema,
  CheckInHeadersSchema,
  CheckInResultSchema,
  CheckInScanRequestSchema,
  CheckInSessionListSchema,
  CheckInSessionsQuerySchema,
  NoShowResultSchema,
  OptionalIdempotencyHeadersSchema,
} from '#domain/schemas/check-in';
import {
  AdminUpdateUserRequestSchema,
  ClientBookingsSchema,
  ClientListQuerySchema,
  ClientPageSchema,
  ClientSchema,
  CreateClientRequestSchema,
  CreateClientResponseSchema,
} from '#domain/schemas/clients';
import { ErrorResponseSchema, IdParamsSchema } from '#domain/schemas/common';
import { PageQuerySchema } from '#domain/schemas/paging';
import { contactFormSchema, ContactMessageListSchema, ContactMessageSchema } from '#domain/schemas/contact';
import {
  ConfirmRequestSchema,
  SeriesRequestSchema,
  SessionCancelResultSchema,
  SessionUpdateRequestSchema,
} from '#domain/schemas/course-admin';
import {
  CourseDetailQuerySchema,
  CourseListQuerySchema,
  CourseListSchema,
  CourseSchema,
  CourseWriteSchema,
} from '#domain/schemas/courses';
import { DeskBookingRequestSchema, DeskConfirmRequestSchema } from '#domain/schemas/desk';
import {
  CreatedLeadSchema,
  LeadListSchema,
  LeadRequestSchema,
  LeadSchema,
  MarkHandledSchema,
} from '#domain/schemas/leads';
import {
  UploadFormSchema,
  UploadListQuerySchema,
  UploadListSchema,
  UploadSchema,
} from '#domain/schemas/uploads';
import {
  BaseVersionSchema,
  CreatePageRequestSchema,
  PageDraftSchema,
  PageListSchema,
  PageSlugParamsSchema,
  PageVersionListSchema,
  PageVersionParamsSchema,
  PublicPageSchema,
  UpdatePageRequestSchema,
} from '#domain/pages/document';
import {
  MailPreferencesSchema,
  MessageResponseSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '#domain/schemas/mail';
import {
  AdminPostListSchema,
  AdminPostSchema,
  PostListQuerySchema,
  PostPageSchema,
  PostPreviewRequestSchema,
  PostPreviewSchema,
  PostSchema,
  PostSlugParamsSchema,
  PostWriteSchema,
} from '#domain/posts/schemas';
import {
  AddCreditsSchema,
  AssignMembershipSchema,
  EndMembershipSchema,
  ExtendMembershipSchema,
  ForgiveStrikeSchema,
  LeadToMemberResultSchema,
  LeadToMemberSchema,
  MembershipListSchema,
  MembershipSchema,
  MembershipTypeListSchema,
  MembershipTypeSchema,
  MembershipTypeWriteSchema,
  MyMembershipSchema,
  PauseMembershipSchema,
  PublicMembershipTypeListSchema,
  StrikeListSchema,
  StrikeSchema,
  StudioSettingsSchema,
} from '#domain/memberships/schemas';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RefreshResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  UserSchema,
} from '#domain/schemas/users';

/** Any zod 4 schema, classic or mini (both share zod's core). */
export type Schema = z.core.$ZodType;

export interface RouteDescription {
  summary: string;
  tags: string[];
  params?: Schema;
  querystring?: Schema;
  headers?: Schema;
  body?: Schema;
  /** Content types of the body when not JSON (an upload is multipart/form-data). */
  consumes?: string[];
  /** Status → schema of the answer; 204 answers nothing. */
  response: Record<number, Schema | { description: string; content: Record<string, { schema: Schema }> }>;
}

const Empty = z.null();
const Received = z.object({ status: z.literal('received') });
const Health = z.object({ status: z.literal('ok') });
const CalendarFeedParams = z.object({ token: z.string() });
const ics = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: z.string() } },
});
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** Path with Fastify's `:id` placeholders, as the routes register them. */
const path = (build: (id: string) => string, name = ':id') => build(name);

export const ROUTE_SCHEMAS: Record<string, RouteDescription> = {
  [`GET ${API_PATHS.health}`]: { summary: 'Erreichbarkeit', tags: ['Betrieb'], response: { 200: Health } },

  [`POST ${API_PATHS.login}`]: {
    summary: 'Anmelden',
    tags: ['Konto'],
    body: LoginRequestSchema,
    response: { 200: LoginResponseSchema, ...errors },
  },
  [`GET ${API_PATHS.currentUser}`]: {
    summary: 'Das eigene Konto',
    tags: ['Konto'],
    response: { 200: UserSchema, ...errors },
  },
  [`POST ${API_PATHS.register}`]: {
    summary: 'Registrieren',
    tags: ['Konto'],
    body: RegisterRequestSchema,
    response: { 201: RegisterResponseSchema, ...errors },
  },
  [`PUT ${API_PATHS.changePassword}`]: {
    summary: 'Passwort ändern',
    tags: ['Konto'],
    body: ChangePasswordRequestSchema,
    response: { 200: ChangePasswordResponseSchema, ...errors },
  },
  [`PUT ${path(API_PATHS.user)}`]: {
    summary: 'Profil ändern (Admin: auch Rollen und Status)',
    tags: ['Konto'],
    params: IdParamsSchema,
    // The admin's request is the profile's plus roles and status; a member's roles and status are ignored.
    body: AdminUpdateUserRequestSchema,
    response: { 200: z.union([UserSchema, ClientSchema]), ...errors },
  },
  [`POST ${API_PATHS.refresh}`]: {
    summary: 'Zugangstoken erneuern (Refresh-Cookie)',
    tags: ['Konto'],
    response: { 200: RefreshResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.passwordResetRequest}`]: {
    summary: 'Passwort vergessen: Link per E-Mail anfordern (gleiche Antwort für jede Adresse)',
    tags: ['Konto'],
    body: PasswordResetRequestSchema,
    response: { 202: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  [`POST ${API_PATHS.passwordResetConfirm}`]: {
    summary: 'Neues Passwort mit dem Link aus der E-Mail setzen (einmal, 30 Minuten gültig)',
    tags: ['Konto'],
    body: PasswordResetConfirmSchema,
    response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  [`GET ${API_PATHS.mailPreferences}`]: {
    summary: 'Die eigenen Mail-Einstellungen',
    tags: ['Konto'],
    response: { 200: MailPreferencesSchema, ...errors },
  },
  [`PUT ${API_PATHS.mailPreferences}`]: {
    summary: 'Die eigenen Mail-Einstellungen ändern',
    tags: ['Konto'],
    body: MailPreferencesSchema,
    response: { 200: MailPreferencesSchema, ...errors },
  },
  [`POST ${API_PATHS.logout}`]: { summary: 'Abmelden', tags: ['Konto'], response: { 204: Empty } },
  [`POST ${API_PATHS.logoutAll}`]: {
    summary: 'Auf allen Geräten abmelden',
    tags: ['Konto'],
    response: { 204: Empty, ...errors },
  },

  [`GET ${API_PATHS.courses}`]: {
    summary: 'Kurse mit Terminen',
    tags: ['Kurse'],
    querystring: CourseListQuerySchema,
    response: { 200: CourseListSchema, 400: ErrorResponseSchema },
  },
  [`GET ${path(API_PATHS.course)}`]: {
    summary: 'Ein Kurs',
    tags: ['Kurse'],
    params: IdParamsSchema,
    querystring: CourseDetailQuerySchema,
    response: { 200: CourseSchema, ...errors },
  },
  [`POST ${API_PATHS.courses}`]: {
    summary: 'Kurs anlegen',
    tags: ['Kurse'],
    body: CourseWriteSchema,
    response: { 201: CourseSchema, ...errors },
  },
  [`PUT ${path(API_PATHS.course)}`]: {
    summary: 'Kurs ersetzen',
    tags: ['Kurse'],
    params: IdParamsSchema,
    body: CourseWriteSchema,
    response: { 200: CourseSchema, ...errors },
  },
  [`DELETE ${path(API_PATHS.course)}`]: {
    summary: 'Kurs löschen',
    tags: ['Kurse'],
    params: IdParamsSchema,
    body: ConfirmRequestSchema,
    response: { 204: Empty, ...errors },
  },
  [`POST ${path(API_PATHS.courseSeries)}`]: {
    summary: 'Terminserie anlegen',
    tags: ['Kurse'],
    params: IdParamsSchema,
    body: SeriesRequestSchema,
    response: { 201: CourseSchema, ...errors },
  },
  [`PUT ${path(API_PATHS.courseSetting)}`]: {
    summary: 'Termin ändern',
    tags: ['Kurse'],
    params: IdParamsSchema,
    body: SessionUpdateRequestSchema,
    response: { 200: CourseSchema, ...errors },
  },
  [`POST ${path(API_PATHS.courseSettingCancel)}`]: {
    summary: 'Termin absagen',
    tags: ['Kurse'],
    params: IdParamsSchema,
    body: ConfirmRequestSchema,
    response: { 200: SessionCancelResultSchema, ...errors },
  },

  [`POST ${API_PATHS.bookings}`]: {
    summary: 'Buchen (Platz oder Warteliste)',
    tags: ['Buchungen'],
    headers: OptionalIdempotencyHeadersSchema,
    body: CreateBookingRequestSchema,
    response: { 201: BookingSchema, ...errors, 409: ErrorResponseSchema },
  },
  [`GET ${API_PATHS.myBookings}`]: {
    summary: 'Meine Buchungen',
    tags: ['Buchungen'],
    response: { 200: BookingListSchema, ...errors },
  },
  [`DELETE ${path(API_PATHS.booking)}`]: {
    summary: 'Buchung stornieren',
    tags: ['Buchungen'],
    params: IdParamsSchema,
    response: { 200: BookingSchema, ...errors },
  },
  [`GET ${API_PATHS.bookings}`]: {
    summary: 'Alle Buchungen (Admin)',
    tags: ['Buchungen'],
    querystring: BookingListQuerySchema,
    response: { 200: BookingListSchema, ...errors },
  },
  [`GET ${path(API_PATHS.courseParticipants)}`]: {
    summary: 'Teilnehmende eines Kurses (Trainer, Admin)',
    tags: ['Buchungen'],
    params: IdParamsSchema,
    querystring: ParticipantQuerySchema,
    response: { 200: ParticipantListSchema, ...errors },
  },
  [`GET ${path(API_PATHS.bookingIcs)}`]: {
    summary: 'Eine Buchung als Kalenderdatei',
    tags: ['Kalender'],
    params: IdParamsSchema,
    response: { 200: ics('iCalendar-Datei'), ...errors },
  },
  [`GET ${API_PATHS.calendarLink}`]: {
    summary: 'Adresse des privaten Kalender-Abos',
    tags: ['Kalender'],
    response: { 200: CalendarLinkSchema, ...errors },
  },
  [`POST ${API_PATHS.calendarLinkReset}`]: {
    summary: 'Neue Adresse des Kalender-Abos',
    tags: ['Kalender'],
    response: { 200: CalendarLinkSchema, ...errors },
  },
  [`GET ${API_PATHS.calendarFeed(':token')}`]: {
    summary: 'Privates Kalender-Abo (die Adresse ist der Schlüssel)',
    tags: ['Kalender'],
    params: CalendarFeedParams,
    response: { 200: ics('iCalendar-Abo'), 404: ErrorResponseSchema },
  },

  [`POST ${API_PATHS.deskBookings}`]: {
    summary: 'Buchung an der Theke',
    tags: ['Theke'],
    body: DeskBookingRequestSchema,
    response: { 201: BookingSchema, ...errors },
  },
  [`POST ${path(API_PATHS.deskBookingCancel)}`]: {
    summary: 'Storno an der Theke',
    tags: ['Theke'],
    params: IdParamsSchema,
    response: { 200: BookingSchema, ...errors },
  },
  [`POST ${path(API_PATHS.deskBookingConfirm)}`]: {
    summary: 'Wartelistenplatz bestätigen',
    tags: ['Theke'],
    params: IdParamsSchema,
    body: DeskConfirmRequestSchema,
    response: { 200: BookingSchema, ...errors },
  },
  [`GET ${API_PATHS.checkInSessions}`]: {
    summary: 'Termine des Tages zum Einchecken',
    tags: ['Check-in'],
    querystring: CheckInSessionsQuerySchema,
    response: { 200: CheckInSessionListSchema, ...errors },
  },
  [`POST ${path(API_PATHS.bookingCheckIn)}`]: {
    summary: 'Einchecken',
    tags: ['Check-in'],
    params: IdParamsSchema,
    headers: CheckInHeadersSchema,
    response: { 200: CheckInResultSchema, ...errors },
  },
  [`POST ${API_PATHS.checkInScan}`]: {
    summary: 'Einchecken per Code',
    tags: ['Check-in'],
    headers: OptionalIdempotencyHeadersSchema,
    body: CheckInScanRequestSchema,
    response: { 200: CheckInResultSchema, ...errors },
  },
  [`POST ${path(API_PATHS.courseSettingNoShows)}`]: {
    summary: 'Nicht Erschienene markieren',
    tags: ['Check-in'],
    params: IdParamsSchema,
    response: { 200: NoShowResultSchema, ...errors },
  },
  [`GET ${API_PATHS.myCheckInCode}`]: {
    summary: 'Mein Check-in-Code',
    tags: ['Check-in'],
    response: { 200: CheckInCodeSchema, ...errors },
  },

  [`GET ${API_PATHS.allUsers}`]: {
    summary: 'Kundenliste (Admin)',
    tags: ['Kunden'],
    querystring: ClientListQuerySchema,
    response: { 200: ClientPageSchema, ...errors },
  },
  [`POST ${API_PATHS.createUser}`]: {
    summary: 'Kunde anlegen (Admin)',
    tags: ['Kunden'],
    body: CreateClientRequestSchema,
    response: { 201: CreateClientResponseSchema, ...errors },
  },
  [`GET ${path(API_PATHS.user)}`]: {
    summary: 'Ein Kunde (Admin)',
    tags: ['Kunden'],
    params: IdParamsSchema,
    response: { 200: ClientSchema, ...errors },
  },
  [`GET ${path(API_PATHS.userBookings)}`]: {
    summary: 'Buchungen eines Kunden (Admin)',
    tags: ['Kunden'],
    params: IdParamsSchema,
    response: { 200: ClientBookingsSchema, ...errors },
  },
  [`DELETE ${path(API_PATHS.user)}`]: {
    summary: 'Kunde anonymisieren (Admin)',
    tags: ['Kunden'],
    params: IdParamsSchema,
    response: { 204: Empty, ...errors },
  },
  [`GET ${API_PATHS.audit}`]: {
    summary: 'Protokoll (Admin)',
    tags: ['Kunden'],
    querystring: AuditQuerySchema,
    response: { 200: AuditListSchema, ...errors },
  },

  [`POST ${API_PATHS.leads}`]: {
    summary: 'Interessent aus Funnel, Fragebogen oder Selbsttest',
    tags: ['Anfragen'],
    headers: OptionalIdempotencyHeadersSchema,
    body: LeadRequestSchema,
    response: { 200: CreatedLeadSchema, 201: CreatedLeadSchema, 400: ErrorResponseSchema },
  },
  [`POST ${API_PATHS.contactForm}`]: {
    summary: 'Kontaktformular',
    tags: ['Anfragen'],
    body: contactFormSchema(),
    response: { 201: Received, 400: ErrorResponseSchema },
  },
  [`GET ${API_PATHS.leads}`]: {
    summary: 'Interessenten (Admin)',
    tags: ['Anfragen'],
    querystring: PageQuerySchema,
    response: { 200: LeadListSchema, ...errors },
  },
  [`PATCH ${path(API_PATHS.lead)}`]: {
    summary: 'Interessent als erledigt markieren',
    tags: ['Anfragen'],
    params: IdParamsSchema,
    body: MarkHandledSchema,
    response: { 200: LeadSchema, ...errors },
  },
  [`GET ${API_PATHS.messages}`]: {
    summary: 'Kontaktanfragen (Admin)',
    tags: ['Anfragen'],
    querystring: PageQuerySchema,
    response: { 200: ContactMessageListSchema, ...errors },
  },
  [`PATCH ${path(API_PATHS.message)}`]: {
    summary: 'Kontaktanfrage als erledigt markieren',
    tags: ['Anfragen'],
    params: IdParamsSchema,
    body: MarkHandledSchema,
    response: { 200: ContactMessageSchema, ...errors },
  },

  [`POST ${API_PATHS.uploads}`]: {
    summary: 'Bild oder Video hochladen (Admin; Feld `use` vor `file`)',
    tags: ['Inhalte'],
    consumes: ['multipart/form-data'],
    body: UploadFormSchema,
    response: { 201: UploadSchema, ...errors },
  },
  [`GET ${API_PATHS.uploads}`]: {
    summary: 'Hochgeladene Dateien (Admin), neueste zuerst',
    tags: ['Inhalte'],
    querystring: UploadListQuerySchema,
    response: { 200: UploadListSchema, ...errors },
  },
  [`GET ${API_PATHS.posts}`]: {
    summary: 'Veröffentlichte Blogbeiträge, neueste zuerst (10 je Seite)',
    tags: ['Blog'],
    querystring: PostListQuerySchema,
    response: { 200: PostPageSchema, 400: ErrorResponseSchema },
  },
  [`GET ${API_PATHS.post(':slug')}`]: {
    summary: 'Ein veröffentlichter Blogbeitrag mit seinem HTML',
    tags: ['Blog'],
    params: PostSlugParamsSchema,
    response: { 200: PostSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
  },
  [`POST ${API_PATHS.postPreview}`]: {
    summary: 'Markdown-Vorschau: das HTML, das ein Speichern ablegen würde (Admin)',
    tags: ['Blog'],
    body: PostPreviewRequestSchema,
    response: { 200: PostPreviewSchema, ...errors },
  },
  [`GET ${API_PATHS.adminPosts}`]: {
    summary: 'Alle Blogbeiträge mit Entwürfen (Admin)',
    tags: ['Blog'],
    response: { 200: AdminPostListSchema, ...errors },
  },
  [`GET ${API_PATHS.adminPost(':slug')}`]: {
    summary: 'Ein Blogbeitrag mit Markdown, auch als Entwurf (Admin)',
    tags: ['Blog'],
    params: PostSlugParamsSchema,
    response: { 200: AdminPostSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.posts}`]: {
    summary: 'Blogbeitrag als Entwurf anlegen (Admin)',
    tags: ['Blog'],
    body: PostWriteSchema,
    response: { 201: AdminPostSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`PUT ${API_PATHS.post(':slug')}`]: {
    summary: 'Blogbeitrag speichern (Admin)',
    tags: ['Blog'],
    params: PostSlugParamsSchema,
    body: PostWriteSchema,
    response: { 200: AdminPostSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.postPublish(':slug')}`]: {
    summary: 'Blogbeitrag veröffentlichen (Admin)',
    tags: ['Blog'],
    params: PostSlugParamsSchema,
    response: { 200: AdminPostSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.postUnpublish(':slug')}`]: {
    summary: 'Blogbeitrag zurückziehen (Admin)',
    tags: ['Blog'],
    params: PostSlugParamsSchema,
    response: { 200: AdminPostSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`DELETE ${API_PATHS.post(':slug')}`]: {
    summary: 'Blogbeitrag löschen (Admin)',
    tags: ['Blog'],
    params: PostSlugParamsSchema,
    response: { 204: Empty, 404: ErrorResponseSchema, ...errors },
  },
  [`GET ${API_PATHS.page(':slug')}`]: {
    summary: 'Veröffentlichte Seite (öffentlich)',
    tags: ['Seiten'],
    params: PageSlugParamsSchema,
    response: { 200: PublicPageSchema, 404: ErrorResponseSchema },
  },
  [`GET ${API_PATHS.pages}`]: {
    summary: 'Alle Seiten mit Status (Admin)',
    tags: ['Seiten'],
    response: { 200: PageListSchema, ...errors },
  },
  [`GET ${API_PATHS.pageDraft(':slug')}`]: {
    summary: 'Arbeitsfassung einer Seite (Admin)',
    tags: ['Seiten'],
    params: PageSlugParamsSchema,
    response: { 200: PageDraftSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.pages}`]: {
    summary: 'Seite anlegen (Admin; Entwurf)',
    tags: ['Seiten'],
    body: CreatePageRequestSchema,
    response: { 201: PageDraftSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`PUT ${API_PATHS.page(':slug')}`]: {
    summary: 'Arbeitsfassung speichern (Admin; 409 bei veralteter Version)',
    tags: ['Seiten'],
    params: PageSlugParamsSchema,
    body: UpdatePageRequestSchema,
    response: { 200: PageDraftSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.pagePublish(':slug')}`]: {
    summary: 'Arbeitsfassung veröffentlichen (Admin)',
    tags: ['Seiten'],
    params: PageSlugParamsSchema,
    body: BaseVersionSchema,
    response: { 200: PageDraftSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.pageUnpublish(':slug')}`]: {
    summary: 'Veröffentlichung zurückziehen (Admin)',
    tags: ['Seiten'],
    params: PageSlugParamsSchema,
    response: { 200: PageDraftSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`DELETE ${API_PATHS.page(':slug')}`]: {
    summary: 'Seite löschen (Admin)',
    tags: ['Seiten'],
    params: PageSlugParamsSchema,
    response: { 204: Empty, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`GET ${API_PATHS.pageVersions(':slug')}`]: {
    summary: 'Versionen einer Seite (Admin)',
    tags: ['Seiten'],
    params: PageSlugParamsSchema,
    response: { 200: PageVersionListSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${API_PATHS.pageRestore(':slug', ':version')}`]: {
    summary: 'Frühere Version als Arbeitsfassung wiederherstellen (Admin)',
    tags: ['Seiten'],
    params: PageVersionParamsSchema,
    body: BaseVersionSchema,
    response: { 200: PageDraftSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },

  // Memberships (issue 19, decision 0140).
  [`GET ${API_PATHS.publicMembershipTypes}`]: {
    summary: 'Mitgliedschaften des Studios (öffentlich, für die Tarif-Übersicht)',
    tags: ['Mitgliedschaften'],
    response: { 200: PublicMembershipTypeListSchema },
  },
  [`GET ${API_PATHS.membershipTypes}`]: {
    summary: 'Mitgliedschaftsarten (Admin)',
    tags: ['Mitgliedschaften'],
    response: { 200: MembershipTypeListSchema, ...errors },
  },
  [`POST ${API_PATHS.membershipTypes}`]: {
    summary: 'Mitgliedschaftsart anlegen (Admin)',
    tags: ['Mitgliedschaften'],
    body: MembershipTypeWriteSchema,
    response: { 201: MembershipTypeSchema, ...errors },
  },
  [`PUT ${path(API_PATHS.membershipType)}`]: {
    summary: 'Mitgliedschaftsart ändern (Admin)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: MembershipTypeWriteSchema,
    response: { 200: MembershipTypeSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`DELETE ${path(API_PATHS.membershipType)}`]: {
    summary: 'Mitgliedschaftsart löschen (Admin; 409, wenn vergeben)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    response: { 204: Empty, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`GET ${path(API_PATHS.userMemberships)}`]: {
    summary: 'Mitgliedschaften eines Mitglieds (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    response: { 200: MembershipListSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${path(API_PATHS.userMemberships)}`]: {
    summary: 'Mitgliedschaft vergeben (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: AssignMembershipSchema,
    response: { 201: MembershipSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${path(API_PATHS.membershipPause)}`]: {
    summary: 'Ruhezeit setzen oder aufheben (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: PauseMembershipSchema,
    response: { 200: MembershipSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${path(API_PATHS.membershipEnd)}`]: {
    summary: 'Mitgliedschaft beenden (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: EndMembershipSchema,
    response: { 200: MembershipSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${path(API_PATHS.membershipExtend)}`]: {
    summary: 'Mitgliedschaft verlängern (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: ExtendMembershipSchema,
    response: { 200: MembershipSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${path(API_PATHS.membershipCredits)}`]: {
    summary: 'Buchungen einer Karte aufladen (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: AddCreditsSchema,
    response: { 200: MembershipSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
  },
  [`GET ${API_PATHS.myMembership}`]: {
    summary: 'Meine Mitgliedschaft: Mitgliedschaften, gezählte Buchungen, Strikes, Regeln',
    tags: ['Mitgliedschaften'],
    response: { 200: MyMembershipSchema, ...errors },
  },
  [`GET ${path(API_PATHS.userStrikes)}`]: {
    summary: 'Strikes eines Mitglieds (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    response: { 200: StrikeListSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`POST ${path(API_PATHS.strikeForgive)}`]: {
    summary: 'Strike erlassen (Theke, mit Grund)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: ForgiveStrikeSchema,
    response: { 200: StrikeSchema, 404: ErrorResponseSchema, ...errors },
  },
  [`GET ${API_PATHS.settings}`]: {
    summary: 'Studio-Einstellungen: Fristen und Fairness-Regeln (Admin)',
    tags: ['Mitgliedschaften'],
    response: { 200: StudioSettingsSchema, ...errors },
  },
  [`PUT ${API_PATHS.settings}`]: {
    summary: 'Studio-Einstellungen speichern (Admin)',
    tags: ['Mitgliedschaften'],
    body: StudioSettingsSchema,
    response: { 200: StudioSettingsSchema, ...errors },
  },
  [`POST ${path(API_PATHS.leadMember)}`]: {
    summary: 'Lead als Mitglied anlegen: Konto, Mitgliedschaft, Einladung (Theke)',
    tags: ['Mitgliedschaften'],
    params: IdParamsSchema,
    body: LeadToMemberSchema,
    response: {
      201: LeadToMemberResultSchema,
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      ...errors,
    },
  },
};
