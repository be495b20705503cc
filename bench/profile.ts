// Reading a CPU profile (what `node --cpu-prof` or the inspector's Profiler writes): its top entries by self time,
// each named by function and file:line relative to the project.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * The top entries of a .cpuprofile by self time (share of all samples). The first sample is left out: its time
 * runs from the profiler's start, which an in-process profile spends in the inspector's own `dispatch`.
 */
export function topEntries(file: string, n = 15): { share: number; name: string }[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const where = frame.url
      ? `${path.relative(ROOT, frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}`
      : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    const dt = i === 0 ? 0 : (profile.timeDeltas[i] ?? 0);
    self.set(name, (self.get(name) ?? 0) + dt);
    total += dt;
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => ({ share: time / total, name }));
}
