// Every key this app writes to browser storage, in one place (DECISIONS "Storage keys"). A key that is renamed
// stays here, marked legacy, so the code that migrates or clears it can find it.

export const STORAGE_KEYS = {
  /** The access token (JWT) as the server issued it, raw string. */
  authToken: 'studio.auth.token',
  /** The current user as JSON, parsed with UserSchema from '#domain/schemas/users' on read. */
  authUser: 'studio.auth.user',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
