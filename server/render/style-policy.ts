// The styles a document may have (decision 0207). The app's policy allows style sheets from this origin only:
// no <style> element, no style attribute, no other host. A server-rendered page may still carry style attributes
// (a block's CSS variables, an image's aspect ratio, a bar's width, the editor's colours); each page allows
// exactly its own, by their hashes ('unsafe-hashes' is the CSP keyword for hashed attributes, not a wildcard).
// The page editor's document alone allows inline styles: Puck and its drag and drop write <style> elements whose
// text changes with the page, so no hash can name them in advance.
import { createHash } from 'node:crypto';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

/** Undoes the escaping React applies to attribute values, so the hash is of the value the browser sees. */
function attributeValue(escaped: string): string {
  return escaped.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) =>
    name === 'quot' ? '"' : name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}

/** The CSP source expressions ('sha256-…') of the distinct style attribute values of a page's HTML. */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const [, escaped = ''] of html.matchAll(STYLE_ATTRIBUTE)) values.add(attributeValue(escaped));
  return [...values].map(
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  );
}

/**
 * The app's policy with inline styles allowed in place of its style directives: the page editor's document and
 * the API reference (Swagger UI writes its own styles), neither with content of visitors.
 */
export function withInlineStyles(policy: string): string {
  const others = policy
    .split(';')
    .filter((directive) => !/^\s*style-src(-elem|-attr)?(\s|$)/.test(directive))
    .join(';');
  return `${others};style-src 'self' 'unsafe-inline'`;
}

/**
 * A document's policy: the app's (helmet's, the same on every answer) with the page's style attributes allowed
 * by hash, or in the editor's document with inline styles. Kept per page body, so a cached page is scanned once.
 */
export class StylePolicy {
  private readonly pages = new WeakMap<object, string>();
  private editor: string | undefined;

  of(policy: string, page: { body: string }, editorDocument: boolean): string {
    if (editorDocument) return (this.editor ??= withInlineStyles(policy));
    let result = this.pages.get(page);
    if (result === undefined) {
      const hashes = styleAttributeHashes(page.body);
      result = hashes.length > 0 ? `${policy};style-src-attr 'unsafe-hashes' ${hashes.join(' ')}` : policy;
      this.pages.set(page, result);
    }
    return result;
  }
}
