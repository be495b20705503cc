// FAQ answers may carry markup: only a small set of inline tags and plain links survive; scripts, handlers and
// styles never reach the page (DOMPurify).
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['href'];

export function sanitizeAnswer(markup: string): string {
  return DOMPurify.sanitize(markup, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}
