// The head of a rendered page: what React hoisted (<title>, the meta description) plus what link previews read
// (canonical URL, Open Graph and Twitter tags), built from the same title and description so they never disagree.
import { STUDIO_NAME } from '#domain/constants';

/** The preview image when a page names none: the studio's own hero (a WebP every preview service reads). */
export const DEFAULT_PREVIEW_IMAGE = '/images/hero-gym-960.webp';

/** Pages with two addresses name one of them as canonical (DECISIONS "Courses": /kurse is the one we link). */
const CANONICAL_PATHS: Record<string, string> = { '/courses': '/kurse' };

const escapeAttribute = (value: string) =>
  value
    .replace(/&(?![a-z]+;|#\d+;|#x[\da-f]+;)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

/** React escapes text and attribute values alike, so what it wrote can go into an attribute as it is. */
function readHoisted(head: string): { title: string | undefined; description: string | undefined } {
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
  return { title, description };
}

/** Alternate versions a page announces (the blog's Atom feed), kept as React wrote them. */
function alternateLinks(head: string): string[] {
  return [...head.matchAll(/<link rel="alternate"[^>]*\/?>/g)].map((match) => match[0]);
}

export function canonicalUrl(origin: string, pathname: string): string {
  const path = CANONICAL_PATHS[pathname] ?? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return `${origin}${path}`;
}

export interface PageHeadInput {
  /** What React hoisted out of the page: <title> and <meta name="description">. */
  hoisted: string;
  origin: string;
  pathname: string;
  image: string | undefined;
  /** The shell's own title and description, used when the page set none. */
  fallback: { title: string; description: string };
  /** Error pages are not canonical anything and should not be indexed. */
  indexable: boolean;
}

export function pageHead({ hoisted, origin, pathname, image, fallback, indexable }: PageHeadInput): string {
  const read = readHoisted(hoisted);
  const title = read.title ?? escapeAttribute(fallback.title);
  const description = read.description ?? escapeAttribute(fallback.description);
  const suffix = ` | ${STUDIO_NAME}`;
  const ogTitle = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const url = canonicalUrl(origin, pathname);
  const imageUrl = `${origin}${image ?? DEFAULT_PREVIEW_IMAGE}`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}"/>`,
    indexable
      ? `<link rel="canonical" href="${escapeAttribute(url)}"/>`
      : '<meta name="robots" content="noindex"/>',
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:site_name" content="${escapeAttribute(STUDIO_NAME)}"/>`,
    `<meta property="og:locale" content="de_DE"/>`,
    `<meta property="og:title" content="${ogTitle}"/>`,
    `<meta property="og:description" content="${description}"/>`,
    `<meta property="og:url" content="${escapeAttribute(url)}"/>`,
    `<meta property="og:image" content="${escapeAttribute(imageUrl)}"/>`,
    `<meta name="twitter:card" content="summary_large_image"/>`,
    ...alternateLinks(hoisted),
  ];
  return tags.join('');
}
