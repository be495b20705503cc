// One definition per block kind (issue 23, decision 0171): its key, German label, defaults and what it needs of
// the browser, in one place that server and client share. Its editor fields are a module of their own beside it
// (decision 0217: kinds/<group>.fields.ts), which the public pages never load; the definition imports their types
// only, so the props type is inferred from the fields (field-spec's typed builders) and the defaults are checked
// against it. Everything else is derived from the definitions and the fields: the server's validation
// (./catalogue), the page editor's Puck config, the public registry and the lazy groups. Copy lives in the
// defaults; a page's own text in its document; behaviour in domain/.
import type { Fields, ValueOf, ValuesOf } from './field-spec';

/**
 * When an interactive block's code is loaded and hydrated on a public page (issue 24, decision 0183): 'load' at
 * once, 'visible' as it nears the viewport (the default), 'idle' when the browser has nothing else to do,
 * 'interaction' on the first tap, focus or mouse pointer inside it.
 */
export type HydrateWhen = 'load' | 'visible' | 'idle' | 'interaction';

/**
 * What a block needs of the browser (issue 24 builds on it): 'static' renders to HTML and needs no script;
 * otherwise the parts that are interactive, in words (e.g. 'the search and the category tabs'), and when. A block
 * whose interactive parts are islands of their own (`parts`: its component marks them) is static HTML around them.
 * `readsApi`: its island reads the API through the app's query cache (the islands' entry gives its frame one).
 */
export type BrowserNeeds =
  'static' | { interactive: string; when?: HydrateWhen; readsApi?: true } | { parts: string };

/** Whether a block's island reads the API through the query cache (`readsApi`). */
export function readsApi(needs: BrowserNeeds): boolean {
  return typeof needs === 'object' && 'interactive' in needs && needs.readsApi === true;
}

/** When a block hydrates as a whole on a public page; null for a static block or one made of islands. */
export function hydrateWhen(needs: BrowserNeeds): HydrateWhen | null {
  if (needs === 'static' || 'parts' in needs) return null;
  return needs.when ?? 'visible';
}

export interface KindDefinition<K extends string = string, F extends Fields = Fields, D = object> {
  key: K;
  label: string;
  /** The props a block renders with when its document sets none; a document carries only what differs. */
  defaults: D;
  browser: BrowserNeeds;
  /** The type of its editor fields, never a value: the fields are in its group's fields module (decision 0217). */
  readonly '~fields'?: F;
}

/** Every field's value, each key required: what a default may set. */
type DefaultValues<F extends Fields> = { [P in keyof F]: ValueOf<F[P]> };

/**
 * Defines a kind of a group whose editor fields are `FS` (the group's fields module: kind key → fields, imported
 * as a type only). The key must have fields there; the defaults' keys are inferred (`DK`), their values checked
 * against the fields: a default for a prop without a field is an error (the editor could never change it). Each
 * group's module declares its `defineKind` of this type, an identity marked free of side effects, so a bundle
 * drops the kinds a chunk does not use.
 */
export type KindDefiner<FS extends Record<string, Fields>> = <
  const K extends keyof FS & string,
  DK extends keyof FS[K],
>(definition: {
  key: K;
  label: string;
  defaults: { [P in DK]: DefaultValues<FS[K]>[P] };
  browser: BrowserNeeds;
}) => KindDefinition<K, FS[K], { [P in DK]: DefaultValues<FS[K]>[P] }>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The props a block's component gets: every prop with a default is set, the others may be missing. */
export type PropsOf<Def> =
  Def extends KindDefinition<string, infer F, infer D>
    ? Simplify<
        Required<Pick<ValuesOf<F>, Extract<keyof D, keyof ValuesOf<F>>>> &
          Omit<ValuesOf<F>, Extract<keyof D, keyof ValuesOf<F>>>
      >
    : never;

/** A lazy group of kinds: one chunk on the client, loaded when a page uses one of them. */
export interface KindGroup<
  G extends string = string,
  Defs extends readonly KindDefinition[] = readonly KindDefinition[],
> {
  name: G;
  /** The editor's drawer title of the group. */
  title: string;
  kinds: Defs;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineGroup<const G extends string, const Defs extends readonly KindDefinition[]>(
  name: G,
  title: string,
  kinds: Defs,
): KindGroup<G, Defs> {
  return { name, title, kinds };
}

/** The keys of a group's kinds. */
export type KeysOf<Group extends KindGroup> = Group['kinds'][number]['key'];

/** The definition of one key of a group. */
export type DefinitionOf<Group extends KindGroup, K extends string> = Extract<
  Group['kinds'][number],
  { key: K }
>;
