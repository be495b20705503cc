import { describe, it, expect } from 'vitest';
import {
  hasActiveMembership,
  hasPermission,
  inScope,
  isAdmin,
  isManager,
  locationScope,
  runsSession,
  type Principal,
} from './permissions';

const admin: Principal = { roles: ['Admin'] };
const lowercaseAdmin: Principal = { roles: ['admin'] };
const trainer: Principal = { roles: ['Trainer'] };
const member: Principal = { roles: ['User'] };
const noRoles: Principal = { roles: [] };
const unknownRole: Principal = { roles: ['Guest'] };

describe('admin status', () => {
  it('is true when the roles include Admin, in any case', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(lowercaseAdmin)).toBe(true);
    expect(isAdmin({ roles: ['User', 'ADMIN'] })).toBe(true);
  });

  it('is false for trainers, members, users without roles and logged-out visitors', () => {
    expect(isAdmin(trainer)).toBe(false);
    expect(isAdmin(member)).toBe(false);
    expect(isAdmin(noRoles)).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('the permission rule of seed 000 §6', () => {
  it('never lets a logged-out visitor through, whatever the requirement', () => {
    for (const required of ['Admin', 'Trainer', 'User', 'anything']) {
      expect(hasPermission(null, required)).toBe(false);
      expect(hasPermission(undefined, required)).toBe(false);
    }
  });

  it('meets an Admin requirement only by Admin', () => {
    expect(hasPermission(admin, 'Admin')).toBe(true);
    expect(hasPermission(trainer, 'Admin')).toBe(false);
    expect(hasPermission(member, 'Admin')).toBe(false);
    expect(hasPermission(noRoles, 'Admin')).toBe(false);
  });

  it("counts a lowercase 'admin' role as Admin and reads the requirement case-insensitively too", () => {
    expect(hasPermission(lowercaseAdmin, 'Admin')).toBe(true);
    expect(hasPermission(admin, 'admin')).toBe(true);
    expect(hasPermission(member, 'admin')).toBe(false);
  });

  it('meets a Trainer requirement by Trainer or Admin', () => {
    expect(hasPermission(trainer, 'Trainer')).toBe(true);
    expect(hasPermission(admin, 'Trainer')).toBe(true);
    expect(hasPermission(lowercaseAdmin, 'trainer')).toBe(true);
    expect(hasPermission(member, 'Trainer')).toBe(false);
    expect(hasPermission(noRoles, 'Trainer')).toBe(false);
  });

  it('meets any other requirement by Admin, User or Trainer', () => {
    for (const required of ['User', 'Member', '']) {
      expect(hasPermission(admin, required)).toBe(true);
      expect(hasPermission(member, required)).toBe(true);
      expect(hasPermission(trainer, required)).toBe(true);
    }
  });

  it("fails a 'User' requirement for a logged-in user without roles or with only unknown roles", () => {
    expect(hasPermission(noRoles, 'User')).toBe(false);
    expect(hasPermission(unknownRole, 'User')).toBe(false);
  });
});

describe('active membership', () => {
  it("equals the user's isActive", () => {
    expect(hasActiveMembership({ roles: ['User'], isActive: true })).toBe(true);
    expect(hasActiveMembership({ roles: ['User'], isActive: false })).toBe(false);
  });

  it('defaults to true when isActive is missing', () => {
    expect(hasActiveMembership(member)).toBe(true);
  });

  it('is false for a logged-out visitor', () => {
    expect(hasActiveMembership(null)).toBe(false);
    expect(hasActiveMembership(undefined)).toBe(false);
  });
});

describe('who runs a session (check-in)', () => {
  const tina = { id: 2, roles: ['Trainer'], firstName: 'Tina', lastName: 'Trainer' };
  const typed = (trainerName: string) => ({ trainerId: null, trainerName });

  it('is every admin, and the trainer whose full name is a typed session trainer, case and spaces aside', () => {
    expect(
      runsSession({ roles: ['Admin'], firstName: 'Alex', lastName: 'Admin' }, typed('Lena Berger')),
    ).toBe(true);
    expect(runsSession(tina, typed('Tina Trainer'))).toBe(true);
    expect(runsSession(tina, typed('  tina   TRAINER '))).toBe(true);
  });

  it('is the named account only once a session names one (issue 22), whatever the name says', () => {
    expect(runsSession(tina, { trainerId: 2, trainerName: 'Tina Trainer' })).toBe(true);
    expect(runsSession(tina, { trainerId: 3, trainerName: 'Tina Trainer' })).toBe(false);
    expect(runsSession(tina, { trainerId: 2, trainerName: 'Jonas Weber' })).toBe(true);
  });

  it('is not another trainer, a member with the same name, or a visitor', () => {
    expect(runsSession(tina, typed('Lena Berger'))).toBe(false);
    expect(runsSession({ ...tina, roles: ['User'] }, typed('Tina Trainer'))).toBe(false);
    expect(runsSession(null, typed('Tina Trainer'))).toBe(false);
  });
});

describe('a manager scoped to locations (issue 34, decision 0205)', () => {
  const manager: Principal = { roles: ['Manager'] };

  it('meets the Manager and Trainer requirements but never Admin', () => {
    expect(hasPermission(manager, 'Manager')).toBe(true);
    expect(hasPermission(manager, 'Trainer')).toBe(true);
    expect(hasPermission(manager, 'User')).toBe(true);
    expect(hasPermission(manager, 'Admin')).toBe(false);
    expect(hasPermission(admin, 'Manager')).toBe(true);
    expect(hasPermission(trainer, 'Manager')).toBe(false);
    expect(hasPermission(member, 'Manager')).toBe(false);
  });

  it('has the listed locations as scope; an admin all, anyone else none', () => {
    expect(isManager(manager)).toBe(true);
    expect(isManager({ roles: ['Manager', 'Admin'] })).toBe(false);
    expect(locationScope(manager, [2, 5])).toEqual([2, 5]);
    expect(locationScope({ roles: ['Admin', 'Manager'] }, [2])).toBe('all');
    expect(locationScope(trainer, [2])).toBeNull();
    expect(locationScope(member, [])).toBeNull();
  });

  it('finds a record in scope only at a listed location; a record without one only in all', () => {
    expect(inScope([2, 5], 5)).toBe(true);
    expect(inScope([2, 5], 3)).toBe(false);
    expect(inScope([2, 5], null)).toBe(false);
    expect(inScope([], 2)).toBe(false);
    expect(inScope('all', null)).toBe(true);
  });

  it('runs the sessions of its locations, not those of another', () => {
    const lead = { firstName: 'Mia', lastName: 'Leitung', trainerId: null, trainerName: 'Tina Trainer' };
    const mia = { ...lead, roles: ['Manager'], scope: [1] as const };
    expect(runsSession(mia, { ...lead, locationId: 1 })).toBe(true);
    expect(runsSession(mia, { ...lead, locationId: 2 })).toBe(false);
    expect(runsSession({ ...mia, scope: null }, { ...lead, locationId: 1 })).toBe(false);
  });
});
