// Every body, query, path parameter and header set passes a domain schema; a failure is a VALIDATION error with
// the German field messages. The route schemas of server/openapi/route-schemas.ts run first, as Fastify's
// validation step (decision 0107): `validateRequestPart` is their validator. A handler's `parse` of the same
// value with the same schema then returns what the route's validation produced instead of parsing twice; with
// another schema (a role-specific one, a route without a described request) it parses as before.
import type { z } from '#domain/schemas/zod';
import { fieldIssues } from '#domain/schemas/common';
import { DomainError } from '#domain/errors/domain-error';

type Schema = z.core.$ZodType;

/** The request objects (body, query, params, headers) a route schema accepted, with the schema and its output. */
const validated = new WeakMap<object, { schema: Schema; data: unknown }>();

function check(schema: Schema, value: unknown): { data: unknown } | { error: DomainError } {
  const result = (schema as z.ZodMiniType).safeParse(value ?? {});
  return result.success
    ? { data: result.data }
    : { error: new DomainError('VALIDATION', fieldIssues(result.error)) };
}

/**
 * Fastify's validator for one part of a request (`setValidatorCompiler`). A refusal is the DomainError the
 * error handler answers with the envelope (400 VALIDATION). The request keeps its raw value (headers keep the
 * ones no schema names; a handler may parse the body again with a narrower schema); the output is remembered
 * for `parse`.
 */
export function validateRequestPart(schema: Schema, value: unknown): { error: DomainError } | true {
  const outcome = check(schema, value);
  if ('error' in outcome) return outcome;
  if (typeof value === 'object' && value !== null) validated.set(value, { schema, data: outcome.data });
  return true;
}

/**
 * Called when a handler parses a request object (body, query, params, headers) that no route schema checked:
 * the route's table entry does not describe that part. The API description test listens (undefined otherwise).
 */
let onUndescribed: ((schema: Schema) => void) | undefined;
export function listenForUndescribedParts(listener: ((schema: Schema) => void) | undefined): void {
  onUndescribed = listener;
}

export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const known = typeof value === 'object' && value !== null ? validated.get(value) : undefined;
  if (known?.schema === schema) return known.data as z.output<S>;
  if (!known && typeof value === 'object' && value !== null) onUndescribed?.(schema);
  const outcome = check(schema, value);
  if ('error' in outcome) throw outcome.error;
  return outcome.data as z.output<S>;
}
