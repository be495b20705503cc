// Maps user rows to the domain's User record, in one place.
import { normalizeRoles, type Role } from '#domain/auth/roles';
import type { Client } from '#domain/schemas/clients';
import type { User } from '#domain/schemas/users';
import { toBool, type UserRow } from '../../db/schema';

export function parseRoles(json: string): Role[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? normalizeRoles(value.filter((v): v is string => typeof v === 'string'))
      : [];
  } catch {
    return [];
  }
}

export function serializeRoles(roles: readonly string[]): string {
  return JSON.stringify(normalizeRoles(roles));
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: parseRoles(row.roles),
    isActive: toBool(row.isActive),
    homeLocationId: row.homeLocationId ?? null,
    // Only present while true: the user record keeps the field names of seed 000 §3 otherwise.
    ...(toBool(row.mustChangePassword) ? { mustChangePassword: true } : {}),
  };
}

/** A client as the admin sees them. */
export function toClient(row: UserRow): Client {
  return {
    ...toUser(row),
    homeLocationId: row.homeLocationId ?? null,
    mustChangePassword: toBool(row.mustChangePassword),
    createdAt: row.createdAt,
  };
}
