// The one error type every layer throws: it carries a catalogue code, and the message comes from the catalogue.
import { ERRORS, formatErrorMessage, type ErrorCode, type ErrorParams } from './catalogue';
import type { FieldIssue } from '../schemas/common';

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldIssue[] | undefined;
  /** The values of the message's placeholders (memberships: 'Deine Mitgliedschaft ruht bis {until}.'). */
  readonly params: ErrorParams | undefined;
  /** Seconds after which a refused request may be tried again (sent as Retry-After). */
  retryAfterSeconds: number | undefined;

  /**
   * `status` overrides the catalogue's default status where the same case answers differently: a missing
   * role on a course write is 'unauthorized' in the spec's words but a 403 on the wire.
   */
  constructor(code: ErrorCode, details?: FieldIssue[], status?: number, params?: ErrorParams) {
    super(formatErrorMessage(code, params));
    this.name = 'DomainError';
    this.code = code;
    this.status = status ?? ERRORS[code].status;
    this.details = details;
    this.params = params;
  }

  /** An error whose message has placeholders, filled from `params`. */
  static with(code: ErrorCode, params: ErrorParams): DomainError {
    return new DomainError(code, undefined, undefined, params);
  }
}

/** A refusal as an idempotent write stores it and answers every repeat with it: status, code, message values. */
export interface Refusal {
  status: number;
  error: ErrorCode;
  params?: ErrorParams;
}

/** A DomainError as the refusal an idempotent write stores (bookings, check-ins); any other error is thrown on. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof DomainError)) throw error;
  return { status: error.status, error: error.code, ...(error.params ? { params: error.params } : {}) };
}
