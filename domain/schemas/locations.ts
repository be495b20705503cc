// The studios of a chain (issue 34, decisions 0202 and 0203): the public record every visitor reads
// (GET /api/v1/locations), the admin's write payload (POST, PUT /api/v1/locations/{id}) and the query of one
// location's public reads (`location=<slug>`).
import { z } from './zod';
import { IdSchema } from './common';
import { EmailSchema } from './users';

/** One line of opening hours: the short days ('Mo–Fr'), the spoken days ('Montag bis Freitag'), the time. */
export const OpeningHoursSchema = z.object({
  days: z.string(),
  daysLong: z.string(),
  time: z.string(),
});

/** A location as everyone reads it: in sort order, with its address, phone, e-mail, opening hours and map link. */
export const LocationSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  openingHours: z.array(OpeningHoursSchema),
  mapUrl: z.nullable(z.string()),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationListSchema = z.array(LocationSchema);

export const LOCATION_MESSAGES = {
  nameRequired: 'Name ist erforderlich',
  nameTooLong: 'Der Name darf höchstens 80 Zeichen lang sein',
  slugInvalid:
    'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (höchstens 60 Zeichen)',
  streetRequired: 'Straße und Hausnummer sind erforderlich',
  postalCodeInvalid: 'Die Postleitzahl muss aus fünf Ziffern bestehen',
  cityRequired: 'Ort ist erforderlich',
  phoneRequired: 'Telefonnummer ist erforderlich',
  phoneInvalid: 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten',
  textTooLong: 'Eingabe ist zu lang',
  openingHoursRequired: 'Bitte gib mindestens eine Zeile Öffnungszeiten an',
  openingHoursTooMany: 'Höchstens 7 Zeilen Öffnungszeiten',
  daysRequired: 'Tage sind erforderlich',
  timeRequired: 'Uhrzeit ist erforderlich',
  mapUrl: 'Der Kartenlink muss mit https:// beginnen',
  /** A course's or a member's location that no location has. */
  unknown: 'Diesen Standort gibt es nicht.',
} as const;

/** Lowercase letters, digits and single hyphens between them: the path /standorte/<slug>. */
export const LOCATION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const LocationSlugSchema = z
  .string({ message: LOCATION_MESSAGES.slugInvalid })
  .check(
    z.trim(),
    z.maxLength(60, LOCATION_MESSAGES.slugInvalid),
    z.regex(LOCATION_SLUG_PATTERN, LOCATION_MESSAGES.slugInvalid),
  );

const text = (max: number, required: string) =>
  z
    .string({ message: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, LOCATION_MESSAGES.textTooLong));

export const OpeningHoursWriteSchema = z.object({
  days: text(20, LOCATION_MESSAGES.daysRequired),
  daysLong: text(60, LOCATION_MESSAGES.daysRequired),
  time: text(40, LOCATION_MESSAGES.timeRequired),
});

/** POST and PUT /api/v1/locations (Admin): every field; a slug another location has is a 409 LOCATION_SLUG_TAKEN. */
export const LocationWriteSchema = z.object({
  name: z
    .string({ message: LOCATION_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, LOCATION_MESSAGES.nameRequired),
      z.maxLength(80, LOCATION_MESSAGES.nameTooLong),
    ),
  slug: LocationSlugSchema,
  street: text(120, LOCATION_MESSAGES.streetRequired),
  postalCode: z
    .string({ message: LOCATION_MESSAGES.postalCodeInvalid })
    .check(z.trim(), z.regex(/^\d{5}$/, LOCATION_MESSAGES.postalCodeInvalid)),
  city: text(80, LOCATION_MESSAGES.cityRequired),
  phone: text(40, LOCATION_MESSAGES.phoneRequired).check(
    z.regex(/^\+?[\d\s()/-]+$/, LOCATION_MESSAGES.phoneInvalid),
  ),
  email: EmailSchema,
  openingHours: z
    .array(OpeningHoursWriteSchema, { message: LOCATION_MESSAGES.openingHoursRequired })
    .check(
      z.minLength(1, LOCATION_MESSAGES.openingHoursRequired),
      z.maxLength(7, LOCATION_MESSAGES.openingHoursTooMany),
    ),
  /** Empty or missing: no map link. */
  mapUrl: z.pipe(
    z.nullish(
      z
        .string({ message: LOCATION_MESSAGES.mapUrl })
        .check(
          z.trim(),
          z.maxLength(500, LOCATION_MESSAGES.mapUrl),
          z.regex(/^(?:https:\/\/\S+)?$/, LOCATION_MESSAGES.mapUrl),
        ),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
});
export type LocationWrite = z.input<typeof LocationWriteSchema>;
export type LocationWriteParsed = z.infer<typeof LocationWriteSchema>;

/** `?location=<slug>` on the public reads (the week, the course list, the feeds): one location's courses. */
export const LocationQuerySchema = z.object({ location: z.optional(LocationSlugSchema) });
