// The dependency direction is enforced: each forbidden edge is reported, each allowed one is not.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'project/boundaries').map((m) => m.message);
}

// A lint of a file that imports the server walks its whole import graph for import-x/no-cycle: about 2 s alone,
// past vitest's 5 s on a machine busy with other test files.
describe('project/boundaries', { timeout: 30_000 }, () => {
  it.each([
    ['domain/x.ts', "import { a } from '../src/lib/a';", 'domain is pure'],
    ['domain/x.ts', "import { a } from '../server/app';", 'domain is pure'],
    ['domain/x.ts', "import { readFileSync } from 'node:fs';", 'no node: modules'],
    ['domain/x.ts', "import React from 'react';", 'domain has no React'],
    ['domain/x.ts', "import { Kysely } from 'kysely';", 'no database or server code'],
    ['src/lib/x.ts', "import { buildApp } from '../../server/app';", 'over HTTP only'],
    ['server/x.ts', "import { a } from '../src/lib/a';", 'must not depend on browser code'],
    ['sw/x.ts', "import { a } from '../src/lib/a';", 'service worker must stay small'],
    ['src/features/courses/x.ts', "import { a } from '../auth/a';", 'features never import each other'],
    ['src/features/courses/x.ts', "const m = import('../auth/a');", 'features never import each other'],
  ])('reports %s importing across a boundary (%s)', async (file, code, reason) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    ['src/lib/x.ts', "import { ERRORS } from '#domain/errors/catalogue';"],
    ['server/x.ts', "import { ERRORS } from '#domain/errors/catalogue';"],
    ['sw/x.ts', "import { API_PATHS } from '#domain/api-paths';"],
    ['domain/x.ts', "import { ERRORS } from './errors/catalogue';"],
    ['src/features/courses/x.ts', "import { a } from './api/a';"],
    ['src/app/x.ts', "import { a } from '../features/courses/a';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
