// A menu link's one rule the browser needs (decision 0152), apart from the menus' schemas so a visitor's header
// island (decision 0183) loads no zod.

/** Whether a menu link leaves the site (rendered as a plain link that opens the other site). */
export function isExternalMenuHref(href: string): boolean {
  return !href.startsWith('/');
}
