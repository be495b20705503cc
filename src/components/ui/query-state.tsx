// What a screen shows for one query before its data: the loading line (or a spinner), the error as an alert with
// the screen's own fallback words, and the line for nothing found; then the data, drawn by the caller. Written
// once for the admin lists and the member's pages, which each wrote the same chain of conditions.
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';

/** The parts of a TanStack query result this reads. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** While it loads: a sentence ('Kurse werden geladen …', shown as a paragraph) or an element (a spinner). */
  loading: ReactNode;
  /** The error's words when the answer brings none of its own ('Die Kurse konnten nicht geladen werden.'). */
  failed?: string;
  /** The line for no data; shown when `isEmpty` says so (by default: an empty list). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The class of the loading, error and empty paragraphs. */
  className?: string;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryState<T>({
  query,
  loading,
  failed,
  empty,
  isEmpty = isEmptyList,
  className,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return typeof loading === 'string' ? <p className={className}>{loading}</p> : loading;
  if (query.isError)
    return (
      <p role="alert" className={className}>
        {errorMessage(query.error, failed === undefined ? {} : { fallback: failed })}
      </p>
    );
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <p className={className}>{empty}</p>;
  return children(data);
}
