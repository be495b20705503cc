// `npm test`: every check of the project, in steps that run side by side where they do not wait for each other
// (decisions 0195, 0211). Each step is an npm script; its output is shown in one piece when it ends, with its time, and
// the first failing step ends the run after the steps beside it have finished.
import { spawn } from 'node:child_process';

/** The steps in the order they start; a step waits for the steps it names in `after` (decision 0211). */
const STEPS: readonly { script: string; after?: readonly string[] }[] = [
  // What works the two cores hard, first: the checks of the source and the build (none reads another's output
  // but test:build reads the build, and the browser tests later too) and beside them the API tests, which wait on
  // timers, processes and PostgreSQL much of the time and fill the gaps the single-threaded checks leave. Then
  // the unit and UI tests alone: their waits (5 s a test, 1 s for an element) timed out beside others at a
  // load of 13.
  { script: 'typecheck' },
  { script: 'lint' },
  { script: 'build' },
  { script: 'test:api' },
  { script: 'test:build', after: ['build'] },
  { script: 'test:unit', after: ['typecheck', 'lint', 'test:build', 'test:api'] },
  // The browser tests on a machine nothing else works: the two lanes side by side, 'week' and 'pages' on a worker
  // each (in Chromium's headless shell without the trace's screencast 577 s against 793 s one after the other;
  // decision 0229), then the last journeys (what every page shows) and a studio chain's (a second location changes
  // every week) side by side, each on a fresh server and port of its own (decisions 0195, 0211).
  { script: 'test:e2e:lanes', after: ['test:unit'] },
  { script: 'test:e2e:last', after: ['test:e2e:lanes'] },
  { script: 'test:e2e:chain', after: ['test:e2e:lanes'] },
];

interface Outcome {
  ok: boolean;
  seconds: number;
}

function run(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `\n──── ${script}: ${code === 0 ? 'ok' : `failed (${code})`}, ${seconds} s ────\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds });
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
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
      `${outcome.ok ? '✓' : '✗'} ${script.padEnd(12)} ${outcome.seconds ? `${outcome.seconds} s` : 'not run'}\n`,
    );
  process.stdout.write(`${Math.round((Date.now() - started) / 1000)} s in all\n`);
  process.exitCode = failed ? 1 : 0;
}

await main();
