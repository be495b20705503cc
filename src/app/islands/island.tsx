// An island of a public page (issue 24, decisions 0183 and 0219): a part that needs the browser, marked where it is
// rendered. On the server in islands mode the page's render makes the island's element, which carries its kind
// and when it hydrates (its props go into the page's islands data by its id), and its content is the part rendered
// as a root of its own, as the browser hydrates it (./entry.tsx): the page's render never renders the part itself.
// Anywhere else (the single-page app, a page hydrated whole) the marker renders its part as it is.
import { createContext, use, useContext, useId, type ReactNode } from 'react';
import type { HydrateWhen } from '#domain/blocks/define';

export interface CollectedIsland {
  kind: string;
  props: object;
  when: HydrateWhen;
  element: ReactNode;
}

export interface IslandSink {
  /**
   * Takes a part (once per `key`: a render that waits for the part asks again) and gives its id (its place in the
   * page) and its HTML, rendered as a root of its own.
   */
  island(key: string, island: CollectedIsland): { id: number; html: Promise<string> };
}

export const IslandSinkContext = createContext<IslandSink | null>(null);

/** Whether this render makes islands (the server's render of a public page's first visit). */
export function useIslandsMode(): boolean {
  return useContext(IslandSinkContext) !== null;
}

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
  const key = useId();
  if (!sink) return children;
  const { id, html } = sink.island(key, { kind, props, when, element: children });
  return (
    <div
      className="island"
      data-island-id={id}
      data-island={kind}
      data-when={when}
      dangerouslySetInnerHTML={{ __html: use(html) }}
    />
  );
}
