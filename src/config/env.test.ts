import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('reads a production build', () => {
    expect(
      parseEnv({ MODE: 'production', PROD: true, DEV: false, VITE_BUILD_ID: 'mwr86hsw-8a203fdc' }),
    ).toEqual({
      mode: 'production',
      isProduction: true,
      isDevelopment: false,
      buildId: 'mwr86hsw-8a203fdc',
    });
  });

  it('uses "dev" as the build id outside a build', () => {
    expect(parseEnv({ MODE: 'development', PROD: false, DEV: true }).buildId).toBe('dev');
  });

  it('fails loudly when a production build has no build id', () => {
    expect(() => parseEnv({ MODE: 'production', PROD: true, DEV: false })).toThrow(/VITE_BUILD_ID/);
  });

  it('lists every missing value', () => {
    expect(() => parseEnv({})).toThrow(/MODE[\s\S]*PROD[\s\S]*DEV/);
  });
});
