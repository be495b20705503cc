// `npm test`: every check of the project, in steps that run side by side where they do not wait for each other
// (decisions 0195, 0211). Each step is an npm script; its output is shown in one piece when it ends, with its time, and
// the first failing step ends the run after the steps beside it have finished.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The steps in the order they start; a step waits for the steps it names in `after` (decision 0211). */
const STEPS: readonly { script: string; after?: readonly string[] }[] = [
  // What works the two cores hard, first: the checks of the source and the build (none reads another's output
  // but test:build reads the build, and the browser tests later too) and beside them the API tests, which wait on
  // timers, processes and PostgreSQL much of the time and fill the gaps the single-threaded checks leave. Then the
  // unit and UI tests alone, a minute since their files share modules (decision 0230): beside the API tests two
  // of them timed out (a lazy route's heading after 1 s, a checkout typed in more than 5 s).
  { script: 'typecheck' },
  { script: 'lint' },
  { script: 'build' },
  { script: 'test:api' },
  { script: 'test:build', after: ['build'] },
  { script: 'test:unit', after: ['typecheck', 'lint', 'test:build', 'test:api'] },
  // The browser tests on a machine nothing else works: two lanes side by side, each one worker and a fresh server
  // of its own, 'week' (courses, bookings, the mailbox) and 'pages' (the rest); after 'week' the journeys that
  // change what every page shows ('last'), after 'pages' a studio chain's (a second location changes every week),
  // each again on a fresh server (decisions 0195, 0211, 0229, 0230).
  { script: 'test:e2e:week', after: ['test:unit'] },
  { script: 'test:e2e:pages', after: ['test:unit'] },
  { script: 'test:e2e:last', after: ['test:e2e:week'] },
  { script: 'test:e2e:chain', after: ['test:e2e:pages'] },
];

/**
 * The machine's CPU time so far, busy and in all, in core-seconds (Linux's /proc/stat, in 1/100 s): how full the
 * cores were during the run. Undefined where there is no /proc/stat.
 */
function cpuTimes(): { busy: number; all: number } | undefined {
  try {
    // The first line: 'cpu' and the times of all cores, user nice system idle iowait irq softirq steal ….
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
      readFileSync('/proc/stat', 'utf8').split(/\s+/).slice(1, 9).map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, all: (busy + idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}

interface Outcome {
  ok: boolean;
  seconds: number;
  /** The CPU time of the step's processes, in core-seconds, where the shell could read it. */
  cpu?: number;
}

/**
 * Runs the npm script in a shell that, once it ends, writes to descriptor 3 the CPU time of the processes it waited
 * for (/proc/<shell>/stat, fields 16 and 17, cutime and cstime, in 1/100 s): the step's tree as far as each process
 * reaps its children. Not counted: PostgreSQL, which runs apart, and most of Chromium's, whose renderers Playwright's
 * closing leaves to init (decision 0231); the run's total busy time below counts everything.
 */
const STEP_SHELL = `npm run --silent "$0"; code=$?
read -r stat < /proc/$$/stat && set -- \${stat##*) } && echo "\${14} \${15}" >&3
exit $code`;

function run(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', STEP_SHELL, script], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    let ticks = '';
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (ticks += chunk.toString()));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      // NaN where the shell wrote nothing (it was killed): then no figure.
      const [user = NaN, system = NaN] = ticks.trim().split(' ').map(Number);
      const cpu = Math.round((user + system) / 100);
      process.stdout.write(
        `\n──── ${script}: ${code === 0 ? 'ok' : `failed (${code})`}, ${seconds} s ────\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds, ...(Number.isFinite(cpu) ? { cpu } : {}) });
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const done = new Map<string, Promise<Outcome>>();
  let failed = false;
  for (const step of STEPS) {
    const before = (step.after ?? []).map((name) => done.get(name)!);
    done.set(
      step.script,
      Promise.all(before).then(async (outcomes) => {
        if (failed || outcomes.some((outcome) => !outcome.ok)) return { ok: false, seconds: 0 };
        process.stdout.write(`▶ ${step.script}\n`);
        const outcome = await run(step.script);
        if (!outcome.ok) failed = true;
        return outcome;
      }),
    );
  }
  const outcomes = await Promise.all(
    STEPS.map(async (step) => [step.script, await done.get(step.script)!] as const),
  );
  process.stdout.write('\n');
  for (const [script, outcome] of outcomes)
    process.stdout.write(
      `${outcome.ok ? '✓' : '✗'} ${script.padEnd(15)} ${outcome.seconds ? `${outcome.seconds} s` : 'not run'}${outcome.cpu === undefined ? '' : `, ${outcome.cpu} core-s`}\n`,
    );
  process.stdout.write(`${Math.round((Date.now() - started) / 1000)} s in all\n`);
  const cpuAfter = cpuTimes();
  if (cpuBefore && cpuAfter) {
    const busy = cpuAfter.busy - cpuBefore.busy;
    const all = cpuAfter.all - cpuBefore.all;
    process.stdout.write(
      `CPU: ${Math.round(busy)} core-seconds busy of ${Math.round(all)} (${Math.round((100 * busy) / all)} %)\n`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
