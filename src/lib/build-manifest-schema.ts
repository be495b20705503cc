// The build manifest's schema (/version.json), apart from ./pwa.ts so that a page of islands, which loads the
// worker's registration when idle, loads zod only with the first update check (decision 0183).
import { z } from '#domain/schemas/zod';

export const BuildManifestSchema = z.object({
  buildId: z.string().check(z.minLength(1)),
  builtAt: z.optional(z.string()),
});
