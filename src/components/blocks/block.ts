// The contract of a page block (DECISIONS "Content pages"): a component with typed props and the German defaults
// of the spec. A document's block carries only overrides; the renderer merges them over the defaults, so a block
// with no props shows its spec defaults. Features define blocks; src/app/blocks composes them into one registry.
import type { ComponentType } from 'react';

export interface BlockDefinition<P extends object = object> {
  /** German name, shown in the page editor later. */
  label: string;
  /** Every prop's default; the document's props override them one by one. */
  defaults: P;
  component: ComponentType<P>;
}

/** Block kind → definition. Issue 8 adds its kinds by spreading more definitions in. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own props type
export type BlockRegistry = Record<string, BlockDefinition<any>>;

export function defineBlock<P extends object>(definition: BlockDefinition<P>): BlockDefinition<P> {
  return definition;
}

/** The props a block renders with: its defaults, then each prop the document sets (null keeps the default). */
export function blockProps<P extends object>(definition: BlockDefinition<P>, props: object | undefined): P {
  const merged: Record<string, unknown> = { ...(definition.defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value !== null && value !== undefined) merged[key] = value;
  }
  return merged as P;
}
