// Lint: TypeScript rules, React hooks rules, and the dependency direction (tools/eslint/boundaries.js).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint/boundaries.js';

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
);
