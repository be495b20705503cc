// The contract of a page block (DECISIONS "Content pages", decision 0171): a component with typed props and the
// German defaults of its definition (domain/blocks/kinds). A document's block carries only overrides; the renderer
// merges them over the defaults, so a block with no props shows its defaults. registryOf joins a group's
// definitions with its components; src/app/blocks composes the groups into one registry.
import type { ComponentType } from 'react';
import type { BrowserNeeds, DefinitionOf, KeysOf, KindGroup, PropsOf } from '#domain/blocks/define';

export interface BlockDefinition<P extends object = object> {
  /** German name (the definition's label). */
  label: string;
  /** Every prop's default; the document's props override them one by one. */
  defaults: P;
  component: ComponentType<P>;
  /** What it needs of the browser (its definition's): a static block ships no code on a public page. */
  browser: BrowserNeeds;
}

/** Block kind → definition. Issue 8 adds its kinds by spreading more definitions in. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own props type
export type BlockRegistry = Record<string, BlockDefinition<any>>;

/** The props a block renders with: its defaults, then each prop the document sets (null keeps the default). */
export function blockProps<P extends object>(definition: BlockDefinition<P>, props: object | undefined): P {
  const merged: Record<string, unknown> = { ...(definition.defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value !== null && value !== undefined) merged[key] = value;
  }
  return merged as P;
}

/** The components of a group of kinds (domain/blocks/kinds): one per key, each taking its kind's inferred props. */
export type ComponentsOf<Group extends KindGroup> = {
  [K in KeysOf<Group>]: ComponentType<PropsOf<DefinitionOf<Group, K>>>;
};

/** A group's registry: label and defaults from each definition, the component from the group's components. */
export function registryOf<Group extends KindGroup>(
  group: Group,
  components: ComponentsOf<Group>,
): BlockRegistry {
  const byKey = components as unknown as Record<string, ComponentType<object>>;
  return Object.fromEntries(
    group.kinds.map((kind) => [
      kind.key,
      {
        label: kind.label,
        defaults: kind.defaults as object,
        component: byKey[kind.key]!,
        browser: kind.browser,
      },
    ]),
  );
}
