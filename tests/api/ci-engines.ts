// Global setup of the API tests: in CI (CI set) they run on PostgreSQL as well as SQLite, so without
// TEST_DATABASE_URL they refuse to start instead of passing on SQLite alone. An explicit TEST_DIALECTS=sqlite
// still narrows them (tests/api/helpers.ts).
export default function requirePostgresInCi(): void {
  if (!process.env.CI || process.env.TEST_DATABASE_URL) return;
  if (process.env.TEST_DIALECTS?.trim() === 'sqlite') return;
  throw new Error(
    'CI is set but TEST_DATABASE_URL is not: the API tests run on PostgreSQL too in CI (or set TEST_DIALECTS=sqlite)',
  );
}
