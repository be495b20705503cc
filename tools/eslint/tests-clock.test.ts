// No test reads the real date (decision 0196): lint reports `new Date()` and `Date.now()` in tests/ (outside the
// run's clock, tests/support/clock.ts), and in browser specs a `test` not from tests/e2e/support/test.ts, a
// context not opened by openContext and a clock installed again; dates made from a value stay allowed.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function clockMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('tests read no real date', () => {
  it.each([
    ['tests/api/x.test.ts', 'export const at = new Date();', 'No real date in tests'],
    ['tests/api/x.test.ts', 'export const at = Date.now() + 1;', 'No real date in tests'],
    ['tests/support/x.ts', 'export const at = new Date().toISOString();', 'No real date in tests'],
    ['tests/e2e/x.spec.ts', 'export const at = Date.now();', 'No real date in tests'],
    ['tests/e2e/x.spec.ts', "import { test } from '@playwright/test';\nexport { test };", 'support/test.ts'],
    [
      'tests/e2e/x.spec.ts',
      'export const open = (b: { newContext(): void }) => b.newContext();',
      'openContext',
    ],
    [
      'tests/e2e/x.spec.ts',
      'export const go = (p: { clock: { install(): void } }) => p.clock.install();',
      'installed already',
    ],
    ['playwright.config.ts', 'export const at = new Date();', 'No real date in tests'],
  ])('reports %s: %s', async (file, code, reason) => {
    const messages = await clockMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    ['tests/api/x.test.ts', "export const at = new Date('2026-11-25T09:00:00+01:00');"],
    [
      'tests/api/x.test.ts',
      'export const later = (t: { clock: { now(): Date } }) => new Date(t.clock.now().getTime() + 1);',
    ],
    ['tests/api/x.test.ts', 'export const end = performance.now() + 1000;'],
    ['tests/support/clock.ts', 'export const since = Date.now();'],
    ['tests/e2e/support/test.ts', "import { test } from '@playwright/test';\nexport { test };"],
    ['tests/e2e/x.spec.ts', "import { expect } from '@playwright/test';\nexport { expect };"],
  ])('allows %s: %s', async (file, code) => {
    expect(await clockMessages(file, code)).toEqual([]);
  });
});
