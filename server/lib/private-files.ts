// The data folder holds password hashes, e-mails, phone numbers, leads and the token secret: it is the
// server user's alone. The folder is 0700 and its files 0600, set when the server creates them and fixed on
// every start when they exist already (a folder made by hand, files from an older version).
import {
  chmodSync,
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) if needed and makes it 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty if it is missing (so nobody else ever sees it readable) and makes it 0600. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Makes the files that exist 0600 and skips the others (SQLite's -wal and -shm come and go). */
export function restrictExisting(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * The content of a private file that is made once and then shared, such as a generated secret: read when it
 * exists, else written by whichever process comes first. The content goes into a file of this process's own
 * and is then linked to the name, so nobody ever reads a half-written file (two API processes starting on one
 * data folder did: "Unexpected end of JSON input"); a process that loses the race reads the winner's.
 */
export function readOrCreatePrivateFile(file: string, make: () => string): string {
  if (!existsSync(file)) {
    const own = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(own, make(), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    try {
      linkSync(own, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(own);
    }
  }
  restrictExisting([file]);
  return readFileSync(file, 'utf8');
}
