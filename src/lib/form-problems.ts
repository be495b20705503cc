// The shape a form shows after a failed submit: every message for the summary list (in order, once) and the first
// message per field for the field itself. Built from the domain schema's issues or from an API error.
import type { z } from 'zod';
import { errorMessages, fieldErrorsOf, type ErrorMessageOptions } from './error-message';

export interface FormProblems {
  messages: string[];
  fields: Record<string, string>;
}

export const NO_PROBLEMS: FormProblems = { messages: [], fields: {} };

export function problemsOfIssues(error: z.core.$ZodError): FormProblems {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fields)) fields[field] = issue.message;
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { messages, fields };
}

/**
 * What an API failure means for a form. `codeFields` marks a field for an error code that names none
 * (EMAIL_TAKEN → email).
 */
export function problemsOfError(
  error: unknown,
  options: ErrorMessageOptions & { codeFields?: Record<string, string> } = {},
): FormProblems {
  const messages = errorMessages(error, options);
  const fields = fieldErrorsOf(error);
  const code = (error as { code?: unknown } | null)?.code;
  const field = typeof code === 'string' ? options.codeFields?.[code] : undefined;
  if (field && !(field in fields) && messages[0]) fields[field] = messages[0];
  return { messages, fields };
}
