import { describe, it, expect } from 'vitest';
import { API_BASE, API_PATHS } from './api-paths';

describe('the API paths of seed 000 §7', () => {
  it('puts every path under /api', () => {
    expect(API_BASE).toBe('/api');
    for (const value of Object.values(API_PATHS)) {
      const path = typeof value === 'function' ? value(1) : value;
      expect(path.startsWith('/api/')).toBe(true);
    }
  });

  it('spells the account and course paths as the spec does', () => {
    expect(API_PATHS.login).toBe('/api/users/login');
    expect(API_PATHS.currentUser).toBe('/api/users');
    expect(API_PATHS.register).toBe('/api/users/register');
    expect(API_PATHS.changePassword).toBe('/api/v1/users/change-password');
    expect(API_PATHS.courses).toBe('/api/v1/courses');
    expect(API_PATHS.course(42)).toBe('/api/v1/courses/42');
    expect(API_PATHS.course('7')).toBe('/api/v1/courses/7');
  });
});
