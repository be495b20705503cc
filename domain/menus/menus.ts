// Menus are content (DECISIONS "Menus", issue 20, decision 0152): the header's main navigation and the footer's link
// groups as one document, stored with versions like a page and edited by admins. This file holds the document's
// type and schema (the one check every saved menu passes, shared by the server and the editor), the menus API
// schemas and today's menus, which seed an empty table and stand in while nothing is loaded.
import { InstantSchema, VersionSchema } from '../schemas/common';
import { z } from '../schemas/zod';

export interface MenuLink {
  /** The text of the link. */
  label: string;
  /** A path of this site ('/kurse', '/ueber-uns#team') or an https link. */
  href: string;
}

export interface MenuGroup {
  /** The group's heading in the footer ('Studio', 'Rechtliches'); it also names the group's landmark. */
  title: string;
  items: MenuLink[];
}

export interface SiteMenus {
  /** The header's main navigation. */
  main: MenuLink[];
  /** The footer's link groups, in order. */
  footer: MenuGroup[];
}

export const MAX_MENU_LINKS = 12;
export const MAX_FOOTER_GROUPS = 4;

export const MENU_HREF_MESSAGE =
  'Nur Adressen dieser Website (beginnend mit /) und https-Links sind erlaubt.';

/**
 * A site path (one leading slash, not '//' which a browser reads as another host; no spaces, no backslash) or an
 * absolute https URL. Everything else (javascript:, data:, http:, mailto:, a bare word) is refused.
 */
export function isAllowedMenuHref(href: string): boolean {
  if (/[\s\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (!/^https:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const LabelSchema = z
  .string({ message: 'Bitte gib eine Bezeichnung ein.' })
  .check(
    z.trim(),
    z.minLength(1, 'Bitte gib eine Bezeichnung ein.'),
    z.maxLength(40, 'Die Bezeichnung darf höchstens 40 Zeichen lang sein.'),
  );

const HrefSchema = z
  .string({ message: 'Bitte gib eine Adresse ein.' })
  .check(
    z.trim(),
    z.minLength(1, 'Bitte gib eine Adresse ein.'),
    z.maxLength(500, 'Die Adresse darf höchstens 500 Zeichen lang sein.'),
    z.refine(isAllowedMenuHref, MENU_HREF_MESSAGE),
  );

export const MenuLinkSchema = z.object({ label: LabelSchema, href: HrefSchema });

const LinksSchema = z
  .array(MenuLinkSchema, { message: 'Die Links fehlen.' })
  .check(z.maxLength(MAX_MENU_LINKS, `Ein Menü darf höchstens ${MAX_MENU_LINKS} Links haben.`));

export const MenuGroupSchema = z.object({
  title: z
    .string({ message: 'Bitte gib eine Überschrift ein.' })
    .check(
      z.trim(),
      z.minLength(1, 'Bitte gib eine Überschrift ein.'),
      z.maxLength(40, 'Die Überschrift darf höchstens 40 Zeichen lang sein.'),
    ),
  items: LinksSchema,
});

export const SiteMenusSchema = z.object({
  main: LinksSchema,
  footer: z
    .array(MenuGroupSchema, { message: 'Die Linkgruppen fehlen.' })
    .check(
      z.maxLength(MAX_FOOTER_GROUPS, `Der Footer darf höchstens ${MAX_FOOTER_GROUPS} Linkgruppen haben.`),
    ),
});

// ---- The menus API ------------------------------------------------------------------------------------------

export const MENU_VERSION_ACTIONS = ['published', 'saved', 'restored'] as const;
export type MenuVersionAction = (typeof MENU_VERSION_ACTIONS)[number];

/** GET /api/v1/menus: the published menus, for everyone. */
export const PublicMenusSchema = z.object({ menus: SiteMenusSchema, version: z.number() });
export type PublicMenus = z.infer<typeof PublicMenusSchema>;

/** GET /api/v1/menus/draft (Admin): the working copy and what is live. */
export const MenuDraftSchema = z.object({
  menus: SiteMenusSchema,
  version: z.number(),
  publishedVersion: z.number(),
  /** The working copy differs from the published menus. */
  hasUnpublishedChanges: z.boolean(),
  updatedAt: InstantSchema,
});
export type MenuDraft = z.infer<typeof MenuDraftSchema>;

/** PUT /api/v1/menus (Admin): saves the working copy based on `baseVersion` (409 MENU_VERSION_CONFLICT). */
export const SaveMenusRequestSchema = z.object({ menus: SiteMenusSchema, baseVersion: VersionSchema });
/** POST /api/v1/menus/publish and …/versions/:version/restore. */
export const MenuBaseVersionSchema = z.object({ baseVersion: VersionSchema });
export const MenuVersionParamsSchema = z.object({ version: VersionSchema });

export const MenuVersionSchema = z.object({
  version: z.number(),
  action: z.enum(MENU_VERSION_ACTIONS),
  author: z.nullable(z.string()),
  createdAt: InstantSchema,
});
export type MenuVersion = z.infer<typeof MenuVersionSchema>;
export const MenuVersionListSchema = z.object({ items: z.array(MenuVersionSchema) });

// ---- Today's menus ------------------------------------------------------------------------------------------

/** The menus the site had in code before issue 20: they seed an empty table and stand in until loaded. */
export const DEFAULT_MENUS: SiteMenus = {
  main: [
    { label: 'Kurse', href: '/kurse' },
    { label: 'Blog', href: '/blog' },
    { label: 'Über uns', href: '/ueber-uns' },
    { label: 'Kontakt', href: '/kontakt' },
  ],
  footer: [
    {
      title: 'Studio',
      items: [
        { label: 'Kurse', href: '/kurse' },
        { label: '7-Wochen-Challenge', href: '/7-wochen-challenge' },
        { label: 'Level Up Week', href: '/level-up-week' },
        { label: 'Über uns', href: '/ueber-uns' },
        { label: 'Blog', href: '/blog' },
        { label: 'Kontakt', href: '/kontakt' },
      ],
    },
    {
      title: 'Rechtliches',
      items: [
        { label: 'Impressum', href: '/impressum' },
        { label: 'Datenschutz', href: '/datenschutz' },
        { label: 'Cookie-Einstellungen', href: '/cookie-einstellungen' },
      ],
    },
  ],
};
