// Building blocks shared by the request and response schemas: ids, ISO instants, the error envelope.
import { z } from 'zod';
import de from 'zod/v4/locales/de.js';

// Every message a schema does not spell out itself comes in German.
z.config(de());

/** A positive integer id, also when it arrives as a path or query string. */
export const IdSchema = z.coerce
  .number({ message: 'Ungültige ID' })
  .int({ message: 'Ungültige ID' })
  .positive({ message: 'Ungültige ID' });

/** The German word for a malformed instant: no format names, people read it (issue 14). */
export const INSTANT_MESSAGE = 'Ungültiges Datum oder ungültige Uhrzeit';

/** An ISO 8601 instant with a Z or an offset, as the API sends and accepts it. */
export const InstantSchema = z.iso.datetime({ offset: true, message: INSTANT_MESSAGE });

export const IdParamsSchema = z.object({ id: IdSchema });

/** Field-level detail of a validation error: where, and the German message. */
export const FieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** Every error the server answers with (DECISIONS "Errors"). */
export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(FieldIssueSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Turns zod issues into the field list the API and the forms show. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
