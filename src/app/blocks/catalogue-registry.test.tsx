// The block catalogue (domain/blocks/catalogue.ts) against the registry's definitions: each kind's editor fields
// are exactly its defaults' keys (so every field has a default and no default lacks a field), every definition's
// defaults pass validateBlockProps, and the defaults seed 002 §3 gives are the definitions' defaults (the seeded page
// documents: tests/ui/seed-pages-catalogue.test.ts).
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE, validateBlockProps } from '#domain/blocks/catalogue';
import { BUILDER_SEED_INPUTS, CATALOGUE_SEED_INPUTS } from '#domain/blocks/seed-inputs.test-data';
import { blockRegistry } from './registry';

describe('the block catalogue and the registry', () => {
  it('describe the same kinds', () => {
    expect(Object.keys(BLOCK_CATALOGUE).sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it.each(Object.keys(blockRegistry))('%s: one field per default, and the defaults pass', (kind) => {
    const defaults = blockRegistry[kind]!.defaults as Record<string, unknown>;
    expect(Object.keys(BLOCK_CATALOGUE[kind]!.fields).sort()).toEqual(Object.keys(defaults).sort());
    expect(validateBlockProps(kind, defaults)).toEqual({ ok: true, props: defaults });
  });

  it('keep the defaults seed 002 §3 gives', () => {
    for (const [kind, seed] of Object.entries({ ...CATALOGUE_SEED_INPUTS, ...BUILDER_SEED_INPUTS })) {
      const defaults = blockRegistry[kind]!.defaults as Record<string, unknown>;
      for (const [key, value] of Object.entries(seed.defaults ?? {}))
        expect(defaults[key], `${kind}.${key}`).toEqual(value);
    }
  });
});
