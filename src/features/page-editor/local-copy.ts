// The editor's working copy in this browser's local storage, written while the admin edits and removed after a
// successful save: nothing is lost when the tab closes, the network drops or another admin saved first (409).
import type { EditorPageDocument } from './api/pages-admin';

export interface LocalCopy {
  document: EditorPageDocument;
  /** The version the edits were made on. */
  baseVersion: number;
  /** ISO time of the last change. */
  savedAt: string;
}

const keyOf = (slug: string) => `seiten-editor:${slug}`;

export function readLocalCopy(slug: string): LocalCopy | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(keyOf(slug));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<LocalCopy>;
    if (!value.document || typeof value.baseVersion !== 'number' || typeof value.savedAt !== 'string')
      return undefined;
    if (!Array.isArray(value.document.blocks)) return undefined;
    return value as LocalCopy;
  } catch {
    return undefined;
  }
}

export function writeLocalCopy(slug: string, copy: LocalCopy): void {
  try {
    globalThis.localStorage?.setItem(keyOf(slug), JSON.stringify(copy));
  } catch {
    // A full or blocked storage only loses the safety copy; the editor still holds the edits.
  }
}

export function removeLocalCopy(slug: string): void {
  try {
    globalThis.localStorage?.removeItem(keyOf(slug));
  } catch {
    // Nothing to clean up.
  }
}
