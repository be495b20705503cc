// The permission rule of seed 000 §6, and the two derived facts (admin status, active membership); the scope of
// a staff account over the chain's locations (issue 34, decision 0205).
import { normalizeRole, type Role } from './roles';

/**
 * The locations a staff account acts on (decision 0205): 'all' for an Admin, the ids listed for a Manager in
 * user_locations (possibly none). Anyone else has no scope (null): a member or a trainer is decided by their
 * own rules (their own record, the sessions they lead), not by locations.
 */
export type LocationScope = 'all' | readonly number[];

/**
 * What the rule needs to know of a user: their roles (any case), whether their membership is active, and for
 * a staff account acting at the desk its location scope (set by the server for the request, never sent).
 */
export interface Principal {
  roles: readonly string[];
  isActive?: boolean;
  scope?: LocationScope | null;
}

function holds(user: Principal, role: Role): boolean {
  return user.roles.some((raw) => normalizeRole(raw) === role);
}

/** Admin status: true when the roles include Admin (case-insensitively). */
export function isAdmin(user: Principal | null | undefined): boolean {
  return !!user && holds(user, 'Admin');
}

/** A signed-in user as a staff route hands them to a service: with the request's location scope. */
export type Scoped<T> = T & { scope: LocationScope | null };

/** A Manager who is not also an Admin: acts only on the locations of their scope. */
export function isManager(user: Principal | null | undefined): boolean {
  return !!user && holds(user, 'Manager') && !holds(user, 'Admin');
}

/**
 * The user must be logged in. Admin is met only by Admin; Manager (the desk's work at the manager's locations)
 * by Manager or Admin; Trainer by Trainer, Manager or Admin; any other requirement by any role.
 */
export function hasPermission(user: Principal | null | undefined, required: string): boolean {
  if (!user) return false;
  const role = normalizeRole(required);
  if (role === 'Admin') return holds(user, 'Admin');
  if (role === 'Manager') return holds(user, 'Manager') || holds(user, 'Admin');
  if (role === 'Trainer') return holds(user, 'Trainer') || holds(user, 'Manager') || holds(user, 'Admin');
  return holds(user, 'Admin') || holds(user, 'User') || holds(user, 'Trainer') || holds(user, 'Manager');
}

/** The user's location scope: 'all' for an Admin, `managed` (their user_locations) for a Manager, else null. */
export function locationScope(
  user: Principal | null | undefined,
  managed: readonly number[],
): LocationScope | null {
  if (isAdmin(user)) return 'all';
  return isManager(user) ? managed : null;
}

/** Whether a record at `locationId` lies in the scope (a record without a location only in 'all'). */
export function inScope(scope: LocationScope, locationId: number | null | undefined): boolean {
  return scope === 'all' || (locationId != null && scope.includes(locationId));
}

/** hasActiveMembership equals the user's isActive (seed 000 §6; isActive defaults to true). */
export function hasActiveMembership(user: Principal | null | undefined): boolean {
  return !!user && user.isActive !== false;
}

/** A trainer's name folded for comparison: surrounding and repeated spaces and case aside. */
export function foldTrainerName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
}

/** What a session says about who leads it (issue 22): the Trainer account, else only a typed name; and where. */
export interface SessionLead {
  trainerId?: number | null;
  trainerName: string;
  locationId?: number | null;
}

/**
 * Whether the user runs a session: an admin runs every session; a manager those of their locations (their
 * scope, decision 0205); a trainer those that name their account (issue 22), and a session that names no
 * account (a typed name, decision 0160) when its name is their full name (case and surrounding spaces aside).
 */
export function runsSession(
  user: (Principal & { id?: number; firstName: string; lastName: string }) | null | undefined,
  session: SessionLead,
): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  if (isManager(user) && user.scope && inScope(user.scope, session.locationId)) return true;
  if (!holds(user, 'Trainer')) return false;
  if (session.trainerId != null) return session.trainerId === user.id;
  return foldTrainerName(`${user.firstName} ${user.lastName}`) === foldTrainerName(session.trainerName);
}
