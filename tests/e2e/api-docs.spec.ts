// The API reference page renders in Chromium from the server's own files, under the app's
// Content-Security-Policy, offline from any CDN: every route group is listed and an operation opens.
import { expect } from '@playwright/test';
import { test } from './support/test';

test('the API reference at /api/docs lists the routes without a CSP violation or an outside request', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  const outside: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).host !== new URL(baseURL!).host) outside.push(request.url());
  });
  await page.goto('/api/docs');
  // Swagger UI's bundle is about 1.5 MB of script: on a busy machine it takes a while to parse.
  await expect(page.getByRole('heading', { level: 1, name: /Kraftraum Studio API/ })).toBeVisible({
    timeout: 30_000,
  });
  for (const tag of [
    'Buchungen',
    'Kurse',
    'Theke',
    'Check-in',
    'Kunden',
    'Anfragen',
    'Konto',
    'Verträge',
    'Beiträge und Rechnungen',
  ])
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${tag} `) })).toBeVisible();
  // The groups start closed (server/openapi/openapi.ts); one opens with its operations.
  await page.getByRole('heading', { level: 3, name: /^Buchungen / }).click();
  await page.getByRole('button', { name: 'POST /api/v1/bookings Buchen (Platz oder Warteliste)' }).click();
  await expect(page.getByText('courseSettingsId').first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
