// A blog post to write and the hostile Markdown every post check throws at the server (tests/api/posts.test.ts and
// tests/build/rendered-article.test.ts).
import { expect } from 'vitest';

export const HOSTILE_MARKDOWN = [
  '# Überschrift',
  '',
  'Hallo <script>alert("xss")</script> **fett**',
  '',
  '<img src="x.png" onerror="alert(1)">',
  '',
  '[Klick mich](javascript:alert(1)) und [gut](https://example.com/weiter)',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '<div onclick="steal()" style="position:fixed">roher <b>Text</b></div>',
  '',
  '<a href="JaVaScRiPt:alert(2)">groß</a> <svg onload="alert(3)"></svg>',
].join('\n');

/** Nothing that can run: no script, no iframe, no handler attribute, no javascript: URL, no inline style. */
export function expectNeutralised(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|\son\w+=|javascript:|style=/i);
  expect(html).not.toContain('alert("xss")');
  expect(html).toContain('<strong>fett</strong>');
  expect(html).toContain('<h2>Überschrift</h2>');
  expect(html).toContain('href="https://example.com/weiter"');
}

export const post = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: `Beitrag ${slug}`,
  excerpt: 'Ein kurzer Auszug für die Liste.',
  body: 'Ein **Text** in Markdown.',
  coverImage: 'hero-gym',
  author: 'Murat Yilmaz',
  ...overrides,
});
