// The non-secret user record on this device (STORAGE_KEYS.authUser), so a member opening the app offline still
// sees their name. Storage may be unavailable (private mode, quota) or hold junk: every access is guarded.
import { UserSchema, type User } from '#domain/schemas/users';
import { STORAGE_KEYS } from '../../config/storage-keys';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readCachedUser(): User | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEYS.authUser);
  if (!raw) return null;
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through and drop it
  }
  store?.removeItem(STORAGE_KEYS.authUser);
  return null;
}

export function writeCachedUser(user: User): void {
  try {
    storage()?.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
  } catch {
    // A full or blocked storage only costs the offline name; the session itself is in memory.
  }
}

export function removeCachedUser(): void {
  storage()?.removeItem(STORAGE_KEYS.authUser);
}

/** The spec's token key is legacy: the token lives in memory only. Whatever an older build left is removed. */
export function removeLegacyToken(): void {
  storage()?.removeItem(STORAGE_KEYS.authToken);
}

export function isLogoutPending(): boolean {
  return storage()?.getItem(STORAGE_KEYS.authLogoutPending) === '1';
}

export function setLogoutPending(pending: boolean): void {
  try {
    if (pending) storage()?.setItem(STORAGE_KEYS.authLogoutPending, '1');
    else storage()?.removeItem(STORAGE_KEYS.authLogoutPending);
  } catch {
    // see writeCachedUser
  }
}
