// The server's HTML of every public page passes html-validate's recommended rules (issue 20; the style-only rules
// and React's attribute casing are switched off in .htmlvalidate.mjs, each named with its reason): the home page,
// every seeded content page, the courses, a course's page, the blog and each article, and the 404 page.
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { SEED_PAGES } from '../../server/db/seed-pages/index';

const validator = new HtmlValidate(new FileSystemConfigLoader());

function describe(messages: readonly Message[]): string[] {
  return messages.map((m) => `${m.ruleId} (${m.line}:${m.column}) ${m.message} – ${m.selector ?? ''}`);
}

test('html-validate finds no error in the server HTML of any public page', async ({ request }) => {
  test.slow();
  // The rules are on: the three faults issue 20 found are errors.
  const faulty = await validator.validateString(
    '<!doctype html><html lang="de"><head><title>x</title></head><body><main>' +
      '<figure><img src="/a.webp" alt="a"><figcaption>a</figcaption><p>b</p></figure>' +
      '<form><fieldset><label>Name <input name="n"></label></fieldset></form>' +
      '<section aria-label="Öffnungszeiten"></section><section aria-label="Öffnungszeiten"></section>' +
      '</main></body></html>',
    'faulty.html',
  );
  expect(faulty.results.flatMap((result) => result.messages).map((m) => m.ruleId)).toEqual(
    expect.arrayContaining(['element-permitted-order', 'wcag/h71', 'unique-landmark']),
  );
  const posts = (await (await request.get('/api/v1/posts')).json()) as { items: Array<{ slug: string }> };
  const courses = (await (await request.get('/api/v1/courses')).json()) as Array<{
    id: number;
    courseSettings: Array<{ id: number }>;
  }>;
  const course = courses.find((entry) => entry.courseSettings.length > 0)!;
  const paths = [
    ...SEED_PAGES.map((page) => (page.slug === 'home' ? '/' : `/${page.slug}`)),
    '/kurse',
    `/courses/${course.id}?courseSettingsId=${course.courseSettings[0]!.id}`,
    '/blog',
    ...posts.items.map((post) => `/blog/${post.slug}`),
    '/gibt-es-nicht',
  ];
  const failures: Record<string, string[]> = {};
  for (const path of paths) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const html = await response.text();
    expect(html, path).toContain('id="ssr-data"');
    const report = await validator.validateString(html, `${path}.html`);
    const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
    if (errors.length > 0) failures[path] = describe(errors);
  }
  expect(failures).toEqual({});
});
