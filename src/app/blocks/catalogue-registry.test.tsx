// The defaults seed 002 §3 gives are the definitions' defaults (the seeded page documents:
// tests/ui/seed-pages-catalogue.test.ts), and the registry the pages render with carries exactly them.
import { describe, expect, it } from 'vitest';
import { KIND_DEFINITIONS } from '#domain/blocks/kinds/index';
import { BUILDER_SEED_INPUTS, CATALOGUE_SEED_INPUTS } from '#domain/blocks/seed-inputs.test-data';
import { blockRegistry } from './registry';

describe('the definitions’ defaults', () => {
  it('keep the defaults seed 002 §3 gives', () => {
    for (const [kind, seed] of Object.entries({ ...CATALOGUE_SEED_INPUTS, ...BUILDER_SEED_INPUTS })) {
      const defaults = KIND_DEFINITIONS[kind]!.defaults as Record<string, unknown>;
      for (const [key, value] of Object.entries(seed.defaults ?? {}))
        expect(defaults[key], `${kind}.${key}`).toEqual(value);
    }
  });

  it('are what the registry renders with, for every kind', () => {
    for (const [kind, definition] of Object.entries(KIND_DEFINITIONS)) {
      expect(blockRegistry[kind]?.defaults, kind).toBe(definition.defaults);
      expect(blockRegistry[kind]?.label, kind).toBe(definition.label);
    }
  });
});
