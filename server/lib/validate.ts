// Every body, query, path parameter and header set passes a domain schema; a failure is a VALIDATION error with
// the German field messages. The schemas a route declares (decision 0141) run as Fastify's validation step with
// `validateRequestPart` as their validator: the request part is replaced by the schema's output, so the handler
// receives the validated, typed value and never parses it again. `parse` is left for the few values no route
// schema can describe: a multipart field read from its stream, or a narrower, role-specific reading.
import type { z } from '#domain/schemas/zod';
import { fieldIssues } from '#domain/schemas/common';
import { DomainError } from '#domain/errors/domain-error';

type Schema = z.core.$ZodType;

function check(schema: Schema, value: unknown): { value: unknown } | { error: DomainError } {
  const result = (schema as z.ZodMiniType).safeParse(value ?? {});
  return result.success
    ? { value: result.data }
    : { error: new DomainError('VALIDATION', fieldIssues(result.error)) };
}

/**
 * Fastify's validator for one part of a request (`setValidatorCompiler`). A refusal is the DomainError the
 * error handler answers with the envelope (400 VALIDATION); an accepted part is replaced by the schema's output
 * (an absent body counts as `{}`). Headers keep the ones the schema does not name: Fastify lays the output over
 * the raw headers.
 */
export function validateRequestPart(
  schema: Schema,
  value: unknown,
): { error: DomainError } | { value: unknown } {
  return check(schema, value);
}

/** Called with each `parse` a handler makes (the route walk in tests/api/openapi.test.ts listens). */
let onParse: ((schema: Schema) => void) | undefined;
export function listenForParses(listener: ((schema: Schema) => void) | undefined): void {
  onParse = listener;
}

/** Parses a value no route schema validated (a multipart field, a role-specific reading). */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  onParse?.(schema);
  const outcome = check(schema, value);
  if ('error' in outcome) throw outcome.error;
  return outcome.value as z.output<S>;
}
