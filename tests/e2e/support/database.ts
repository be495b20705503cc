// The test server's SQLite file (playwright.config.ts: .tmp/e2e-data-<PW_PORT>), for journeys that write rows the
// public API cannot make quickly or at all (many leads at once, a second location); each removes its rows again.
import path from 'node:path';
import SQLite from 'better-sqlite3';

const PORT = Number(process.env.PW_PORT ?? 4780);
const DATABASE = path.resolve(`.tmp/e2e-data-${PORT}/studio.db`);

/** Runs `work` on the server's database (waiting up to 5 s for the server's own writes) and closes it. */
export function withDatabase<T>(work: (db: SQLite.Database) => T): T {
  const db = new SQLite(DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}
