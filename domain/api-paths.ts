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
  bookingCheckIn: (id: number | string) => `/api/v1/bookings/${id}/check-in`,
  checkInScan: '/api/v1/check-in/scan',
  myCheckInCode: '/api/v1/users/me/check-in-code',
  /** Seed 000 §7 declares GET /users/all and POST /users (Admin). */
  allUsers: '/api/users/all',
  createUser: '/api/users',
  userBookings: (id: number | string) => `/api/v1/users/${id}/bookings`,
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
} as const;
