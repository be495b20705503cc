// Real API processes for the several-processes tests and the booking bench: `node --import tsx server/main.ts`
// on a free port of 127.0.0.1 with the given environment (the same DATABASE_URL and JWT_SECRET for all, as behind a load
// balancer), stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  origin: string;
  /** The process id (the bench reads its CPU time). */
  pid: number;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The variable the API tests' global setup names its bundle of server/main.ts in (tests/api/server-bundle.ts). */
export const SERVER_BUNDLE_ENV = 'STUDIO_TEST_SERVER_BUNDLE';

/**
 * The machine's clock as this process sees it: a run under faketime (libfaketime's variables, decision 0196) hands
 * them on, so the processes it starts read the same moved clock.
 */
function machineClockEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')) && entry[1] !== undefined,
    ),
  );
}

/**
 * Node's arguments that run `entry` of `root`: the run's bundle of server/main.ts where the API tests' global
 * setup made one (tests/api/server-bundle.ts); another checkout (the bench's baseline) or entry (a test's control
 * server), or no bundle (the bench), through tsx.
 */
export function serverScript(entry = 'server/main.ts', root = ROOT): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  return bundle && root === ROOT && entry === 'server/main.ts' ? [bundle] : ['--import', 'tsx', entry];
}

/** A port of 127.0.0.1 that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `server/main.ts` of `root` (this checkout by default; the bench passes an older one for its baseline)
 * and waits until /api/health answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  root = ROOT,
  /** Extra Node options (the booking profile passes --cpu-prof). */
  nodeArgs: string[] = [],
  /** The script to start, relative to `root` (a test's control server wraps server/main.ts). */
  entry = 'server/main.ts',
): Promise<ServerProcess> {
  const ownDir = mkdtempSync(path.join(tmpdir(), 'studio-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, ...serverScript(entry, root)], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      ...machineClockEnvironment(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ownDir,
      STATIC_DIR: path.join(ownDir, 'no-static'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  // Up to 55 s (the hooks' limit is 60 s): a server's start (tsx compiling it) took over 30 s at a load of 6–12.
  for (const end = performance.now() + 55_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (performance.now() > end) {
      child.kill('SIGTERM');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid!,
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
