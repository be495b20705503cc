// The data folder is the server user's alone: started as `npm start` starts it (server/main.ts in its own
// process), the folder is 0700 and the database files and the token secret 0600, on a fresh folder and on one
// that exists already with looser modes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers';
import { serverScript } from './processes';

const modeOf = (file: string) => statSync(file).mode & 0o777;
const octal = (mode: number) => mode.toString(8);

/** Runs server/main.ts (the run's bundle of it, decision 0221) until it listens, calls whileRunning, then stops it. */
async function startAndStop(env: Record<string, string>, whileRunning: () => void = () => {}): Promise<void> {
  const child = spawn(process.execPath, serverScript(), {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      STATIC_DIR: path.join(tmpdir(), 'studio-no-static-dir'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      if (output.includes('Studio-App läuft')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    whileRunning();
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const folders: string[] = [];
function newFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'studio-data-'));
  folders.push(root);
  return root;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('file modes of the data folder', () => {
  if (dialects().includes('sqlite')) {
    it('creates a new data folder 0700 with studio.db, its -wal and -shm and jwt-secret 0600 (SQLite)', async () => {
      const dataDir = path.join(newFolder(), 'data');
      const names = ['studio.db', 'studio.db-wal', 'studio.db-shm', 'jwt-secret'];
      // While it runs, SQLite's -wal and -shm files exist (a clean shutdown removes them).
      await startAndStop({ DATA_DIR: dataDir }, () => {
        expect(octal(modeOf(dataDir))).toBe('700');
        for (const name of names) expect(octal(modeOf(path.join(dataDir, name))), name).toBe('600');
      });
    }, 60_000);

    it('tightens a data folder that exists already with 0755 and 0644 files (SQLite)', async () => {
      const dataDir = path.join(newFolder(), 'data');
      mkdirSync(dataDir, { mode: 0o755 });
      chmodSync(dataDir, 0o755);
      writeFileSync(path.join(dataDir, 'jwt-secret'), randomBytes(48).toString('base64url'), { mode: 0o644 });
      writeFileSync(path.join(dataDir, 'studio.db'), '', { mode: 0o644 });
      writeFileSync(path.join(dataDir, 'studio.db-wal'), '', { mode: 0o644 });
      chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
      chmodSync(path.join(dataDir, 'studio.db'), 0o644);
      chmodSync(path.join(dataDir, 'studio.db-wal'), 0o644);
      await startAndStop({ DATA_DIR: dataDir }, () => {
        expect(octal(modeOf(dataDir))).toBe('700');
        for (const name of ['studio.db', 'studio.db-wal', 'studio.db-shm', 'jwt-secret'])
          expect(octal(modeOf(path.join(dataDir, name))), name).toBe('600');
      });
    }, 60_000);
  }

  if (dialects().includes('postgres')) {
    it('keeps the data folder 0700 and jwt-secret 0600 with PostgreSQL too', async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `studio_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const dataDir = path.join(newFolder(), 'data');
        mkdirSync(dataDir, { mode: 0o755 });
        chmodSync(dataDir, 0o755);
        await startAndStop({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
        expect(octal(modeOf(dataDir))).toBe('700');
        expect(octal(modeOf(path.join(dataDir, 'jwt-secret')))).toBe('600');
        expect(existsSync(path.join(dataDir, 'studio.db'))).toBe(false);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 60_000);
  }
});
