// The app's configuration, parsed once at boot; a production build without its build id fails loudly with the
// list of what is missing instead of running with a broken update check. The build id comes from index.html
// (<meta name="build-id">, written by vite.config.ts), not from the code: that keeps it out of every JS chunk.
// Checked by hand, not with zod: ../lib/pwa.ts reads it, and a visitor's page of islands loads that when idle
// without the app's schemas (decision 0183).

export interface AppEnv {
  mode: string;
  isProduction: boolean;
  isDevelopment: boolean;
  /** 'dev' outside a production build, where there is no build manifest to compare with. */
  buildId: string;
}

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const problems: string[] = [];
  if (typeof raw.MODE !== 'string') problems.push('MODE: expected a string');
  if (typeof raw.PROD !== 'boolean') problems.push('PROD: expected a boolean');
  if (typeof raw.DEV !== 'boolean') problems.push('DEV: expected a boolean');
  /** index.html's build id (vite.config.ts); the same id is written to /build-manifest.json. */
  const buildId = raw.VITE_BUILD_ID;
  if (buildId !== undefined && (typeof buildId !== 'string' || buildId === ''))
    problems.push('VITE_BUILD_ID: expected a non-empty string');
  if (problems.length === 0 && raw.PROD === true && !buildId)
    problems.push('VITE_BUILD_ID is missing in a production build');
  if (problems.length > 0) throw new Error(`Invalid app configuration:\n- ${problems.join('\n- ')}`);
  return {
    mode: raw.MODE as string,
    isProduction: raw.PROD as boolean,
    isDevelopment: raw.DEV as boolean,
    buildId: (buildId as string | undefined) ?? 'dev',
  };
}

/** The id the page carries; the server renderer has no page and no update check ('server'). */
function buildIdOfPage(): string | undefined {
  if (typeof document === 'undefined') return 'server';
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || undefined;
}

export const env: AppEnv = parseEnv({ ...import.meta.env, VITE_BUILD_ID: buildIdOfPage() });
