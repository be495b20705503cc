// The Chromium the browser tests run in (decision 0227). Journeys run in Chromium's headless shell, the headless
// browser without the desktop browser's layer (the same version, Debian's package chromium-headless-shell): on
// this machine it spent about 40 % less CPU on the same journeys than the whole Chromium in its headless mode, and
// Playwright itself picks it for headless runs. A spec that needs what only the whole browser has (a shown
// notification) opts in with test.use({ launchOptions: WHOLE_CHROMIUM }).
import { existsSync } from 'node:fs';

/**
 * Flags for both: no sandbox in a container, no GPU on the machine, nothing fetched in the background (the build
 * benches' Chromium takes them too, bench/build/shared.ts).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const installed = (...paths: string[]): string | undefined => paths.find((path) => existsSync(path));

/** $CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium, else Playwright's own headless shell. */
export const HEADLESS_SHELL = {
  executablePath:
    process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell', '/usr/bin/chromium'),
  args: CHROMIUM_ARGS,
};

/** $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own Chromium (its 'chromium' channel). */
const wholePath = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium');
export const WHOLE_CHROMIUM = {
  ...(wholePath ? { executablePath: wholePath } : { channel: 'chromium' }),
  args: CHROMIUM_ARGS,
};
