import { describe, expect, it } from 'vitest';
import { canonicalUrl, DEFAULT_PREVIEW_IMAGE, pageHead } from './page-head';

const fallback = { title: 'Kraftraum Studio', description: 'Das Studio.' };

describe('the head of a rendered page', () => {
  it('builds the preview tags from what the page set', () => {
    const head = pageHead({
      hoisted: '<title>Über uns | Kraftraum Studio</title><meta name="description" content="Wir &amp; ihr"/>',
      origin: 'https://kraftraum.de',
      pathname: '/ueber-uns',
      image: '/images/hero-about-960.webp',
      fallback,
      indexable: true,
    });
    expect(head).toContain('<title>Über uns | Kraftraum Studio</title>');
    expect(head).toContain('<meta property="og:title" content="Über uns"/>');
    expect(head).toContain('<meta property="og:description" content="Wir &amp; ihr"/>');
    expect(head).toContain('<link rel="canonical" href="https://kraftraum.de/ueber-uns"/>');
    expect(head).toContain(
      '<meta property="og:image" content="https://kraftraum.de/images/hero-about-960.webp"/>',
    );
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it('falls back to the shell title and the studio image, and keeps error pages out of search', () => {
    const head = pageHead({
      hoisted: '',
      origin: 'http://x',
      pathname: '/x',
      image: undefined,
      fallback,
      indexable: false,
    });
    expect(head).toContain('<title>Kraftraum Studio</title>');
    expect(head).toContain(`content="http://x${DEFAULT_PREVIEW_IMAGE}"`);
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).not.toContain('canonical');
  });

  it('names /kurse as the canonical address of the course list', () => {
    expect(canonicalUrl('https://kraftraum.de', '/courses')).toBe('https://kraftraum.de/kurse');
    expect(canonicalUrl('https://kraftraum.de', '/kontakt/')).toBe('https://kraftraum.de/kontakt');
    expect(canonicalUrl('https://kraftraum.de', '/')).toBe('https://kraftraum.de/');
  });

  it('keeps an alternate link the page announced (the blog feed)', () => {
    const link = '<link rel="alternate" type="application/atom+xml" title="Blog" href="/blog/feed.xml"/>';
    const head = pageHead({
      hoisted: `<title>Blog | Kraftraum Studio</title>${link}<link rel="preload" href="/x.js"/>`,
      origin: 'https://kraftraum.de',
      pathname: '/blog',
      image: undefined,
      fallback,
      indexable: true,
    });
    expect(head).toContain(link);
    expect(head).not.toContain('preload');
  });
});
