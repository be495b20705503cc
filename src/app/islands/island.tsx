// An island of a public page (issue 24, decision 0183): a part that needs the browser, marked where it is rendered.
// On the server in islands mode the marker collects the part (its kind, props and when it hydrates) and wraps it
// in <div data-island-id>; src/entry-server.tsx renders each collected part again as a root of its own and puts
// that HTML in its place, so the client can hydrate it alone (./entry.tsx). Anywhere else (the single-page app,
// a page hydrated whole) the marker renders its part as it is.
import { createContext, useContext, type ReactNode } from 'react';
import type { HydrateWhen } from '#domain/blocks/define';

export interface CollectedIsland {
  kind: string;
  props: object;
  when: HydrateWhen;
  element: ReactNode;
}

export interface IslandSink {
  /** Records a part and returns its id (its place in the page). */
  add(island: CollectedIsland): number;
}

export const IslandSinkContext = createContext<IslandSink | null>(null);

/** Whether this render makes islands (the server's render of a public page's first visit). */
export function useIslandsMode(): boolean {
  return useContext(IslandSinkContext) !== null;
}

/** The end of an island's server HTML; only the server sees it (it is replaced with the island's own render). */
export const islandEnd = (id: number) => `<template data-island-end="${id}"></template>`;

export function Island({
  kind,
  props,
  when,
  children,
}: {
  /** A block kind, or '@name' for a part of the layout (./entry.tsx names them). */
  kind: string;
  props: object;
  when: HydrateWhen;
  children: ReactNode;
}) {
  const sink = useContext(IslandSinkContext);
  if (!sink) return children;
  const id = sink.add({ kind, props, when, element: children });
  return (
    <div className="island" data-island-id={id} data-when={when}>
      {children}
      <template data-island-end={id} />
    </div>
  );
}
