// Links that run code or smuggle content (decision 0151): refused in every page block's props and in a post's
// rich text and Markdown. A module of its own, so the blog's editor does not load the pages' document check (and
// with it the block catalogue) for this one rule.

/** Link schemes that run code or smuggle content: refused in any prop, whatever the block kind. */
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;

/** What a browser reads as the URL: control characters and spaces inside the scheme are dropped. */
export function looksLikeUnsafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore these characters in a URL's scheme
  return UNSAFE_URL.test(value.replace(/[\u0000-\u0020]/g, ''));
}
