// The project's root folder, for the build files that read sources outside the module graph (icons, manifest).
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
