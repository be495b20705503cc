// The one place that turns a failure into the German text a screen shows (seed 000 §8, DECISIONS "Errors").
// The API client already mapped status and server code onto a catalogue code; this decides which words the user
// reads: the server's message for a client error, the catalogue text otherwise, the wait for a throttled request,
// and the field messages of a validation error (also in its one sentence: it names the fields, issue 37). Screens never write their own error prose.
import { ERRORS } from '#domain/errors/catalogue';
import { isApiError } from './api-client';

export interface ErrorMessageOptions {
  /**
   * What to say when the server gave no usable message (a 5xx, an answer that broke its contract, an unexpected
   * exception), e.g. 'Fehler beim Ändern des Passworts'. Defaults to the catalogue's server error text.
   */
  fallback?: string;
}

/** '15 Minuten', '1 Minute', '40 Sekunden': how long a throttled user has to wait. */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return s === 1 ? '1 Sekunde' : `${s} Sekunden`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
}

/** The one sentence for an error. */
export function errorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  const fallback = options.fallback ?? ERRORS.SERVER_ERROR.message;
  if (!isApiError(error)) {
    // fetch itself failing outside the client (or a TypeError from the network stack) is still "no answer".
    if (error instanceof TypeError && /fetch|network/i.test(error.message)) return ERRORS.NETWORK.message;
    return fallback;
  }
  switch (error.code) {
    case 'NETWORK':
      return ERRORS.NETWORK.message;
    case 'SERVER_ERROR':
      // A 5xx message is never shown (the client already dropped it); the screen's own words are better.
      return fallback;
    case 'LOGIN_THROTTLED':
    case 'RATE_LIMITED': {
      const base = error.message || ERRORS[error.code].message;
      if (error.retryAfterSeconds === undefined || error.retryAfterSeconds <= 0) return base;
      return `${base} Nächster Versuch in ${formatWait(error.retryAfterSeconds)} möglich.`;
    }
    case 'VALIDATION': {
      // The fields the server refused, by their own messages ('Name ist erforderlich'), not only 'Eingabefehler'.
      const fields = fieldMessages(error.details);
      if (fields.length === 0) return error.message || ERRORS.VALIDATION.message;
      return `${VALIDATION_LEAD} ${fields.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ')}`;
    }
    default:
      return error.message || ERRORS[error.code].message;
  }
}

/** What a validation error with field messages begins with. */
export const VALIDATION_LEAD = 'Bitte überprüfe deine Angaben:';

function fieldMessages(details: readonly { message: string }[]): string[] {
  return [...new Set(details.map((issue) => issue.message).filter(Boolean))];
}

/**
 * Every line to list for an error: the field messages of a validation error (the server's rules, e.g. the
 * common-password message), otherwise the one sentence.
 */
export function errorMessages(error: unknown, options: ErrorMessageOptions = {}): string[] {
  if (isApiError(error) && error.details.length > 0) {
    const messages = fieldMessages(error.details);
    if (messages.length > 0) return messages;
  }
  return [errorMessage(error, options)];
}

/** Field name → first server message for it, so a form can mark the field (aria-invalid) the server refused. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isApiError(error)) return result;
  for (const issue of error.details) {
    const field = issue.path.split('.')[0];
    if (field && !(field in result)) result[field] = issue.message;
  }
  return result;
}
