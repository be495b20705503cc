// The block catalogue (issue 13 contract, seed 002 §3 "Builder block inputs"): for every kind its German label and
// the editor fields of its props — types, allowed values, required fields, ranges — from the kinds' definitions
// (./kinds, decision 0171) and their fields modules (./kinds/fields, decision 0217). The editor builds its Puck
// config from it, and the server checks saved documents with validateBlockProps; a public page never imports it.
// Colours, sizes and ratios are choices from the design tokens, never free CSS (seed 002 §6).
import { checkFields, collectMarkupPaths, type BlockKindSpec, type PropIssue } from './field-spec';
import { KIND_DEFINITIONS } from './kinds';
import { KIND_FIELDS } from './kinds/fields';

export type { BlockKindSpec, FieldSpec, PropIssue, SelectOption } from './field-spec';
export { isAllowedLink } from './field-spec';

/** Every kind's label and fields, by key. */
export const BLOCK_CATALOGUE: Readonly<Record<string, BlockKindSpec>> = Object.fromEntries(
  Object.values(KIND_DEFINITIONS).map((kind) => [
    kind.key,
    { label: kind.label, fields: KIND_FIELDS[kind.key] ?? {} },
  ]),
);

/** Whether a page document may use this kind. */
export const isBlockKind = (kind: string): boolean => Object.hasOwn(BLOCK_CATALOGUE, kind);

/** Checks a block's props (overrides of its defaults) against its kind's fields; German messages by path. */
export function validateBlockProps(
  kind: string,
  props: unknown,
): { ok: true; props: Record<string, unknown> } | { ok: false; issues: PropIssue[] } {
  const spec = isBlockKind(kind) ? BLOCK_CATALOGUE[kind] : undefined;
  if (!spec) return { ok: false, issues: [{ path: '', message: `Unbekannter Block-Typ „${kind}“.` }] };
  const issues: PropIssue[] = [];
  checkFields(spec.fields, props ?? {}, '', true, issues);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, props: (props ?? {}) as Record<string, unknown> };
}

/** The paths of every 'markup' value in a block's props (the server sanitises them), e.g. [['faqs', '0', 'answer']]. */
export function markupPaths(kind: string, props: Record<string, unknown>): string[][] {
  const spec = isBlockKind(kind) ? BLOCK_CATALOGUE[kind] : undefined;
  return spec ? collectMarkupPaths(spec.fields, props) : [];
}
