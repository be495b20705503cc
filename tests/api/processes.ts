// Real API processes for the several-processes tests: `node --import tsx server/main.ts` on a free port of
// 127.0.0.1 with the given environment (the same DATABASE_URL and JWT_SECRET for all, as behind a load
// balancer), stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  origin: string;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const ownDir = mkdtempSync(path.join(tmpdir(), 'studio-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ownDir,
      STATIC_DIR: path.join(ownDir, 'no-static'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    origin,
    output: () => output,
    stop: async () => {
      const died = child.exitCode !== null;
      if (!died) child.kill('SIGTERM');
      await exited;
      rmSync(ownDir, { recursive: true, force: true });
      // A process that ended by itself during the test crashed: that is a failure, with its output.
      if (died) throw new Error(`server process ended early (${child.exitCode}):\n${output}`);
    },
  };
}
