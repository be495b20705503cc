// `npm start`'s first step: builds the app (browser and server renderer) only when the build is missing or older
// than its sources (./stale.ts); otherwise starts at once.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './stale';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reason = buildIsStale(root);
if (reason) {
  console.log(`Baue die App (${reason}) …`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('Der Build ist aktuell.');
}
