// The islands' map is built from the definitions (issue 35, decision 0215): every kind that hydrates has its island
// module, no other kind is in the map, and a hydrating kind without its module fails, named.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrateWhen, readsApi } from '../../../domain/blocks/define';
import { KIND_GROUPS } from '../../../domain/blocks/kinds/index';
import { kindsOf } from './block-kinds';
import { islandModules } from './kind-islands';
import { ROOT } from './root';

const kinds = kindsOf(KIND_GROUPS, { hydrateWhen, readsApi });
const inTree = (file: string) => existsSync(path.join(ROOT, file));

describe("the islands' map from the definitions", () => {
  it('has a module for each kind that hydrates, named after the kind, and none for a static kind', () => {
    const modules = islandModules(kinds);
    const hydrating = kinds.filter((kind) => kind.hydrates).map((kind) => kind.key);
    expect(hydrating.length).toBeGreaterThan(20);
    expect(Object.keys(modules).sort()).toEqual([...hydrating].sort());
    for (const [kind, module] of Object.entries(modules))
      expect(path.basename(module), kind).toMatch(new RegExp(`^${kind}\\.tsx?$`));
    expect(modules['hero']).toBe('src/blocks/core/hero.tsx');
    expect(modules['contact-form']).toBe('src/app/blocks/contact-form.ts');
    expect(modules).not.toHaveProperty('page-header');
  });

  it('says which kinds read the API through the query cache, as their definitions do', () => {
    expect(kinds.filter((kind) => kind.readsApi).map((kind) => kind.key)).toEqual(['membership-tiers']);
  });

  it('fails on a hydrating kind whose module is missing, naming the kind and where its module belongs', () => {
    const withoutFaq = (file: string) => !file.startsWith('src/blocks/core/faq.') && inTree(file);
    expect(() => islandModules(kinds, withoutFaq)).toThrow(/'faq' \(src\/blocks\/core\/faq\.tsx\)/);
    const newKind = { key: 'new-kind', group: 'core', hydrates: true, readsApi: false };
    expect(() => islandModules([...kinds, newKind])).toThrow(/'new-kind'/);
    expect(islandModules([...kinds, { ...newKind, hydrates: false }])).not.toHaveProperty('new-kind');
  });
});
