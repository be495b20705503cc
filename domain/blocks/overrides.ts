// A document's block carries only what differs from its kind's defaults (issue 23, decision 0171): a prop equal to
// its default is left out, so changing a default in the definition changes every page that did not set its own.
// One rule for the editor (what it saves), the server (what it stores) and the migration of stored documents.
import type { BlockNode } from '../pages/public-page';
import { KIND_DEFINITIONS } from './kinds';

/** Deep equality of JSON values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The props that differ from these defaults; undefined and null (which keep the default) are left out. */
export function overridesOf(
  defaults: Readonly<Record<string, unknown>> | undefined,
  props: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (defaults && Object.hasOwn(defaults, key) && sameValue(value, defaults[key])) continue;
    overrides[key] = value;
  }
  return overrides;
}

/** A block with only its overrides of its kind's defaults (a kind without a definition keeps its props). */
export function blockOverrides<B extends BlockNode>(block: B): B {
  if (!block.props) return block;
  const props = overridesOf(
    KIND_DEFINITIONS[block.type]?.defaults as Record<string, unknown> | undefined,
    block.props,
  );
  const { props: _props, ...rest } = block;
  return (Object.keys(props).length > 0 ? { ...rest, props } : rest) as B;
}
