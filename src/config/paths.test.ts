import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths';

describe('paths', () => {
  it('builds the login address with a redirect back', () => {
    expect(paths.login()).toBe('/auth/login');
    expect(paths.login('/user/my-courses?woche=2')).toBe(
      '/auth/login?redirect=%2Fuser%2Fmy-courses%3Fwoche%3D2',
    );
  });

  it('never builds a login redirect to another site', () => {
    expect(paths.login('https://evil.example')).toBe('/auth/login');
    expect(paths.login('//evil.example')).toBe('/auth/login');
  });

  it('builds course and content addresses', () => {
    expect(paths.course(12)).toBe('/courses/12');
    expect(paths.contentPage('ueber-uns')).toBe('/ueber-uns');
    expect(paths.blogPost('a b')).toBe('/blog/a%20b');
  });
});

describe('safeRedirect', () => {
  it.each(['/user', '/courses/3?courseSettingsId=4', '/'])('keeps the local path %s', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
    '',
    null,
    undefined,
  ])('falls back to the start page for %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
