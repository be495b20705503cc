// The canonical roles (DECISIONS "Accounts and roles"): stored canonical, compared case-insensitively.

export const ROLES = ['User', 'Admin', 'Trainer'] as const;
export type Role = (typeof ROLES)[number];

/** 'admin', 'ADMIN' and 'Admin' are the same role; anything else is not a role. */
export function normalizeRole(raw: string): Role | null {
  const wanted = raw.trim().toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === wanted) ?? null;
}

export function normalizeRoles(raw: readonly string[]): Role[] {
  const result: Role[] = [];
  for (const value of raw) {
    const role = normalizeRole(value);
    if (role && !result.includes(role)) result.push(role);
  }
  return result;
}
