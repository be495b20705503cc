// Four test projects: unit (domain and server rules, node), ui (React components, jsdom), api (the server
// in-process against real SQLite, and real PostgreSQL when TEST_DATABASE_URL is set), build (builds the app and
// checks what a deploy costs an installed app). Playwright specs are not here.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BLOCK_KIND_GROUPS_DEFINE } from './vite.config.ts';
import { kindIslands } from './tools/build/plugins/kind-islands.ts';

export default defineConfig({
  test: {
    // Two workers on this two-core machine (vitest's default is one fewer than the cores: one). The API files run
    // side by side too: each makes its own SQLite file or PostgreSQL database, its own SMTP server and server
    // processes on free ports, and many wait on timers (decision 0195).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'tools/**/*.test.ts'],
          // On a busy machine (beside the API tests, decision 0230) pain008's 10,000 debits and tests-clock's first
          // lint took more than vitest's 5 s. A timeout is no speed check here.
          testTimeout: 20_000,
          // The files of a worker share their modules, as the ui and api files do (decision 0231): 78 → 33 CPU-s
          // alone; the suite passed in file order and shuffled twice. A test that needs a module's first state
          // imports it again after vi.resetModules() (domain/schemas/zod.test.ts); fake timers are put back after
          // each test.
          isolate: false,
        },
      },
      {
        plugins: [react(), kindIslands()],
        define: BLOCK_KIND_GROUPS_DEFINE,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // The files of a worker share their modules (decision 0230): with a fresh module graph and setup for each
          // of the 110 files the unit and ui tests took 210 s alone, 60 s so. src/testing/setup.ts cleans the
          // document, storage and session after every test; a test that needs a module's first state imports it
          // again after vi.resetModules().
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // The engines CI needs, then each engine migrated once for the run: every suite copies it (decision 0211);
          // the server bundled once for the run: the tests' server processes start from it (decision 0221).
          globalSetup: [
            'tests/api/ci-engines.ts',
            'tests/api/database-templates.ts',
            'tests/api/server-bundle.ts',
          ],
          // The run's clock for the whole process (decision 0196).
          setupFiles: ['tests/api/setup-clock.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // The files of a worker share its modules (decision 0211): each file loaded the server's whole module
          // graph again, 326 s of the run summed; no API test patches a module in-process (the servers some
          // start patch their own).
          isolate: false,
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          // The run's clock as in the API tests (decision 0196): the built renderer reads `new Date()` itself, and
          // on the machine's date its week grid showed another week than the app's seeded one (issue 36).
          setupFiles: ['tests/api/setup-clock.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
