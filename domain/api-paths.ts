// Every API path of seed 000 §7, under /api, in one place for the server routes, the client and the worker.

export const API_BASE = '/api';

export const API_PATHS = {
  login: '/api/users/login',
  currentUser: '/api/users',
  register: '/api/users/register',
  changePassword: '/api/v1/users/change-password',
  user: (id: number | string) => `/api/v1/users/${id}`,
  courses: '/api/v1/courses',
  course: (id: number | string) => `/api/v1/courses/${id}`,
  bookings: '/api/v1/bookings',
  myBookings: '/api/v1/bookings/me',
  booking: (id: number | string) => `/api/v1/bookings/${id}`,
  bookingIcs: (id: number | string) => `/api/v1/bookings/${id}/ics`,
  courseParticipants: (courseId: number | string) => `/api/courses/${courseId}/bookings`,
  calendarLink: '/api/v1/calendar/link',
  calendarLinkReset: '/api/v1/calendar/link/reset',
  calendarFeed: (token: string | number) => `/api/calendar/${token}.ics`,
  leads: '/api/v1/leads',
  lead: (id: number | string) => `/api/v1/leads/${id}`,
  contactForm: '/api/v1/email/contact-form',
  messages: '/api/v1/messages',
  message: (id: number | string) => `/api/v1/messages/${id}`,
  /** Refresh-token cookie routes: the cookie is scoped to this prefix. */
  authPrefix: '/api/auth',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  logoutAll: '/api/auth/logout-all',
  health: '/api/health',
  /** Password reset (issue 14): ask for a link by mail, then set a new password with its token. */
  passwordResetRequest: '/api/v1/password-reset',
  passwordResetConfirm: '/api/v1/password-reset/confirm',
  /** Which optional mails the signed-in member wants (booking confirmed, moved up from the waitlist). */
  mailPreferences: '/api/v1/users/me/mail-preferences',
  /** Web push (issue 21): the server's VAPID key and the member's devices. */
  pushDevices: '/api/v1/users/me/push-devices',
  pushDevice: (id: number | string) => `/api/v1/users/me/push-devices/${id}`,
  /** The member's own data as a ZIP (issue 21). */
  myData: '/api/v1/users/me/data',
  /** The member closes their own account (issue 21). */
  deleteAccount: '/api/v1/users/me/delete',
  /** What deleting the own account, or a client's at the desk (Admin), leaves behind (issue 37). */
  myDeletionCheck: '/api/v1/users/me/delete-check',
  userDeletionCheck: (userId: number | string) => `/api/v1/users/${userId}/delete-check`,
  // The front desk (issue 6).
  audit: '/api/v1/audit',
  courseSeries: (courseId: number | string) => `/api/v1/courses/${courseId}/series`,
  courseSetting: (id: number | string) => `/api/v1/course-settings/${id}`,
  courseSettingCancel: (id: number | string) => `/api/v1/course-settings/${id}/cancel`,
  courseSettingNoShows: (id: number | string) => `/api/v1/course-settings/${id}/no-shows`,
  deskBookings: '/api/v1/desk/bookings',
  deskBookingCancel: (id: number | string) => `/api/v1/desk/bookings/${id}/cancel`,
  deskBookingConfirm: (id: number | string) => `/api/v1/desk/bookings/${id}/confirm`,
  checkInSessions: '/api/v1/check-in/sessions',
  /** The same day's sessions with their counts only (the admin dashboard, decision 0216). */
  checkInSummaries: '/api/v1/check-in/summaries',
  bookingCheckIn: (id: number | string) => `/api/v1/bookings/${id}/check-in`,
  checkInScan: '/api/v1/check-in/scan',
  myCheckInCode: '/api/v1/users/me/check-in-code',
  /** Seed 000 §7 declares GET /users/all and POST /users (Admin). */
  allUsers: '/api/users/all',
  createUser: '/api/users',
  userBookings: (id: number | string) => `/api/v1/users/${id}/bookings`,
  /** Images and videos for the page editor (issue 13, decision 0132; Admin). */
  uploads: '/api/v1/uploads',
  /** Blog posts (issue 13): the public list and article; admins write through the same paths. */
  posts: '/api/v1/posts',
  post: (slug: number | string) => `/api/v1/posts/${slug}`,
  postPublish: (slug: number | string) => `/api/v1/posts/${slug}/publish`,
  postUnpublish: (slug: number | string) => `/api/v1/posts/${slug}/unpublish`,
  postPreview: '/api/v1/posts/preview',
  postRestore: (slug: number | string, version: number | string = ':version') =>
    `/api/v1/posts/${slug}/versions/${version}/restore`,
  /** Admin reads of posts (drafts too, with their Markdown), apart from the public paths the worker caches. */
  adminPosts: '/api/v1/admin/posts',
  adminPost: (slug: number | string) => `/api/v1/admin/posts/${slug}`,
  adminPostVersions: (slug: number | string) => `/api/v1/admin/posts/${slug}/versions`,
  /** Pages in the database (issue 13): the published page for everyone, the rest for admins. */
  pages: '/api/v1/pages',
  page: (slug: number | string) => `/api/v1/pages/${slug}`,
  pageDraft: (slug: number | string) => `/api/v1/pages/${slug}/draft`,
  pagePublish: (slug: number | string) => `/api/v1/pages/${slug}/publish`,
  pageUnpublish: (slug: number | string) => `/api/v1/pages/${slug}/unpublish`,
  pageVersions: (slug: number | string) => `/api/v1/pages/${slug}/versions`,
  /** Without a version: the route's pattern (':version'). */
  pageRestore: (slug: number | string, version: number | string = ':version') =>
    `/api/v1/pages/${slug}/versions/${version}/restore`,
  /** Menus (issue 20): the published header and footer menus for everyone; the working copy for admins. */
  menus: '/api/v1/menus',
  menusDraft: '/api/v1/menus/draft',
  menusPublish: '/api/v1/menus/publish',
  menusVersions: '/api/v1/menus/versions',
  /** Without a version: the route's pattern (':version'). */
  menusRestore: (version: number | string = ':version') => `/api/v1/menus/versions/${version}/restore`,
  /** Memberships (issue 19, decision 0140). The types: admin list and writes, the public read for the tiers. */
  membershipTypes: '/api/v1/membership-types',
  membershipType: (id: number | string) => `/api/v1/membership-types/${id}`,
  publicMembershipTypes: '/api/v1/membership-types/public',
  /** A member's memberships at the desk (Admin): list, assign. */
  userMemberships: (userId: number | string) => `/api/v1/users/${userId}/memberships`,
  membershipPause: (id: number | string) => `/api/v1/memberships/${id}/pause`,
  membershipEnd: (id: number | string) => `/api/v1/memberships/${id}/end`,
  membershipExtend: (id: number | string) => `/api/v1/memberships/${id}/extend`,
  membershipCredits: (id: number | string) => `/api/v1/memberships/${id}/credits`,
  /** The signed-in member's own summary ('Meine Mitgliedschaft'). */
  myMembership: '/api/v1/memberships/mine',
  /** No-show strikes: a member's at the desk, forgiving one (Admin). */
  userStrikes: (userId: number | string) => `/api/v1/users/${userId}/strikes`,
  strikeForgive: (id: number | string) => `/api/v1/strikes/${id}/forgive`,
  /** The studio's settings: fair rules and deadlines (Admin). */
  settings: '/api/v1/settings',
  /** The Auswertung (issue 22): the figures of a period (Admin). */
  reports: '/api/v1/reports',
  /** 'Als Mitglied anlegen': a funnel lead becomes a member (Admin). */
  leadMember: (id: number | string) => `/api/v1/leads/${id}/member`,
  /** Trainers (issue 22, decision 0160): the Trainer accounts, 'Meine Termine', messages and substitutes. */
  trainers: '/api/v1/trainers',
  trainerSessions: '/api/v1/trainer/sessions',
  trainerSession: (id: number | string) => `/api/v1/trainer/sessions/${id}`,
  trainerSessionMessages: (id: number | string) => `/api/v1/trainer/sessions/${id}/messages`,
  trainerSessionSubstitute: (id: number | string) => `/api/v1/trainer/sessions/${id}/substitute-requests`,
  substituteRequests: '/api/v1/trainer/substitute-requests',
  substituteRequestTake: (id: number | string) => `/api/v1/trainer/substitute-requests/${id}/take`,
  substituteRequestAssign: (id: number | string) => `/api/v1/trainer/substitute-requests/${id}/assign`,
  /** Join online (issue 31, decision 0191): the studio's legal data (public read; the admin's write). */
  legal: '/api/v1/legal',
  legalSettings: '/api/v1/settings/legal',
  /** POST: the order (public or signed in); GET: the desk's list (Admin). */
  contracts: '/api/v1/contracts',
  /** The signed-in member's contracts. */
  myContracts: '/api/v1/contracts/mine',
  /** One contract with the full IBAN (Admin). */
  contract: (id: number | string) => `/api/v1/contracts/${id}`,
  /** The contract PDF (the member's own, or Admin). */
  /** PUT (Admin): a new SEPA mandate for the contract (new IBAN; decision 0194). */
  contractMandate: (id: number | string) => `/api/v1/contracts/${id}/mandate`,
  contractPdf: (id: number | string) => `/api/v1/contracts/${id}/pdf`,
  /** The member withdraws their own contract (§ 356a BGB). */
  contractWithdrawal: (id: number | string) => `/api/v1/contracts/${id}/withdrawal`,
  /** Withdrawal without signing in: contract number and e-mail (§ 356a BGB). */
  contractWithdrawals: '/api/v1/contracts/withdrawals',
  /** 'Verträge hier kündigen' (§ 312k BGB): public, optional sign-in. */
  contractCancellations: '/api/v1/contracts/cancellations',
  /** Billing (issue 33, decision 0194): settings, debit runs, invoices, returns, the export (Admin). */
  billingSettings: '/api/v1/billing/settings',
  billingRunPreview: '/api/v1/billing/runs/preview',
  billingRuns: '/api/v1/billing/runs',
  billingRun: (id: number | string) => `/api/v1/billing/runs/${id}`,
  billingRunPain008: (id: number | string) => `/api/v1/billing/runs/${id}/pain008`,
  billingInvoices: '/api/v1/billing/invoices',
  /** The invoice PDF (Admin, or the invoice's member). */
  billingInvoicePdf: (id: number | string) => `/api/v1/billing/invoices/${id}/pdf`,
  billingInvoiceCancel: (id: number | string) => `/api/v1/billing/invoices/${id}/cancel`,
  billingInvoiceReturn: (id: number | string) => `/api/v1/billing/invoices/${id}/return`,
  billingInvoicePayment: (id: number | string) => `/api/v1/billing/invoices/${id}/payment`,
  /** A camt.054 file's returned debits. */
  billingReturns: '/api/v1/billing/returns',
  billingExport: '/api/v1/billing/export.csv',
  billingClient: (userId: number | string) => `/api/v1/billing/clients/${userId}`,
  /** The signed-in member's mandate and invoices. */
  myBilling: '/api/v1/billing/mine',
  /** Locations (issue 34, decision 0203): the public list in sort order; the admin's writes. */
  locations: '/api/v1/locations',
  location: (id: number | string) => `/api/v1/locations/${id}`,
  /** The signed-in member changes their own home studio (issue 34). */
  myHomeLocation: '/api/v1/users/me/home-location',
} as const;
