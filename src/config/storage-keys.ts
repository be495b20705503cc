// Every key this app writes to browser storage, in one place (DECISIONS "Storage keys"). A key that is renamed
// or no longer written stays here, marked legacy, so the code that migrates or clears it can find it.

export const STORAGE_KEYS = {
  /**
   * Legacy: the spec's place for the access token. The browser keeps its token in memory only now
   * (docs/decisions/0020-browser-session.md); nothing writes this key, and the session removes it on start.
   */
  authToken: 'studio.auth.token',
  /**
   * The signed-in user as JSON (UserSchema from '#domain/schemas/users': id, email, firstName, lastName, roles,
   * isActive); no secret. Written on every sign-in and token renewal, removed on sign-out. Its presence is also
   * the hint that a refresh cookie may exist, so a visitor who never signed in costs no refresh call.
   */
  authUser: 'studio.auth.user',
  /**
   * '1' while a sign-out could not reach the server (offline): the refresh cookie is HttpOnly, so only the server
   * can revoke it. The next start sends the sign-out first and restores nothing.
   */
  authLogoutPending: 'studio.auth.logoutPending',
  /**
   * sessionStorage: the build id of the page that reloaded itself because a lazy chunk failed to load
   * (src/lib/pwa.ts). The same build never reloads twice, so a missing chunk cannot cause a reload loop.
   */
  chunkReloadBuild: 'studio.chunkReload.build',
  /**
   * The cookie consent record as JSON (ConsentRecordSchema of '#domain/consent/consent': version, decidedAt,
   * choices). Missing, stale (other version) or older than 180 days means the banner asks again.
   */
  consent: 'studio.consent',
  /**
   * Funnel leads (POST /api/v1/leads bodies) not yet accepted by the server, as a JSON array of
   * {id, body, queuedAt, attempts}. Removed one by one as the server answers 201 (src/features/marketing/funnel).
   */
  pendingLeads: 'studio.leads.pending',
  /**
   * The location a visitor chose for the week and the course list (issue 34): its slug, e.g. 'nord', or '*' for
   * every location ('Alle Standorte'). Missing: the
   * signed-in member's home studio, else every location (src/features/locations/chosen-location.ts).
   */
  location: 'studio.location',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** IndexedDB place of the persisted query cache (src/lib/query-persistence.ts): the public schedule and the member's own bookings (cleared at sign-out). */
export const QUERY_CACHE_STORE = {
  database: 'studio-query-cache',
  objectStore: 'queries',
  key: 'studio.query-cache',
} as const;
