// Paging of the admin lists (issue 15): GET /api/v1/bookings, /api/v1/leads, /api/v1/messages and /api/v1/audit
// take a limit (default 100, at most 500) and a cursor: the id of the last item of the page before. The answers
// stay plain arrays, so existing callers keep working; a page shorter than the limit is the last one.
// (/api/users/all pages by number, or by this cursor with its name order: see clients.ts.)
import { z } from './zod';
import { MAX_ID } from './common';

export const LIST_LIMIT_DEFAULT = 100;
export const LIST_LIMIT_MAX = 500;

export const PAGING_MESSAGES = {
  limit: `Das Limit muss zwischen 1 und ${LIST_LIMIT_MAX} liegen`,
  cursor: 'Ungültiger Cursor',
} as const;

/** A whole number from a query string within [1, max], one German message for every way to miss. */
const wholeNumber = (max: number, message: string) =>
  z.coerce.number({ message }).check(z.int(message), z.minimum(1, message), z.maximum(max, message));

export const ListLimitSchema = z._default(
  wholeNumber(LIST_LIMIT_MAX, PAGING_MESSAGES.limit),
  LIST_LIMIT_DEFAULT,
);

/** The id of the last item already shown; the next page starts after it in the list's own order. */
export const CursorSchema = z.optional(wholeNumber(MAX_ID, PAGING_MESSAGES.cursor));

export const PageQuerySchema = z.object({ limit: ListLimitSchema, cursor: CursorSchema });
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The cursor of the page after this one, or undefined when this page was the last (shorter than the limit). */
export function nextCursor(page: ReadonlyArray<{ id: number }>, limit: number): number | undefined {
  return page.length < limit ? undefined : page.at(-1)?.id;
}
