// The one error catalogue (seed 000 §8, DECISIONS "Errors"): every code has its HTTP status and its German
// message. The server throws only these codes; the client maps any response back onto them.
import { CHECK_IN_OPENS_MINUTES, CHECK_IN_UNDO_MINUTES } from '../constants';
import type { WayForward } from './ways-forward';

export const ERRORS = {
  NETWORK: { status: 0, message: 'Netzwerkfehler. Bitte versuche es später erneut.' },
  UNAUTHORIZED: { status: 401, message: 'Du bist nicht berechtigt, diese Aktion auszuführen.' },
  FORBIDDEN: { status: 403, message: 'Zugriff verweigert.' },
  NOT_FOUND: { status: 404, message: 'Die angeforderte Ressource wurde nicht gefunden.' },
  VALIDATION: { status: 400, message: 'Eingabefehler. Bitte überprüfe deine Angaben.' },
  BOOKING_FULL: { status: 409, message: 'Der Kurs ist bereits ausgebucht.' },
  BOOKING_DEADLINE: { status: 409, message: 'Die Anmeldefrist ist abgelaufen.' },
  CANCELLATION_DEADLINE: { status: 409, message: 'Die Stornierungsfrist ist abgelaufen.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Ungültige Anmeldedaten' },
  USER_FETCH_FAILED: { status: 500, message: 'Fehler beim Abrufen der Benutzerdaten' },
  /** The health check when the database does not answer (load balancers take the process out). */
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  },
  PASSWORD_CHANGE_LOGGED_OUT: {
    status: 401,
    message: 'Du musst angemeldet sein, um das Passwort zu ändern',
  },
  PASSWORD_CHANGE_FAILED: { status: 400, message: 'Fehler beim Ändern des Passworts' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Das aktuelle Passwort ist nicht korrekt.' },
  COURSE_NOT_FOUND: { status: 404, message: 'Kurs nicht gefunden' },
  COURSE_SETTING_NOT_FOUND: { status: 404, message: 'Kurs-Einstellung nicht gefunden' },
  COURSE_WITHOUT_SETTINGS: { status: 500, message: 'Der Kurs hat keine Termine.' },
  SESSION_HAS_BOOKINGS: {
    status: 409,
    message: 'Dieser Termin hat aktive Buchungen und kann nicht entfernt werden.',
  },
  COURSE_HAS_BOOKINGS: {
    status: 409,
    message: 'Dieser Kurs hat aktive Buchungen und kann nicht gelöscht werden.',
  },
  ALREADY_BOOKED: {
    status: 409,
    message: 'Du hast diesen Termin bereits gebucht.',
    staff: 'Dieses Mitglied hat diesen Termin bereits gebucht.',
  },
  SESSION_CANCEL_HAS_BOOKINGS: {
    status: 409,
    message:
      'Dieser Termin hat offene Buchungen. Bitte bestätige die Absage – die Buchungen werden dann storniert.',
  },
  SESSION_CANCELLED: { status: 409, message: 'Dieser Termin wurde abgesagt.' },
  SESSION_ALREADY_STARTED: { status: 409, message: 'Dieser Termin hat bereits begonnen.' },
  SESSION_NOT_ENDED: { status: 409, message: 'Dieser Termin ist noch nicht beendet.' },
  SEATS_BELOW_BOOKED: {
    status: 409,
    message: 'Die Teilnehmerzahl kann nicht unter die Zahl der bereits vergebenen Plätze gesenkt werden.',
  },
  BOOKING_NOT_WAITLISTED: { status: 409, message: 'Diese Buchung steht nicht auf der Warteliste.' },
  BOOKING_NOT_CANCELLABLE: { status: 409, message: 'Diese Buchung kann nicht mehr storniert werden.' },
  CHECK_IN_WAITLISTED: {
    status: 409,
    message: 'Diese Buchung steht noch auf der Warteliste und kann nicht eingecheckt werden.',
  },
  CHECK_IN_CANCELLED: {
    status: 409,
    message: 'Diese Buchung wurde storniert und kann nicht eingecheckt werden.',
  },
  CHECK_IN_TOO_EARLY: {
    status: 409,
    message: `Der Check-in öffnet erst ${CHECK_IN_OPENS_MINUTES} Minuten vor Kursbeginn.`,
  },
  CHECK_IN_NOT_CHECKED_IN: {
    status: 409,
    message: 'Diese Buchung ist nicht eingecheckt – es gibt nichts rückgängig zu machen.',
  },
  CHECK_IN_UNDO_EXPIRED: {
    status: 409,
    message: `Ein Check-in lässt sich nur in den ersten ${CHECK_IN_UNDO_MINUTES} Minuten rückgängig machen.`,
  },
  CHECK_IN_CODE_INVALID: { status: 403, message: 'Dieser Check-in-Code ist ungültig.' },
  CHECK_IN_NO_BOOKING: {
    status: 404,
    message: 'Für dieses Mitglied gibt es keine Buchung für diesen Termin.',
  },
  USER_NOT_FOUND: { status: 404, message: 'Klient nicht gefunden' },
  ADMIN_SELF_LOCKOUT: {
    status: 409,
    message:
      'Du kannst dir nicht selbst die Admin-Rolle entziehen, dein eigenes Konto deaktivieren oder löschen.',
  },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'Bitte ändere zuerst dein vorläufiges Passwort.',
  },

  NOT_BOOKABLE: { status: 409, message: 'Dieser Kurs kann derzeit nicht gebucht werden.' },
  MEMBERSHIP_INACTIVE: {
    status: 403,
    message: 'Für Buchungen ist eine aktive Mitgliedschaft erforderlich.',
    forward: ['desk'],
  },
  BOOKING_NOT_FOUND: { status: 404, message: 'Buchung nicht gefunden' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  },
  EMAIL_TAKEN: {
    status: 409,
    message: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.',
  },
  ACCOUNT_INACTIVE: { status: 403, message: 'Dein Konto ist nicht aktiv.' },
  LOGIN_THROTTLED: {
    status: 429,
    message:
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte einige Minuten und versuche es dann erneut.',
  },
  SESSION_EXPIRED: {
    status: 401,
    message: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  },
  PASSWORD_RESET_INVALID: {
    status: 400,
    message:
      'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde schon benutzt. Bitte fordere einen neuen an.',
  },
  PASSWORD_RESET_THROTTLED: {
    status: 429,
    message:
      'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte warte eine Stunde und versuche es dann erneut.',
  },
  /** Uploads (decision 0132): the details name the limit or the allowed types of the use. */
  UPLOAD_TOO_LARGE: { status: 400, message: 'Die Datei ist zu groß.' },
  UPLOAD_TYPE: { status: 400, message: 'Dieser Dateityp ist hier nicht erlaubt.' },
  POST_NOT_FOUND: { status: 404, message: 'Beitrag nicht gefunden' },
  POST_SLUG_TAKEN: {
    status: 409,
    message: 'Diese Adresse hat schon ein anderer Beitrag. Bitte wähle eine andere.',
  },
  RATE_LIMITED: {
    status: 429,
    message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  },
  PAGE_NOT_FOUND: { status: 404, message: 'Seite nicht gefunden' },
  PAGE_VERSION_NOT_FOUND: { status: 404, message: 'Diese Version der Seite gibt es nicht.' },
  PAGE_SLUG_TAKEN: { status: 409, message: 'Unter dieser Adresse gibt es schon eine Seite.' },
  PAGE_VERSION_CONFLICT: {
    status: 409,
    message:
      'Die Seite wurde inzwischen von jemand anderem gespeichert. Deine Änderungen wurden nicht übernommen und nichts wurde überschrieben: Bitte lade die neueste Fassung und übertrage deine Änderungen erneut.',
  },
  POST_VERSION_CONFLICT: {
    status: 409,
    message:
      'Der Beitrag wurde inzwischen von jemand anderem gespeichert. Deine Änderungen wurden nicht übernommen und nichts wurde überschrieben: Bitte lade die neueste Fassung und übertrage deine Änderungen erneut.',
  },
  PAGE_PROTECTED: {
    status: 409,
    message: 'Die Startseite kann nicht gelöscht oder zurückgezogen werden.',
  },
  /** Menus (issue 20, decision 0152). */
  MENU_VERSION_NOT_FOUND: { status: 404, message: 'Diese Version der Menüs gibt es nicht.' },
  MENU_VERSION_CONFLICT: {
    status: 409,
    message:
      'Die Menüs wurden inzwischen von jemand anderem gespeichert. Deine Änderungen wurden nicht übernommen: Bitte lade die neueste Fassung und übertrage deine Änderungen erneut.',
  },
  /**
   * Memberships (issue 19, decision 0140): why a session cannot be booked. `{name}` placeholders are filled
   * from the error's params (`formatErrorMessage`); the envelope carries the filled message and the params.
   * `forward`: the ways forward the member is offered with the refusal (issue 37, ./ways-forward.ts).
   */
  MEMBERSHIP_NONE: {
    status: 403,
    message: 'Zum Buchen brauchst du eine Mitgliedschaft.',
    staff: 'Dieses Mitglied hat keine Mitgliedschaft.',
    forward: ['tiers', 'trial'],
  },
  MEMBERSHIP_CATEGORY: {
    status: 403,
    message: 'Deine Mitgliedschaft umfasst keine {category}-Kurse.',
    staff: 'Die Mitgliedschaft dieses Mitglieds umfasst keine {category}-Kurse.',
    forward: ['tiers'],
  },
  MEMBERSHIP_PERIOD_LIMIT: {
    status: 403,
    message: 'Du hast {period} schon {used} von {limit} {courses} gebucht.',
    staff: 'Dieses Mitglied hat {period} schon {used} von {limit} {courses} gebucht.',
    forward: ['tiers', 'myMembership'],
  },
  MEMBERSHIP_CREDITS_USED_UP: {
    status: 403,
    message: 'Deine {name} ist aufgebraucht.',
    staff: 'Die {name} dieses Mitglieds ist aufgebraucht.',
    forward: ['topUp', 'tiers'],
  },
  MEMBERSHIP_PAUSED: {
    status: 403,
    message: 'Deine Mitgliedschaft ruht bis {until}.',
    staff: 'Die Mitgliedschaft dieses Mitglieds ruht bis {until}.',
    forward: ['desk'],
  },
  MEMBERSHIP_EXPIRED: {
    status: 403,
    message: 'Deine Mitgliedschaft {name} gilt nur bis {until}.',
    staff: 'Die Mitgliedschaft {name} dieses Mitglieds gilt nur bis {until}.',
    forward: ['tiers', 'desk'],
  },
  MEMBERSHIP_NOT_STARTED: {
    status: 403,
    message: 'Deine Mitgliedschaft {name} beginnt erst am {from}.',
    staff: 'Die Mitgliedschaft {name} dieses Mitglieds beginnt erst am {from}.',
    forward: ['myMembership'],
  },
  /**
   * Locations (issue 34, decision 0204): every membership the member holds is valid at their home studio only,
   * and the session is at another location. `{location}`: the home studio's name.
   */
  MEMBERSHIP_LOCATION: {
    status: 403,
    message: 'Deine Mitgliedschaft gilt nur im {location}.',
    staff: 'Die Mitgliedschaft dieses Mitglieds gilt nur im {location}.',
    forward: ['tiers', 'desk'],
  },
  BOOKING_LIMIT_UPCOMING: {
    status: 403,
    message: 'Du hast schon {limit} kommende Buchungen – mehr sind gleichzeitig nicht möglich.',
    staff: 'Dieses Mitglied hat schon {limit} kommende Buchungen – mehr sind gleichzeitig nicht möglich.',
    forward: ['myBookings'],
  },
  BOOKING_BLOCKED: {
    status: 403,
    message: 'Wegen nicht wahrgenommener Termine kannst du bis {until} keine Kurse buchen.',
    staff: 'Wegen nicht wahrgenommener Termine kann dieses Mitglied bis {until} keine Kurse buchen.',
    forward: ['myMembership', 'desk'],
  },
  /** Billing (issue 33): two returned debits in a row, when the billing settings block bookings then. */
  BOOKING_BLOCKED_RETURNS: {
    status: 403,
    message: 'Buchen ist gesperrt: zwei Lastschriften wurden zurückgegeben. Bitte melde dich am Empfang.',
    staff: 'Buchen ist für dieses Mitglied gesperrt: zwei Lastschriften wurden zurückgegeben.',
    forward: ['desk'],
  },
  MEMBERSHIP_TYPE_NOT_FOUND: { status: 404, message: 'Diese Mitgliedschaftsart gibt es nicht.' },
  MEMBERSHIP_TYPE_IN_USE: {
    status: 409,
    message: 'Diese Mitgliedschaftsart ist vergeben und kann nur deaktiviert, nicht gelöscht werden.',
  },
  MEMBERSHIP_NOT_FOUND: { status: 404, message: 'Diese Mitgliedschaft gibt es nicht.' },
  MEMBERSHIP_NO_CREDITS: {
    status: 409,
    message: 'Diese Mitgliedschaft hat keine Buchungen zum Aufladen (keine Karte).',
  },
  STRIKE_NOT_FOUND: { status: 404, message: 'Diesen Strike gibt es nicht.' },
  LEAD_NOT_FOUND: { status: 404, message: 'Diesen Lead gibt es nicht.' },
  LEAD_ALREADY_MEMBER: { status: 409, message: 'Dieser Lead ist schon als Mitglied angelegt.' },
  LEAD_ACCOUNT_INACTIVE: {
    status: 409,
    message:
      'Zu dieser E-Mail-Adresse gibt es ein deaktiviertes Konto. Bitte aktiviere es zuerst unter „Klienten“.',
  },
  /** Trainers (issue 22, decision 0160). */
  SESSION_NOT_YOURS: {
    status: 403,
    message:
      'Das ist nicht dein Termin. Trainer sehen und bearbeiten nur die Termine, die sie selbst leiten.',
  },
  TRAINER_NOT_FOUND: { status: 404, message: 'Dieses Trainer-Konto gibt es nicht.' },
  /** A manager's write to a record of a location they do not work at (issue 34, decision 0205). */
  OTHER_LOCATION: {
    status: 403,
    message: 'Das gehört zu einem anderen Standort. Du siehst und änderst nur die Daten deiner Standorte.',
  },
  /** Roles and a manager's locations are given by an admin only (decision 0205). */
  ROLES_ADMIN_ONLY: { status: 403, message: 'Rollen und Standorte eines Kontos vergibt nur ein Admin.' },
  SESSION_MESSAGE_LIMIT: {
    status: 409,
    message:
      'Für diesen Termin wurden heute schon {limit} Nachrichten verschickt. Weitere Nachrichten sind erst morgen wieder möglich.',
  },
  SESSION_NO_PARTICIPANTS: { status: 409, message: 'Für diesen Termin ist niemand gebucht.' },
  SUBSTITUTE_REQUEST_NOT_FOUND: { status: 404, message: 'Diese Vertretungsanfrage gibt es nicht.' },
  SUBSTITUTE_REQUEST_OPEN: {
    status: 409,
    message: 'Für diesen Termin ist bereits eine Vertretung angefragt.',
  },
  SUBSTITUTE_REQUEST_CLOSED: {
    status: 409,
    message: 'Diese Vertretungsanfrage ist schon vergeben oder zurückgezogen.',
  },
  SUBSTITUTE_SAME_TRAINER: {
    status: 409,
    message: 'Diesen Termin leitet diese Person bereits – die Vertretung muss jemand anderes übernehmen.',
  },
  /** Billing (issue 33, decision 0194). */
  BILLING_RUN_EXISTS: { status: 409, message: 'Der Lauf für {period} ist bereits abgeschlossen.' },
  BILLING_RUN_NOT_FOUND: { status: 404, message: 'Diesen Lastschriftlauf gibt es nicht.' },
  BILLING_RUN_EMPTY: { status: 404, message: 'Dieser Lauf enthält keine Lastschriften.' },
  INVOICE_NOT_FOUND: { status: 404, message: 'Diese Rechnung gibt es nicht.' },
  INVOICE_CANCELLED: { status: 409, message: 'Die Rechnung {number} ist bereits storniert.' },
  INVOICE_NOT_CANCELLABLE: {
    status: 409,
    message: 'Eine Stornorechnung kann nicht storniert werden.',
  },
  INVOICE_NOT_COLLECTED: {
    status: 409,
    message: 'Die Rechnung {number} wurde nicht per Lastschrift eingezogen.',
  },
  INVOICE_NOT_OPEN: { status: 409, message: 'Für die Rechnung {number} ist nichts offen.' },
  /** Locations (issue 34, decision 0203). */
  LOCATION_NOT_FOUND: { status: 404, message: 'Diesen Standort gibt es nicht.' },
  LOCATION_SLUG_TAKEN: {
    status: 409,
    message: 'Diese Adresse hat schon ein anderer Standort. Bitte wähle eine andere.',
  },
  /** Join online (issue 31, decision 0191). */
  CONTRACT_NOT_FOUND: { status: 404, message: 'Diesen Vertrag gibt es nicht.' },
  WITHDRAWAL_PERIOD_OVER: {
    status: 409,
    message:
      'Die Widerrufsfrist ist am {deadline} abgelaufen. Du kannst den Vertrag über „Verträge hier kündigen“ kündigen.',
  },
  SERVER_ERROR: {
    status: 500,
    message: 'Interner Serverfehler. Bitte versuche es später erneut.',
  },
} as const satisfies Record<
  string,
  { status: number; message: string; staff?: string; forward?: readonly WayForward[] }
>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorMessage(code: ErrorCode): string {
  return ERRORS[code].message;
}

/** The ways forward a refusal offers the member (issue 37): none for a code that names none. */
export function waysForward(code: ErrorCode): readonly WayForward[] {
  const entry: { message: string; forward?: readonly WayForward[] } = ERRORS[code];
  return entry.forward ?? [];
}

/** Values of a message's `{name}` placeholders. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * Who reads a refusal: the member it is about, or staff acting for a member (the desk), who read it in the third
 * person ('Dieses Mitglied hat keine Mitgliedschaft.') where the catalogue has such a text.
 */
export type ErrorAudience = 'member' | 'staff';

/** The catalogue message with its placeholders filled; a placeholder without a value stays as written. */
export function formatErrorMessage(
  code: ErrorCode,
  params?: ErrorParams,
  audience: ErrorAudience = 'member',
): string {
  const entry: { message: string; staff?: string } = ERRORS[code];
  const template = (audience === 'staff' ? entry.staff : undefined) ?? entry.message;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

/**
 * Maps an HTTP answer onto a catalogue code (DECISIONS "Errors"): no response → NETWORK, 401 → UNAUTHORIZED,
 * 403 → FORBIDDEN, 404 → NOT_FOUND, 400/422 and other 4xx → VALIDATION, 409 with a booking code → that code,
 * 5xx → SERVER_ERROR.
 * A code the server sent that the catalogue knows wins over the status.
 */
export function codeForResponse(status: number | null, serverCode?: unknown): ErrorCode {
  if (status === null || status === 0) return 'NETWORK';
  if (isErrorCode(serverCode) && serverCode !== 'NETWORK') return serverCode;
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 400 || status === 422) return 'VALIDATION';
  if (status === 429) return 'RATE_LIMITED';
  // Any other client error was caused by the request, not by the server.
  if (status >= 400 && status < 500) return 'VALIDATION';
  return 'SERVER_ERROR';
}
