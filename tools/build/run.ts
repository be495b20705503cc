// `npm run build`: every build vite.config.ts names, in the table's order, each as `vite build --mode <name>` in a
// process of its own (the order is written once, there). Stops at the first build that fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BUILDS } from '../../vite.config';
import { ROOT } from './plugins/root';

for (const mode of Object.keys(BUILDS)) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
