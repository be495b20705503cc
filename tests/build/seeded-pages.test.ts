// A regression test of the seeded public pages (issue 23, decision 0170): after `npm run build`, every page of
// SEED_PAGES is rendered by the real server and reduced to an outline (its title and description, then each
// structural element with its visible text, link target or image alt, in document order), which must equal the
// stored one in __snapshots__/. What varies between runs is held still: the clock is frozen at one Wednesday
// for the seed and the render (the week grid's sessions, countdowns and the footer's year follow it), and build
// asset names are stripped. A block's text or structure changing fails the test; when the change is wanted,
// `npx vitest run --project build tests/build/seeded-pages.test.ts -u` rewrites the outlines (review the diff).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { JSDOM, type DomElement } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_PAGES } from '../../server/db/seed-pages/index';
import { HOME_SLUG } from '#domain/pages/slugs';
import { frozenClock } from '../../server/lib/clock';
import { createTestApp, type TestApp } from '../api/helpers';

const BUILT =
  existsSync(path.resolve('dist/index.html')) && existsSync(path.resolve('dist-ssr/entry-server.js'));

/** Elements that make a page's structure; every other element only passes its text on to the nearest of these. */
const STRUCTURE = new Set(
  (
    'header nav main footer section article aside h1 h2 h3 h4 h5 h6 p ul ol li dl dt dd a button img picture ' +
    'form fieldset legend label input select option textarea details summary figure figcaption blockquote ' +
    'table thead tbody tr th td iframe video svg'
  ).split(' '),
);
/** Attributes that say what an element is or does (classes only on the sections that carry a block). */
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  img: ['alt', 'src'],
  input: ['type', 'name', 'placeholder'],
  textarea: ['name', 'placeholder'],
  select: ['name'],
  button: ['type', 'aria-label'],
  section: ['class', 'aria-label'],
  article: ['class'],
  nav: ['aria-label'],
  iframe: ['title'],
  svg: ['aria-label'],
};

/** Build asset names and cache-busting: '/assets/hero-Ab12_x.webp?v=3' is '/assets/hero.webp'. */
function stableUrl(url: string): string {
  return url.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)(\?.*)?$/, '$1').replace(/\?v=[^&]*$/, '');
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function stableText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function attributes(element: DomElement, tag: string): string {
  const shown = (ATTRIBUTES[tag] ?? [])
    .map((name) => [name, element.getAttribute(name)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== null)
    .map(
      ([name, value]) =>
        `${name}=${JSON.stringify(name === 'src' || name === 'href' ? stableUrl(value) : value)}`,
    );
  return shown.length ? `[${shown.join(' ')}]` : '';
}

/** The element's own text: what it shows outside its structural descendants. */
function ownText(element: DomElement): string {
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === TEXT_NODE) text += ` ${node.textContent ?? ''}`;
    else if (node.nodeType === ELEMENT_NODE) {
      const child = node as DomElement;
      if (!STRUCTURE.has(child.tagName.toLowerCase()) && !skipped(child)) text += ` ${ownText(child)}`;
    }
  }
  return stableText(text);
}

function skipped(element: DomElement): boolean {
  return ['script', 'style', 'template', 'noscript'].includes(element.tagName.toLowerCase());
}

/** The outline lines of an element's structural descendants, indented by depth. */
function outline(element: DomElement, depth: number, lines: string[]): void {
  for (const child of Array.from(element.children)) {
    if (skipped(child)) continue;
    const tag = child.tagName.toLowerCase();
    if (!STRUCTURE.has(tag)) {
      outline(child, depth, lines);
      continue;
    }
    const text = tag === 'svg' ? '' : ownText(child);
    lines.push(`${'  '.repeat(depth)}${tag}${attributes(child, tag)}${text ? ` "${text}"` : ''}`);
    if (tag !== 'svg') outline(child, depth + 1, lines);
  }
}

export function pageOutline(html: string): string {
  const { document } = new JSDOM(html).window;
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const lines = [`title "${document.title}"`, `description "${description}"`];
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root');
  outline(root, 0, lines);
  return `${lines.join('\n')}\n`;
}

/** A Wednesday morning in Berlin: two days of the week grid are past, the Level Up Week is months away. */
const FROZEN_NOW = new Date('2026-11-25T08:00:00Z');

describe('the seeded public pages, rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!BUILT) throw new Error('Build the app first (npm run build): this test reads dist/ and dist-ssr/.');
    // Only Date is frozen (timers run): the seed, the server's clock and the renderer all read this one.
    vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
    t = await createTestApp('sqlite', {
      clock: frozenClock(FROZEN_NOW),
      config: { staticDir: path.resolve('dist') },
    });
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it.each(SEED_PAGES.map((page) => page.slug))('%s keeps its text and block structure', async (slug) => {
    const response = await t.app.inject({ url: slug === HOME_SLUG ? '/' : `/${slug}` });
    expect(response.statusCode).toBe(200);
    await expect(pageOutline(response.body)).toMatchFileSnapshot(`__snapshots__/seeded-pages/${slug}.txt`);
  });
});
