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

/** A trainer's name folded for comparison: surrounding and repeated spaces and case aside. */
export function foldTrainerName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
}

/** What a session says about who leads it (issue 22): the Trainer account, else only a typed name. */
export interface SessionLead {
  trainerId?: number | null;
  trainerName: string;
}

/**
 * Whether the user runs a session: an admin runs every session; a trainer those that name their account
 * (issue 22), and a session that names no account (a typed name, decision 0160) when its name is their full
 * name (case and surrounding spaces aside).
 */
export function runsSession(
  user: (Principal & { id?: number; firstName: string; lastName: string }) | null | undefined,
  session: SessionLead,
): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  if (!hasPermission(user, 'Trainer')) return false;
  if (session.trainerId != null) return session.trainerId === user.id;
  return foldTrainerName(`${user.firstName} ${user.lastName}`) === foldTrainerName(session.trainerName);
}
