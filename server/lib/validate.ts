// Every body, query and path parameter passes a domain schema here; a failure is a VALIDATION error
// with the German field messages. Classic zod and zod/mini schemas both pass (z.safeParse takes either).
import { z } from 'zod';
import { fieldIssues } from '#domain/schemas/common';
import { DomainError } from '#domain/errors/domain-error';

export function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw new DomainError('VALIDATION', fieldIssues(result.error));
  return result.data;
}
