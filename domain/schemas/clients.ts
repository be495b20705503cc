// Client management at /admin/participants (Admin, issue 6): the paged list with search, one client, a client
// created at the desk with a one-time password, the admin's edit (roles and isActive too), a client's bookings
// with attendance. Seed 000 §7 declares GET /users/all, GET/PUT/DELETE /v1/users/{id} and POST /users.
import { z } from 'zod';
import { BookingSchema } from './bookings';
import { InstantSchema } from './common';
import { RoleSchema, UpdateProfileRequestSchema, UserSchema } from './users';

export const CLIENT_MESSAGES = {
  page: 'Die Seite muss eine positive ganze Zahl sein',
  pageSize: 'Die Seitengröße muss zwischen 1 und 100 liegen',
  search: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein',
  rolesRequired: 'Mindestens eine Rolle ist erforderlich',
  isActive: 'isActive muss true oder false sein',
} as const;

export const DEFAULT_PAGE_SIZE = 20;

/** GET /api/users/all?search&page&pageSize&role: by last name, first name; anonymised clients are left out. */
export const ClientListQuerySchema = z.object({
  search: z.string().trim().max(100, CLIENT_MESSAGES.search).optional(),
  page: z.coerce
    .number({ message: CLIENT_MESSAGES.page })
    .int(CLIENT_MESSAGES.page)
    .min(1, CLIENT_MESSAGES.page)
    .default(1),
  pageSize: z.coerce
    .number({ message: CLIENT_MESSAGES.pageSize })
    .int(CLIENT_MESSAGES.pageSize)
    .min(1, CLIENT_MESSAGES.pageSize)
    .max(100, CLIENT_MESSAGES.pageSize)
    .default(DEFAULT_PAGE_SIZE),
  role: RoleSchema.optional(),
});
export type ClientListQuery = z.input<typeof ClientListQuerySchema>;

/** A client as the admin sees them: the user record plus when the account was made. */
export const ClientSchema = UserSchema.extend({
  mustChangePassword: z.boolean(),
  createdAt: InstantSchema,
});
export type Client = z.infer<typeof ClientSchema>;

export const ClientPageSchema = z.object({
  items: z.array(ClientSchema),
  /** All clients matching the search, over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ClientPage = z.infer<typeof ClientPageSchema>;

// A refinement, not .min(): zod runs length checks even on a string that failed the array type (two messages).
const roles = z
  .array(RoleSchema, { message: CLIENT_MESSAGES.rolesRequired })
  .refine((list) => list.length >= 1, CLIENT_MESSAGES.rolesRequired);
const isActive = z.boolean({ message: CLIENT_MESSAGES.isActive });

/**
 * POST /api/users: a client created at the desk. The answer carries a one-time password, shown once; the
 * client must replace it at their first sign-in (PASSWORD_CHANGE_REQUIRED until then).
 */
export const CreateClientRequestSchema = UpdateProfileRequestSchema.extend({
  roles: roles.default(['User']),
  isActive: isActive.default(true),
});
export type CreateClientRequest = z.input<typeof CreateClientRequestSchema>;

export const CreateClientResponseSchema = z.object({
  user: ClientSchema,
  /** Shown once to the admin, never stored in clear text and never sent again. */
  oneTimePassword: z.string(),
});
export type CreateClientResponse = z.infer<typeof CreateClientResponseSchema>;

/**
 * PUT /api/v1/users/{id} as an admin: name and e-mail, and optionally roles (any case in, canonical out) and
 * isActive. A member editing themselves uses UpdateProfileRequestSchema; roles and isActive are ignored then.
 */
export const AdminUpdateUserRequestSchema = UpdateProfileRequestSchema.extend({
  roles: roles.optional(),
  isActive: isActive.optional(),
});
export type AdminUpdateUserRequest = z.input<typeof AdminUpdateUserRequestSchema>;

/** GET /api/v1/users/{id}/bookings: every booking of the client, newest session first, with the tallies. */
export const ClientBookingsSchema = z.object({
  bookings: z.array(BookingSchema),
  attendance: z.object({
    attended: z.number().int().nonnegative(),
    noShow: z.number().int().nonnegative(),
    cancelled: z.number().int().nonnegative(),
    /** Confirmed or waitlisted bookings of sessions still to come. */
    upcoming: z.number().int().nonnegative(),
  }),
});
export type ClientBookings = z.infer<typeof ClientBookingsSchema>;

/** The placeholders an anonymised client's name and e-mail are replaced with. */
export const ANONYMISED = {
  firstName: 'Gelöschtes',
  lastName: 'Mitglied',
  email: (id: number) => `geloescht-${id}@anonym.invalid`,
} as const;
