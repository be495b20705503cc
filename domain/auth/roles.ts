// The canonical roles (DECISIONS "Accounts and roles"): stored canonical, compared case-insensitively.

/** Manager (issue 34): a studio's manager or desk staff, scoped to the locations listed in user_locations. */
export const ROLES = ['User', 'Admin', 'Trainer', 'Manager'] as const;
export type Role = (typeof ROLES)[number];

/** The roles' German names on the staff screens (the client list, the client edit). */
export const ROLE_LABELS: Record<Role, string> = {
  User: 'Mitglied',
  Trainer: 'Trainer',
  Admin: 'Admin',
  Manager: 'Studioleitung',
};

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
