// Building blocks shared by the request and response schemas: ids, ISO instants, the error envelope.
import { z } from './zod';

/** The largest id the 32-bit integer columns hold on both engines (a larger one is a 500 on PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id within the columns' range, also when it arrives as a path or query string. */
export const IdSchema = z.coerce
  .number({ message: 'Ungültige ID' })
  .check(
    z.int({ message: 'Ungültige ID' }),
    z.positive({ message: 'Ungültige ID' }),
    z.lte(MAX_ID, { message: 'Ungültige ID' }),
  );

/**
 * A version of a versioned document (a page, the menus, a blog post) within the columns' range, also from a path:
 * the `version` of a restore and the `baseVersion` a write is based on.
 */
export const VersionSchema = z.coerce
  .number({ message: 'Ungültige Version' })
  .check(z.int('Ungültige Version'), z.positive('Ungültige Version'), z.lte(MAX_ID, 'Ungültige Version'));

/** The German word for a malformed instant: no format names, people read it (issue 14). */
export const INSTANT_MESSAGE = 'Ungültiges Datum oder ungültige Uhrzeit';

/** An ISO 8601 instant with a Z or an offset, as the API sends and accepts it. */
export const InstantSchema = z.iso.datetime({ offset: true, message: INSTANT_MESSAGE });

/** The checks of a whole number from min to max, every failure with the same message: `.check(...wholeNumberIn())`. */
export function wholeNumberIn(min: number, max: number, message: string) {
  return [z.int(message), z.gte(min, message), z.lte(max, message)] as const;
}

/** A required text, trimmed, at most `max` characters: one message when it is missing or empty, one when too long. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ message: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));
}

export const IdParamsSchema = z.object({ id: IdSchema });

/** Field-level detail of a validation error: where, and the German message. */
export const FieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** Every error the server answers with (DECISIONS "Errors"). */
export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.array(FieldIssueSchema)),
    /** The values the message's placeholders were filled with (membership refusals, issue 19). */
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Turns zod issues into the field list the API and the forms show. */
export function fieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
