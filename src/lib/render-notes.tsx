// What a server render learns while the page renders: the HTTP status the page stands for (the 404 and error
// pages say so), the page's Open Graph image and the block kinds it is made of (their groups' stylesheets). The
// server reads the notes after rendering; in the browser there is no provider and the hooks do nothing.
import { createContext, useContext, type ReactNode } from 'react';

export class RenderNotes {
  /** The preview image the page named (a path under /images), if any. */
  image: string | undefined;

  /** The kinds of the blocks the page rendered. */
  readonly blockKinds = new Set<string>();

  /** @param status the status the router settled on (200, or an error status from a loader) */
  constructor(public status = 200) {}

  /** The worst status wins: a 404 inside a page makes the page a 404. */
  raiseStatus(status: number): void {
    if (status > this.status) this.status = status;
  }

  setImage(image: string): void {
    this.image = image;
  }

  addBlockKinds(kinds: readonly string[]): void {
    for (const kind of kinds) this.blockKinds.add(kind);
  }
}

const RenderNotesContext = createContext<RenderNotes | null>(null);

export function RenderNotesProvider({ notes, children }: { notes: RenderNotes; children: ReactNode }) {
  return <RenderNotesContext.Provider value={notes}>{children}</RenderNotesContext.Provider>;
}

/** A page that stands for an HTTP error (404, 500) says so. */
export function useHttpStatus(status: number): void {
  useContext(RenderNotesContext)?.raiseStatus(status);
}

/** The image link previews show for this page (a path under /images). */
export function usePreviewImage(image: string | undefined): void {
  const notes = useContext(RenderNotesContext);
  if (image) notes?.setImage(image);
}

/** The block kinds a page is made of: a page of islands links their groups' stylesheets (server/render). */
export function useBlockKinds(kinds: readonly string[]): void {
  useContext(RenderNotesContext)?.addBlockKinds(kinds);
}
