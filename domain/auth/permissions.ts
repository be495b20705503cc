// The permission rule of seed 000 §6, and the two derived facts (admin status, active membership).
import { normalizeRole, type Role } from './roles';

/** What the rule needs to know of a user: their roles (any case) and whether their membership is active. */
export interface Principal {
  roles: readonly string[];
  isActive?: boolean;
}

function holds(user: Principal, role: Role): boolean {
  return user.roles.some((raw) => normalizeRole(raw) === role);
}

/** Admin status: true when the roles include Admin (case-insensitively). */
export function isAdmin(user: Principal | null | undefined): boolean {
  return !!user && holds(user, 'Admin');
}

/**
 * The user must be logged in. Admin is met only by Admin; Trainer by Trainer or Admin;
 * any other requirement by Admin, User or Trainer.
 */
export function hasPermission(user: Principal | null | undefined, required: string): boolean {
  if (!user) return false;
  const role = normalizeRole(required);
  if (role === 'Admin') return holds(user, 'Admin');
  if (role === 'Trainer') return holds(user, 'Trainer') || holds(user, 'Admin');
  return holds(user, 'Admin') || holds(user, 'User') || holds(user, 'Trainer');
}

/** hasActiveMembership equals the user's isActive (seed 000 §6; isActive defaults to true). */
export function hasActiveMembership(user: Principal | null | undefined): boolean {
  return !!user && user.isActive !== false;
}

/**
 * Whether the user runs a session led by `trainerName`: an admin runs every session; a trainer those whose
 * trainer name is their full name (case and surrounding spaces aside). Sessions name trainers by text.
 */
export function runsSession(
  user: (Principal & { firstName: string; lastName: string }) | null | undefined,
  trainerName: string,
): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  if (!hasPermission(user, 'Trainer')) return false;
  const fold = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
  return fold(`${user.firstName} ${user.lastName}`) === fold(trainerName);
}
