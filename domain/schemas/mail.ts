// Password reset and the member's mail choices (issue 14): the requests, their answers and their German
// messages. Written with zod/mini (tree-shakable); the password rules are those of registration (seed 000 §5).
import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { EMAIL_PATTERN, MESSAGES } from './users';

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether an account has this address or not (DECISIONS "Mail to people"). */
  requested:
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs. Der Link gilt 30 Minuten.',
  done: 'Dein Passwort wurde geändert. Du wurdest auf allen Geräten abgemeldet und kannst dich jetzt mit dem neuen Passwort anmelden.',
  tokenMissing: 'Der Link ist unvollständig. Bitte öffne ihn noch einmal aus der E-Mail.',
} as const;

const email = z.pipe(
  z
    .string(MESSAGES.emailInvalid)
    .check(z.trim(), z.maxLength(254, MESSAGES.tooLong), z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid)),
  z.transform((value) => value.toLowerCase()),
);

export const NewPasswordSchema = z
  .string(MESSAGES.passwordTooShort)
  .check(z.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort), z.maxLength(256, MESSAGES.tooLong));

/** POST /api/v1/password-reset */
export const PasswordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;

/** The token of the link: 32 random bytes, base64url. */
export const ResetTokenSchema = z
  .string(PASSWORD_RESET_MESSAGES.tokenMissing)
  .check(z.regex(/^[\w-]{20,100}$/, PASSWORD_RESET_MESSAGES.tokenMissing));

/** POST /api/v1/password-reset/confirm */
export const PasswordResetConfirmSchema = z.object({
  token: ResetTokenSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** Both reset answers: one German sentence. */
export const MessageResponseSchema = z.object({ message: z.string() });

/**
 * The mails a member may switch off (decision 0090). Password reset and a session cancelled by the studio are
 * always sent; a funnel visitor has no account and gets the one confirmation they asked for.
 */
export const MailPreferencesSchema = z.object({
  bookingConfirmed: z.boolean('Bitte ja oder nein wählen'),
  waitlistPromoted: z.boolean('Bitte ja oder nein wählen'),
  /** A reminder before each confirmed booking (issue 21); left as it is when a client does not send it. */
  reminders: z.optional(z.boolean('Bitte ja oder nein wählen')),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;
