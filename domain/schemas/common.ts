// Building blocks shared by the request and response schemas: ids, ISO instants, the error envelope.
import { z } from 'zod';
import de from 'zod/v4/locales/de.js';

// Every message a schema does not spell out itself comes in German.
z.config(de());

/** The largest id the 32-bit integer columns hold on both engines (a larger one is a 500 on PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id within the columns' range, also when it arrives as a path or query string. */
export const IdSchema = z.coerce
  .number({ message: 'Ungültige ID' })
  .int({ message: 'Ungültige ID' })
  .positive({ message: 'Ungültige ID' })
  .max(MAX_ID, { message: 'Ungültige ID' });

/** An ISO 8601 instant with a Z or an offset, as the API sends and accepts it. */
export const InstantSchema = z.iso.datetime({
  offset: true,
  message: 'Ungültiges Datum (ISO 8601 erwartet)',
});

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
