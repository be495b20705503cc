// The one Markdown renderer of the blog (decision 0133): marked turns an admin's Markdown into HTML, then
// sanitize-html keeps only a strict allow-list. Used at save (the stored HTML) and by the editor's preview, so
// what an admin previews is exactly what visitors get. No script, no style, no event handler attribute, no
// iframe or form, links only to http(s), mailto and tel or within the site, images only from the site or https.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { looksLikeUnsafeUrl } from '#domain/pages/unsafe-url';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style contents go with their tags; any other unknown tag is dropped and its text kept.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // The article's own heading is the page's h1: a Markdown '#' becomes a section heading.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, rel: 'noopener noreferrer nofollow' } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * The rich-text editor's HTML (decision 0151) → the same allow-list. The editor's own markup is a subset of it;
 * anything else sent to the API (a script, an `on…` attribute, a `javascript:` link) is dropped here.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Whether any href or src in the HTML (entities decoded, as a browser reads it) runs code or smuggles content. */
export function hasUnsafeLink(html: string): boolean {
  let unsafe = false;
  sanitizeHtml(html, {
    // Only read: nothing of this pass is kept (so the warning about script and style tags does not apply).
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        if ([attribs.href, attribs.src].some((value) => value !== undefined && looksLikeUnsafeUrl(value)))
          unsafe = true;
        return { tagName, attribs };
      },
    },
  });
  return unsafe;
}

/** A post's body in its format → the HTML visitors read. */
export function renderPostBody(body: string, format: 'markdown' | 'html'): string {
  return format === 'html' ? sanitizePostHtml(body) : renderMarkdown(body);
}

/** Markdown → sanitised HTML (synchronous: marked without async extensions). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}
