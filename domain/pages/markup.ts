// The allow-list of 'markup' block values (FAQ answers, seed 002 §3): a few inline tags and plain links, nothing
// else. One list for both places that apply it: the server sanitises saved page documents with it (sanitize-html,
// server/modules/pages), and the client's check of the shipped answers uses it (src/features/marketing/faq).

/** The only elements a markup value may contain. */
export const MARKUP_ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'strong',
  'em',
  'i',
  'br',
  'p',
  'ul',
  'ol',
  'li',
];

/** The only attribute, on links only. */
export const MARKUP_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href'] };

/** The URL schemes a link in markup may use (besides paths '/…' and anchors '#…'). */
export const MARKUP_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** An allowed link target: http(s), mailto, tel, a path of this site or an anchor. */
export const MARKUP_ALLOWED_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;
