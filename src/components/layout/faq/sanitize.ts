// FAQ answers may carry markup: only a small set of inline tags and plain links survive; scripts, handlers and
// styles never reach the page (DOMPurify). It runs where the markup is written, never in the visitor's browser:
// today in the test that checks every shipped answer (src/app/blocks/faq-markup.test.ts), once answers are edited in the
// browser on the server when they are saved (sanitize-html with the same allow-list, domain/pages/markup.ts).
import DOMPurify from 'dompurify';
import { MARKUP_ALLOWED_ATTRIBUTES, MARKUP_ALLOWED_TAGS, MARKUP_ALLOWED_URL } from '#domain/pages/markup';

const ALLOWED_TAGS = [...MARKUP_ALLOWED_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(MARKUP_ALLOWED_ATTRIBUTES).flat())];

export function sanitizeAnswer(markup: string): string {
  return DOMPurify.sanitize(markup, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: MARKUP_ALLOWED_URL,
  });
}

/** Whether markup is already what the sanitiser would let through (same DOM after sanitising). */
export function isCleanAnswer(markup: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return sanitizeAnswer(markup) === template.innerHTML;
}
