import { describe, it, expect } from 'vitest';
import { normalizeRole, normalizeRoles, ROLE_LABELS, ROLES } from './roles';

describe('the canonical roles', () => {
  it('are exactly User, Admin, Trainer and Manager (issue 34), Manager named Studioleitung', () => {
    expect([...ROLES]).toEqual(['User', 'Admin', 'Trainer', 'Manager']);
    expect(ROLE_LABELS.Manager).toBe('Studioleitung');
    expect(normalizeRole('manager')).toBe('Manager');
  });

  it('compare case-insensitively, so admin, ADMIN and Admin are the same role', () => {
    expect(normalizeRole('admin')).toBe('Admin');
    expect(normalizeRole('ADMIN')).toBe('Admin');
    expect(normalizeRole('Admin')).toBe('Admin');
    expect(normalizeRole('trainer')).toBe('Trainer');
    expect(normalizeRole('uSeR')).toBe('User');
  });

  it('ignore surrounding whitespace', () => {
    expect(normalizeRole('  admin ')).toBe('Admin');
  });

  it('are not matched by anything else', () => {
    expect(normalizeRole('Administrator')).toBeNull();
    expect(normalizeRole('member')).toBeNull();
    expect(normalizeRole('')).toBeNull();
  });

  it('are stored canonical, once each, with unknown values dropped', () => {
    expect(normalizeRoles(['admin', 'Admin', 'user', 'guest', 'TRAINER'])).toEqual([
      'Admin',
      'User',
      'Trainer',
    ]);
    expect(normalizeRoles([])).toEqual([]);
  });
});
