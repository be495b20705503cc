// Business constants of seed 000 §9 and the numbers ../shared/DECISIONS.md fixes where the spec is silent.
// Every number the app, the service worker or the server uses for a rule lives here, once.

/** The studio's brand label, used as the fixed `location` of every course entry (seed 000 §3). */
export const STUDIO_NAME = 'Kraftraum Studio';

/** The studio's postal address and contact, printed in every mail (and on the contact page, src/content). */
export const STUDIO_ADDRESS = {
  street: 'Musterstraße 12',
  city: '10115 Berlin',
  phone: '+49 30 1234567',
  email: 'hallo@kraftraum.de',
} as const;

/** Studio time zone: every date and time shown is de-DE in this zone; the server stores UTC. */
export const STUDIO_TIME_ZONE = 'Europe/Berlin';
export const STUDIO_LOCALE = 'de-DE';

/** Minimum password length (seed 000 §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Course list cache lifetime in ms (seed 000 §4). */
export const COURSE_CACHE_TTL_MS = 300_000;

/** Delay before logout clears the state, in ms (seed 000 §4). */
export const LOGOUT_DELAY_MS = 300;

/** Default length of a course in minutes; a session ends start + length (DECISIONS: replaces the fixed 55). */
export const DEFAULT_COURSE_DURATION_MINUTES = 60;

/** Default seat count of a session (seed 000 §3). */
export const DEFAULT_MAX_PARTICIPANTS = 20;

/** Week view (seed 000 §9): Monday start, 7 days, 03:00 Monday to 23:59:59.999 Sunday. */
export const WEEK_DAYS = 7;
export const WEEK_START_HOUR = 3;

/** How often the app polls /build-manifest.json, in ms (seed 000 §7, §9). */
export const BUILD_MANIFEST_POLL_MS = 3_600_000;

/** Cookie consent expiry in days (seed 000 §2, §9). */
export const CONSENT_EXPIRY_DAYS = 180;

/** Booking closes this many minutes before the start (DECISIONS: default 0). */
export const BOOKING_DEADLINE_MINUTES = 0;

/** Cancelling closes this many minutes before the start (DECISIONS: default 120). */
export const CANCELLATION_DEADLINE_MINUTES = 120;

/** Check-in opens this many minutes before a session starts (docs/decisions/0095-check-in-window.md). */
export const CHECK_IN_OPENS_MINUTES = 60;

/** A check-in can be taken back this many minutes after it was made (docs/decisions/0199-staff-screens.md). */
export const CHECK_IN_UNDO_MINUTES = 5;

/** 'Meine Termine' lists today and the following days, this many Berlin days in all (decision 0199). */
export const TRAINER_AGENDA_DAYS = 14;

/** Access-token lifetime in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Absolute lifetime of a sign-in on a device: refresh tokens rotate, but the family ends this many days after sign-in. */
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** Failed sign-ins per account within the window before further attempts are refused for a while. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failed sign-ins per client address within the window (across accounts) before that address is refused. */
export const LOGIN_IP_FAILURE_LIMIT = 30;
/** A repeated block doubles, up to this many minutes, so no block lasts for ever. */
export const LOGIN_BLOCK_MAX_MINUTES = 240;

/** Idempotency keys of POST /api/v1/bookings are kept at least this long. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A password-reset link works once, for this many minutes (DECISIONS "Mail to people"). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** The invitation of a member made at the desk ('Als Mitglied anlegen'): its set-password link works once, this many days. */
export const INVITATION_TTL_DAYS = 7;
/** Reset requests per e-mail address (known or not, so the limit tells nothing) and per client address. */
export const PASSWORD_RESET_ACCOUNT_LIMIT = 3;
export const PASSWORD_RESET_IP_LIMIT = 10;
export const PASSWORD_RESET_WINDOW_MINUTES = 60;

/** Default reminder time before a confirmed booking (issue 21): 3 hours; the studio's setting overrides it. */
export const REMINDER_MINUTES_BEFORE = 180;

/**
 * Messages a trainer may send to one session's participants per Berlin calendar day (issue 22): enough for
 * 'Wir starten heute draußen' and a correction, too few for a spam channel.
 */
export const SESSION_MESSAGES_PER_DAY = 3;
