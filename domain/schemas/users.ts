// Requests and responses of the account calls of seed 000 §7, with the validation texts of seed 000 §5.
import { z } from './zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { normalizeRole, ROLES } from '../auth/roles';
import { IdSchema } from './common';

export const RoleSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? (normalizeRole(value) ?? value) : value)),
  z.enum(ROLES, { message: 'Unbekannte Rolle' }),
);

/** The user as the front end holds it (seed 000 §3). */
export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z._default(z.array(RoleSchema), []),
  isActive: z._default(z.boolean(), true),
  /**
   * The member's home studio (issue 34): their default location; null for an account without one. The server
   * always sends it; a user stored before locations (this device's cached user) has none.
   */
  homeLocationId: z.optional(z.nullable(IdSchema)),
  /**
   * A manager's locations (issue 34, decision 0205): the desk's lists offer only their sessions and courses. Absent
   * for everyone else (an admin works at every location).
   */
  locationIds: z.optional(z.array(IdSchema)),
  /**
   * true after an admin created the account at the desk with a one-time password: until the member sets their
   * own password, every call except the current user, the password change and sign-out answers 403
   * PASSWORD_CHANGE_REQUIRED.
   */
  mustChangePassword: z.optional(z.boolean()),
});
export type User = z.infer<typeof UserSchema>;

/** The "simple {email} pattern" of seed 000 §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  firstNameRequired: 'Vorname ist erforderlich',
  lastNameRequired: 'Nachname ist erforderlich',
  emailInvalid: 'Gültige E-Mail-Adresse ist erforderlich',
  passwordTooShort: `Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
  passwordsDiffer: 'Passwörter stimmen nicht überein',
  /** The userName is the e-mail everywhere in this product, and the sign-in form labels it so. */
  userNameRequired: 'E-Mail-Adresse ist erforderlich',
  passwordRequired: 'Passwort ist erforderlich',
  userNameIsEmail: 'Der Benutzername muss der E-Mail-Adresse entsprechen',
  currentPasswordRequired: 'Aktuelles Passwort ist erforderlich',
  tooLong: 'Eingabe ist zu lang',
  passwordTooCommon:
    'Dieses Passwort gehört zu den häufigsten Passwörtern und ist leicht zu erraten. Bitte wähle ein anderes.',
} as const;

const firstName = z
  .string({ message: MESSAGES.firstNameRequired })
  .check(z.trim(), z.minLength(1, MESSAGES.firstNameRequired), z.maxLength(100, MESSAGES.tooLong));
const lastName = z
  .string({ message: MESSAGES.lastNameRequired })
  .check(z.trim(), z.minLength(1, MESSAGES.lastNameRequired), z.maxLength(100, MESSAGES.tooLong));
/** An e-mail address as accounts hold it: trimmed, the simple pattern, lower case. */
export const EmailSchema = z.pipe(
  z
    .string({ message: MESSAGES.emailInvalid })
    .check(z.trim(), z.maxLength(254, MESSAGES.tooLong), z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid)),
  z.transform((value: string) => value.toLowerCase()),
);
const email = EmailSchema;
/** Argon2 hashes any length, but an unbounded body is a denial-of-service lever. */
const newPassword = z
  .string({ message: MESSAGES.passwordTooShort })
  .check(z.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort), z.maxLength(256, MESSAGES.tooLong));

export const LoginRequestSchema = z.object({
  userName: z
    .string({ message: MESSAGES.userNameRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.userNameRequired), z.maxLength(254, MESSAGES.tooLong)),
  password: z
    .string({ message: MESSAGES.passwordRequired })
    .check(z.minLength(1, MESSAGES.passwordRequired), z.maxLength(256, MESSAGES.tooLong)),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ token: z.string().check(z.minLength(1)), user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterRequestSchema = z
  .object({
    firstName,
    lastName,
    email,
    userName: z.string({ message: MESSAGES.userNameRequired }).check(z.trim()),
    password: newPassword,
    /** The chosen home studio (issue 34; asked only with two or more locations); absent: the first location. */
    homeLocationId: z.optional(IdSchema),
  })
  .check(
    z.refine((body) => body.userName.toLowerCase() === body.email, {
      message: MESSAGES.userNameIsEmail,
      path: ['userName'],
    }),
  );
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** The registration form: the request fields plus the confirmation, every failing rule reported at once. */
export const RegisterFormSchema = z
  .object({
    firstName,
    lastName,
    email,
    password: newPassword,
    confirmPassword: z.string({ message: MESSAGES.passwordsDiffer }),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
      // Run even when other fields fail (all messages at once), but only on an object: null must not throw.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
export type RegisterForm = z.input<typeof RegisterFormSchema>;

export const RegisterResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ message: MESSAGES.currentPasswordRequired })
    .check(z.minLength(1, MESSAGES.currentPasswordRequired), z.maxLength(256, MESSAGES.tooLong)),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The password was changed; other devices are signed out, and this one gets a fresh access token. */
export const ChangePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string().check(z.minLength(1)),
});

/** PUT /api/v1/users/{id}: a member edits their own name and e-mail (roles and isActive are the admin's). */
export const UpdateProfileRequestSchema = z.object({ firstName, lastName, email });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** PUT /api/v1/users/me/home-location: the signed-in member chooses their home studio (issue 34). */
export const HomeLocationRequestSchema = z.object({ homeLocationId: IdSchema });
export type HomeLocationRequest = z.infer<typeof HomeLocationRequestSchema>;

/** POST /api/auth/refresh: a new access token and the current user record. */
export const RefreshResponseSchema = LoginResponseSchema;
