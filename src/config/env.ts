// The app's configuration, parsed once at boot; a production build without its build id fails loudly with the
// list of what is missing instead of running with a broken update check. The build id comes from index.html
// (<meta name="build-id">, written by vite.config.ts), not from the code: that keeps it out of every JS chunk.
import { z } from '#domain/schemas/zod';

const EnvSchema = z.object({
  MODE: z.string(),
  PROD: z.boolean(),
  DEV: z.boolean(),
  /** index.html's build id (vite.config.ts); the same id is written to /build-manifest.json. */
  VITE_BUILD_ID: z.optional(z.string().check(z.minLength(1))),
});

export interface AppEnv {
  mode: string;
  isProduction: boolean;
  isDevelopment: boolean;
  /** 'dev' outside a production build, where there is no build manifest to compare with. */
  buildId: string;
}

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const result = EnvSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid app configuration:\n- ${problems.join('\n- ')}`);
  }
  const values = result.data;
  if (values.PROD && !values.VITE_BUILD_ID) {
    throw new Error('Invalid app configuration:\n- VITE_BUILD_ID is missing in a production build');
  }
  return {
    mode: values.MODE,
    isProduction: values.PROD,
    isDevelopment: values.DEV,
    buildId: values.VITE_BUILD_ID ?? 'dev',
  };
}

/** The id the page carries; the server renderer has no page and no update check ('server'). */
function buildIdOfPage(): string | undefined {
  if (typeof document === 'undefined') return 'server';
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || undefined;
}

export const env: AppEnv = parseEnv({ ...import.meta.env, VITE_BUILD_ID: buildIdOfPage() });
