// Every route path of the app (seed 000 §2) in one place: `routes` are the router's patterns, `paths` build hrefs.
// Nothing else in src/ writes a path literal.
import { CONTRACT_PAGES, FORM_PATHS, REDIRECT_PARAM, safeRedirect } from '#domain/routing';
import type { WayForward } from '#domain/errors/ways-forward';

/** The redirect rules are the domain's: the server checks a form's way back with them too. */
export { REDIRECT_PARAM, safeRedirect };

/** The address part of a type's checkout: its name in lower case, words joined by '-' ('hybrid-pro'). */
export function typeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id of the tiers section (the membership-tiers block) on the start page: `paths.tiers` leads there. */
export const TIERS_ANCHOR = 'mitgliedschaft';

/** The anchor that opens the recommendation funnel ('Probetraining') where a page claims it (FUNNEL_ANCHOR). */
export const TRIAL_ANCHOR = '#probetraining';

/** The query parameter that carries a chain's location in a link to the week or the course list (issue 34). */
export const LOCATION_PARAM = 'standort';

/** Route patterns, relative to their parent as the router nests them. */
export const routes = {
  home: '/',
  contentPage: ':slug',
  courses: 'courses',
  kurse: 'kurse',
  course: 'courses/:id',
  blog: 'blog',
  blogPost: 'blog/:slug',
  /** A chain's locations (issue 34): the list and one location's week. */
  locations: 'standorte',
  location: 'standorte/:slug',
  user: 'user',
  userProfile: 'user/profile',
  userMyCourses: 'user/my-courses',
  cookieSettings: 'cookie-einstellungen',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  setPassword: '/auth/set-password',
  admin: '/admin',
  adminCourses: 'courses',
  adminBookings: 'bookings',
  adminParticipants: 'participants',
  adminLeads: 'leads',
  adminMessages: 'messages',
  adminBlog: 'blog',
  adminBlogPost: 'blog/:slug',
  adminPages: 'pages',
  adminPage: 'pages/:slug',
  adminMenus: 'menues',
  adminMemberships: 'mitgliedschaften',
  adminSettings: 'einstellungen',
  adminReports: 'auswertung',
  checkIn: 'check-in',
  trainer: 'trainer',
  trainerSession: 'termine/:id',
  bloecke: '/bloecke',
  join: '/mitglied-werden/:type',
  joinDone: '/mitglied-werden/:type/bestaetigt',
  withdraw: CONTRACT_PAGES.withdraw,
  cancelContracts: CONTRACT_PAGES.cancel,
  adminContracts: 'vertraege',
  adminContract: 'vertraege/:id',
  adminBilling: 'beitraege',
  adminLocations: 'standorte',
} as const;
export const paths = {
  home: '/',
  /** The course list; /courses is the same page (DECISIONS "Courses"), /kurse is the German address we link. */
  courses: '/kurse',
  course: (id: number | string) => `/courses/${encodeURIComponent(String(id))}`,
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** A page of the blog's list; the first is /blog itself. */
  blogPage: (page: number) => (page > 1 ? `/blog?seite=${page}` : '/blog'),
  /** The Atom feed (served by the server, not a route of the app). */
  blogFeed: '/blog/feed.xml',
  contentPage: (slug: string) => `/${encodeURIComponent(slug)}`,
  /** A chain's locations with address and opening hours, and one location's week (issue 34). */
  locations: '/standorte',
  location: (slug: string) => `/standorte/${encodeURIComponent(slug)}`,
  /** The course list of one location (the picker's choice, carried by the link). */
  coursesAt: (slug: string) => `/kurse?${LOCATION_PARAM}=${encodeURIComponent(slug)}`,
  contact: '/kontakt',
  /** The studio's tiers with their checkouts: the start page's tiers block (issue 37). */
  tiers: `/#${TIERS_ANCHOR}`,
  /** Where the contact form posts without JavaScript (server/routes/forms, decision 0180). */
  contactPost: FORM_PATHS.contact,
  about: '/ueber-uns',
  privacy: '/datenschutz',
  cookieSettings: '/cookie-einstellungen',
  /** The online contract of a membership type (issue 31): its checkout, and the page after the order. */
  join: (type: string) => `/mitglied-werden/${encodeURIComponent(type)}`,
  /** The confirmation: the order's answer travels in the query (nothing personal: number, dates, amount). */
  joinDone: (
    type: string,
    contractNumber: string,
    answer: { startsOn: string; debitOn: string; debitCents: number; withdrawalDeadline: string },
  ) =>
    `/mitglied-werden/${encodeURIComponent(type)}/bestaetigt?${new URLSearchParams({
      vertrag: contractNumber,
      beginn: answer.startsOn,
      abbuchung: answer.debitOn,
      betrag: String(answer.debitCents),
      widerruf: answer.withdrawalDeadline,
    }).toString()}`,
  /** The withdrawal function of § 356a BGB and the cancellation button of § 312k BGB (footer, every page). */
  withdraw: CONTRACT_PAGES.withdraw,
  cancelContracts: CONTRACT_PAGES.cancel,
  /** The AGB and the Widerrufsbelehrung (content pages the editor changes; issue 31). */
  terms: '/agb',
  withdrawalInstructions: '/widerrufsbelehrung',
  /** The provider's details of § 5 DDG (a page of the database, linked from the footer). */
  imprint: '/impressum',
  login: (redirect?: string) => {
    const target = redirect ? safeRedirect(redirect, '') : '';
    return target ? `/auth/login?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : '/auth/login';
  },
  register: '/auth/register',
  /** Asks for a reset link by mail; the link itself opens resetPassword with the token in the fragment. */
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  /** The invitation mail's link (a member made at the desk sets a first password; token in the fragment). */
  setPassword: '/auth/set-password',
  user: {
    dashboard: '/user',
    profile: '/user/profile',
    myCourses: '/user/my-courses',
  },
  admin: {
    dashboard: '/admin',
    courses: '/admin/courses',
    bookings: '/admin/bookings',
    participants: '/admin/participants',
    leads: '/admin/leads',
    messages: '/admin/messages',
    blog: '/admin/blog',
    blogPost: (slug: string) => `/admin/blog/${encodeURIComponent(slug)}`,
    /** The form for a new post (a post's slug is never 'neu': see the editor). */
    blogNew: '/admin/blog/neu',
    /** The pages of the site and the page editor (issue 13). */
    pages: '/admin/pages',
    page: (slug: string) => `/admin/pages/${encodeURIComponent(slug)}`,
    /** The header's and footer's menus (issue 20). */
    menus: '/admin/menues',
    /** The membership types the studio sells (issue 19). */
    memberships: '/admin/mitgliedschaften',
    /** The studio settings: fair rules and deadlines (issue 19, admin only). */
    settings: '/admin/einstellungen',
    /** The Auswertung: utilisation, attendance, waitlists, accounts and leads (issue 22, admin only). */
    reports: '/admin/auswertung',
    /** The contracts concluded online (issue 31): list and one contract. */
    contracts: '/admin/vertraege',
    contract: (id: number | string) => `/admin/vertraege/${encodeURIComponent(String(id))}`,
    /** 'Beiträge' (issue 33): the monthly debit runs, returns, payments, the accountant's export. */
    billing: '/admin/beitraege',
    /** 'Standorte' (issue 34): the chain's studios. */
    locations: '/admin/standorte',
  },
  /** The check-in view for Trainer and Admin (seed 000 §6), outside /admin so a trainer may open it. */
  checkIn: '/check-in',
  /** 'Meine Termine' for Trainer and Admin (issue 22), and one own session with its participants. */
  trainer: '/trainer',
  trainerSession: (id: number | string) => `/trainer/termine/${encodeURIComponent(String(id))}`,
  /** The admin-only block catalogue (issue 8), outside /admin: it shows blocks in the site's own layout. */
  bloecke: '/bloecke',
} as const;

/**
 * Where each way forward of a refusal leads (issue 37, #domain/errors/ways-forward): the trial training is the
 * funnel's anchor, which a page with the funnel claims; a card is topped up and a pause or a block is settled at
 * the desk, whose address and hours the contact page gives.
 */
export const WAY_FORWARD_HREFS: Record<WayForward, string> = {
  tiers: paths.tiers,
  trial: TRIAL_ANCHOR,
  topUp: paths.contact,
  desk: paths.contact,
  myBookings: paths.user.myCourses,
  myMembership: paths.user.dashboard,
};

/** Pages rendered only in the browser (the member area, the desk, the admin area, the sign-in pages). */
export { isClientOnlyPath } from '#domain/routing';
