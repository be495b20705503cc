// Every body, query and path parameter passes a domain schema here; a failure is a VALIDATION error
// with the German field messages.
import type { z } from '#domain/schemas/zod';
import { fieldIssues } from '#domain/schemas/common';
import { DomainError } from '#domain/errors/domain-error';

export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new DomainError('VALIDATION', fieldIssues(result.error));
  return result.data;
}
