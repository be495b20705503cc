// What: the module 'virtual:kind-islands', the islands' map (issue 35): each block kind whose definition hydrates
// on a public page (domain/blocks/define `hydrateWhen`) → a loader of its component, each kind its own chunk, and
// the kinds whose island reads the API through the query cache (`readsApi`). Why:
// an island finds its code from the definitions, with no hand-written list beside them. The convention: a kind's
// component is the default export of the module named after the kind, src/blocks/<group>/<kind>.tsx, or
// src/app/blocks/<kind>.tsx for a kind the app composes (its component needs the app's features). A hydrating kind
// without such a module fails the build, naming it. Used by the islands build (src/app/islands/island-components.ts)
// and the ui tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { blockKinds, type BlockKind } from './block-kinds';
import { ROOT } from './root';

export const KIND_ISLANDS_MODULE = 'virtual:kind-islands';

/** Where a kind's island module may be, in the order looked at (paths from the project's root). */
export function islandModuleCandidates(kind: BlockKind): string[] {
  return [`src/blocks/${kind.group}/${kind.key}`, `src/app/blocks/${kind.key}`].flatMap((base) => [
    `${base}.tsx`,
    `${base}.ts`,
  ]);
}

/** Each hydrating kind → its island module; throws naming every hydrating kind that has none. */
export function islandModules(
  kinds: readonly BlockKind[],
  exists: (file: string) => boolean = (file) => existsSync(path.join(ROOT, file)),
): Record<string, string> {
  const modules: Record<string, string> = {};
  const missing: string[] = [];
  for (const kind of kinds) {
    if (!kind.hydrates) continue;
    const module = islandModuleCandidates(kind).find(exists);
    if (module) modules[kind.key] = module;
    else missing.push(`'${kind.key}' (src/blocks/${kind.group}/${kind.key}.tsx)`);
  }
  if (missing.length > 0)
    throw new Error(
      `Block kinds that hydrate have no island module with their component as its default export: ${missing.join(', ')}`,
    );
  return modules;
}

export function kindIslands(): Plugin {
  const resolved = `\0${KIND_ISLANDS_MODULE}`;
  return {
    name: 'studio:kind-islands',
    resolveId: (id) => (id === KIND_ISLANDS_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const kinds = await blockKinds();
      const loaders = Object.entries(islandModules(kinds)).map(
        ([kind, module]) =>
          `  ${JSON.stringify(kind)}: () => import(${JSON.stringify(`/${module}`)}).then((module) => module.default),`,
      );
      const readingApi = kinds.filter((kind) => kind.hydrates && kind.readsApi).map((kind) => kind.key);
      return (
        `export const KIND_ISLANDS = {\n${loaders.join('\n')}\n};\n` +
        `export const KIND_READS_API = new Set(${JSON.stringify(readingApi)});\n`
      );
    },
  };
}
