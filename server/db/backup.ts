// Backs up the SQLite database with SQLite's online backup API (through better-sqlite3): a consistent copy
// while the server keeps running and writing, into a timestamped file, keeping only the newest ones.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ensurePrivateDir, restrictExisting } from '../lib/private-files';

export interface BackupOptions {
  sqlitePath: string;
  backupDir: string;
  /** How many backups to keep, newest first; older ones are deleted after a successful backup. */
  keep: number;
  now?: Date;
}

export interface BackupResult {
  file: string;
  /** Backups deleted because more than `keep` were there. */
  removed: string[];
}

const PREFIX = 'studio-';
const SUFFIX = '.db';

/** studio-2026-11-24T02-32-08-123Z.db: sorts by time as text, no characters a file system dislikes. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/[:.]/g, '-')}${SUFFIX}`;
}

export async function backupSqlite({
  sqlitePath,
  backupDir,
  keep,
  now = new Date(),
}: BackupOptions): Promise<BackupResult> {
  ensurePrivateDir(backupDir);
  const file = path.join(backupDir, backupFileName(now));
  // Its own connection, like a second process: the server's writes go on while the copy is taken.
  const source = new SQLite(sqlitePath, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(file, {
      // After the first 100 pages, copy the rest in one step: one read transaction, so a write by the server
      // between steps cannot restart the copy again and again (in WAL mode that read blocks no writer).
      progress: ({ totalPages }) => Math.max(totalPages, 100),
    });
  } finally {
    source.close();
  }
  restrictExisting([file]);
  return { file, removed: prune(backupDir, keep) };
}

/** Deletes all but the newest `keep` backups (by the timestamp in their names). */
function prune(backupDir: string, keep: number): string[] {
  const backups = readdirSync(backupDir)
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .reverse();
  const removed = backups.slice(keep).map((name) => path.join(backupDir, name));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}
