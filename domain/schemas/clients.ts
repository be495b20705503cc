// Client management at /admin/participants (Admin, issue 6): the paged list with search, one client, a client
// created at the desk with a one-time password, the admin's edit (roles and isActive too), a client's bookings
// with attendance. Seed 000 §7 declares GET /users/all, GET/PUT/DELETE /v1/users/{id} and POST /users.
import { z } from './zod';
import { BookingSchema } from './bookings';
import { IdSchema, InstantSchema, wholeNumberIn } from './common';
import { CursorSchema } from './paging';
import { RoleSchema, UpdateProfileRequestSchema, UserSchema } from './users';

export const CLIENT_MESSAGES = {
  page: 'Die Seite muss eine positive ganze Zahl sein',
  pageSize: 'Die Seitengröße muss zwischen 1 und 100 liegen',
  search: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein',
  count: "count kann nur 'exact' sein",
  rolesRequired: 'Mindestens eine Rolle ist erforderlich',
  // The same words as LOCATION_MESSAGES.unknown (i34-public's locations schema).
  homeLocation: 'Diesen Standort gibt es nicht.',
  locationIds: 'Die Standorte müssen eine Liste von Standort-IDs sein',
  isActive: 'isActive muss true oder false sein',
} as const;

export const DEFAULT_PAGE_SIZE = 20;

/**
 * GET /api/users/all?search&page&pageSize&role&cursor&count: by last name, first name; anonymised clients are
 * left out. `cursor` (the last client's id of the page before; decision 0193) continues by keyset and then `page`
 * only numbers the page; without it `page` counts from the start. `count=exact` asks for the total of matches
 * (a count of them all, so only when asked).
 */
export const ClientListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, CLIENT_MESSAGES.search))),
  page: z._default(
    z.coerce
      .number({ message: CLIENT_MESSAGES.page })
      .check(z.int(CLIENT_MESSAGES.page), z.gte(1, CLIENT_MESSAGES.page)),
    1,
  ),
  pageSize: z._default(
    z.coerce
      .number({ message: CLIENT_MESSAGES.pageSize })
      .check(...wholeNumberIn(1, 100, CLIENT_MESSAGES.pageSize)),
    DEFAULT_PAGE_SIZE,
  ),
  role: z.optional(RoleSchema),
  cursor: CursorSchema,
  count: z.optional(z.literal('exact', { message: CLIENT_MESSAGES.count })),
});
export type ClientListQuery = z.input<typeof ClientListQuerySchema>;

/**
 * A client as the admin sees them: the user record plus when the account was made, and their home studio (issue
 * 34; null: none chosen, which counts as the first location).
 */
export const ClientSchema = z.extend(UserSchema, {
  homeLocationId: z.nullable(IdSchema),
  mustChangePassword: z.boolean(),
  createdAt: InstantSchema,
  /** A Manager's locations (user_locations, decision 0205), in id order; absent for anyone else. */
  locationIds: z.optional(z.array(IdSchema)),
});
export type Client = z.infer<typeof ClientSchema>;

export const ClientPageSchema = z.object({
  items: z.array(ClientSchema),
  /** All clients matching the search, over all pages: only when asked (count=exact; decision 0193). */
  total: z.optional(z.number().check(z.int(), z.nonnegative())),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  /** The cursor of the next page (this page's last client), while more clients follow. */
  nextCursor: z.optional(z.number().check(z.int(), z.positive())),
});
export type ClientPage = z.infer<typeof ClientPageSchema>;

// A refinement, not minLength: zod runs length checks even on a string that failed the array type (two messages).
const roles = z
  .array(RoleSchema, { message: CLIENT_MESSAGES.rolesRequired })
  .check(z.refine((list) => list.length >= 1, CLIENT_MESSAGES.rolesRequired));
const isActive = z.boolean({ message: CLIENT_MESSAGES.isActive });

/**
 * POST /api/users: a client created at the desk. The answer carries a one-time password, shown once; the
 * client must replace it at their first sign-in (PASSWORD_CHANGE_REQUIRED until then).
 */
export const CreateClientRequestSchema = z.extend(UpdateProfileRequestSchema, {
  roles: z._default(roles, ['User']),
  isActive: z._default(isActive, true),
});
export type CreateClientRequest = z.input<typeof CreateClientRequestSchema>;

export const CreateClientResponseSchema = z.object({
  user: ClientSchema,
  /** Shown once to the admin, never stored in clear text and never sent again. */
  oneTimePassword: z.string(),
});
export type CreateClientResponse = z.infer<typeof CreateClientResponseSchema>;

/**
 * PUT /api/v1/users/{id} as an admin: name and e-mail, and optionally roles (any case in, canonical out),
 * isActive and the home studio (issue 34: a location's id; the desk's select shows only with two or more). A
 * member editing themselves uses UpdateProfileRequestSchema; roles, isActive and this are ignored then.
 */
export const AdminUpdateUserRequestSchema = z.extend(UpdateProfileRequestSchema, {
  roles: z.optional(roles),
  isActive: z.optional(isActive),
  homeLocationId: z.optional(IdSchema),
  /** The locations a Manager works at (Admin only, decision 0205); replaces the list when given. */
  locationIds: z.optional(
    z
      .array(IdSchema, { message: CLIENT_MESSAGES.locationIds })
      .check(z.maxLength(200, CLIENT_MESSAGES.locationIds)),
  ),
});
export type AdminUpdateUserRequest = z.input<typeof AdminUpdateUserRequestSchema>;

/** GET /api/v1/users/{id}/bookings: every booking of the client, newest session first, with the tallies. */
export const ClientBookingsSchema = z.object({
  bookings: z.array(BookingSchema),
  attendance: z.object({
    attended: z.number().check(z.int(), z.nonnegative()),
    noShow: z.number().check(z.int(), z.nonnegative()),
    cancelled: z.number().check(z.int(), z.nonnegative()),
    /** Confirmed or waitlisted bookings of sessions still to come. */
    upcoming: z.number().check(z.int(), z.nonnegative()),
  }),
});
export type ClientBookings = z.infer<typeof ClientBookingsSchema>;

/** The placeholders an anonymised client's name and e-mail are replaced with. */
export const ANONYMISED = {
  firstName: 'Gelöschtes',
  lastName: 'Mitglied',
  email: (id: number) => `geloescht-${id}@anonym.invalid`,
} as const;
