// The per-kind rules a page document's blocks are checked with, behind two functions with the signatures of the
// block catalogue (domain/blocks/catalogue.ts, issue 13 contract). Until the catalogue lands this is the fallback:
// the kind must be known (isBlockKind) and props a JSON object; markup values are the FAQ answers.
//
// To switch to the catalogue, replace everything below with this one line:
//   export { validateBlockProps, markupPaths } from '../blocks/catalogue';
import { isBlockKind } from '../blocks/builder-list';

export type BlockPropsResult =
  { ok: true; props: Record<string, unknown> } | { ok: false; issues: { path: string; message: string }[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function validateBlockProps(kind: string, props: unknown): BlockPropsResult {
  if (!isBlockKind(kind))
    return { ok: false, issues: [{ path: '', message: `Unbekannter Blocktyp: ${kind}` }] };
  if (!isPlainObject(props))
    return { ok: false, issues: [{ path: '', message: 'Die Eigenschaften müssen ein Objekt sein.' }] };
  return { ok: true, props };
}

/** Kinds whose FAQ answers ('faqs.N.answer') are markup (seed 002 §3 "FAQ"). */
const FAQ_KINDS = new Set(['faq', 'transformation-faq']);

export function markupPaths(kind: string, props: Record<string, unknown>): string[][] {
  if (!FAQ_KINDS.has(kind) || !Array.isArray(props.faqs)) return [];
  return props.faqs.flatMap((item, index) =>
    isPlainObject(item) && typeof item.answer === 'string' ? [['faqs', String(index), 'answer']] : [],
  );
}
