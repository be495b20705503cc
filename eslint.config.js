// Lint: TypeScript rules, React hooks rules, the dependency direction (tools/eslint/boundaries.js) and no import
// loops (eslint-plugin-import-x's no-cycle; decision 0170).
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint/boundaries.js';

/** Tests read no real date (decision 0196); the one file that may is tests/support/clock.ts. */
const NO_REAL_DATE = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message:
      "No real date in tests: the app's clock (t.clock) or the run's (runClock, tests/support/clock.ts).",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message:
      "No real date in tests: the app's clock (t.clock) or the run's (runClock); unique() for names; performance.now() for waits.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      '.tmp',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { project: boundaries },
    rules: {
      'project/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // An import loop is an error in all four zones. no-cycle follows only imports that exist at run time
    // (`import type` is skipped); loops through types are kept out by the zones of tools/eslint/boundaries.js.
    files: ['{src,domain,server,sw}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A block kind's definition (what a public page needs) never imports its editor fields, nor does the public
    // code (decision 0217): only their types. The page editor and the server read them through the catalogue.
    files: [
      'domain/blocks/kinds/*.ts',
      'src/{blocks,components,lib}/**/*.{ts,tsx}',
      'src/app/{blocks,islands}/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'domain/blocks/kinds/*fields.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(#domain/blocks/|\\.\\.?/)((kinds/)?([\\w-]+\\.)?fields|field-spec|options|shared-fields|catalogue)$',
              allowTypeImports: true,
              message:
                'Editor fields stay out of the definitions and the public code (decision 0217): import their types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'tools/**/*.{js,ts}',
      '*.config.{js,ts}',
      '.ci/**',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // No test depends on the day or the hour it runs (decision 0196): a test's dates come from its app's clock or
    // the run's (tests/support/clock.ts, the one file here that reads the real clock), a unique name from
    // unique() (tests/support/unique.ts), a wait's deadline from performance.now().
    files: ['tests/**/*.{ts,tsx}', 'playwright.config.ts'],
    ignores: ['tests/support/clock.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_REAL_DATE],
    },
  },
  {
    // Every browser context runs on the run's clock: `test` and `openContext` of tests/e2e/support/test.ts install
    // it; a context opened otherwise, or a clock installed again without a time, would read the real date.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from tests/e2e/support/test.ts: its contexts run on the run's clock.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...NO_REAL_DATE,
        {
          selector: "CallExpression[callee.property.name='newContext']",
          message:
            "A context on the run's clock: openContext(browser, options) of tests/e2e/support/test.ts.",
        },
        {
          selector: "CallExpression[callee.object.property.name='clock'][callee.property.name='install']",
          message:
            "The context's clock is installed already (tests/e2e/support/test.ts), at the run's 'now'.",
        },
      ],
    },
  },
);
