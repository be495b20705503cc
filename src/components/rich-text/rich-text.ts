// What the blog's rich-text editor can hold and which links it takes (decision 0151). Pure, so the post form can
// decide before the editor's chunk loads whether a Markdown post fits the rich-text editor without loss.
import { looksLikeUnsafeUrl } from '#domain/pages/unsafe-url';

export const RICH_TEXT_MESSAGES = {
  link: 'Dieser Link ist nicht erlaubt. Erlaubt sind Seiten des Studios (/…), https://, mailto: und tel:.',
} as const;

/** A site path, an http(s) address, mail or phone; never a script or data URL. */
export function isSafeLink(value: string): boolean {
  if (looksLikeUnsafeUrl(value)) return false;
  return /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(value);
}

/** The elements the rich-text editor keeps; a post using any other (a table, a quote, code) stays in Markdown. */
const RICH_TEXT_ELEMENTS = new Set([
  'H2',
  'H3',
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'UL',
  'OL',
  'LI',
  'A',
  'IMG',
]);

/** Whether the HTML holds only what the rich-text editor keeps (in a browser; false where there is no DOM). */
export function richTextCanHold(html: string): boolean {
  if (typeof DOMParser === 'undefined') return false;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll('*')].every((element) => RICH_TEXT_ELEMENTS.has(element.tagName));
}
