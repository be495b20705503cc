// A working copy kept in this browser's local storage while an editor types (issue 20, decision 0151): nothing is
// lost when the tab closes or the browser crashes before a save. The page editor and the blog editor both use it;
// the copy is removed after a successful save or when the editor discards it.
import { berlinDate, formatTime } from '#domain/time';

export interface LocalDraft<T> {
  value: T;
  /** ISO time of the last change. */
  savedAt: string;
}

export function readLocalDraft<T>(
  key: string,
  isValue: (value: unknown) => value is T,
): LocalDraft<T> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<LocalDraft<unknown>> & Record<string, unknown>;
    if (typeof draft.savedAt !== 'string') return undefined;
    // Before decision 0218 the page editor stored its copy's fields beside savedAt, not under value: such a
    // copy, kept before an update, is still offered back.
    const { savedAt, ...fields } = draft;
    const value = 'value' in draft ? draft.value : fields;
    if (!isValue(value)) return undefined;
    return { value, savedAt };
  } catch {
    return undefined;
  }
}

export function writeLocalDraft<T>(key: string, value: T, savedAt = new Date().toISOString()): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify({ value, savedAt }));
  } catch {
    // A full or blocked storage only loses the safety copy; the editor still holds the edits.
  }
}

export function removeLocalDraft(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to clean up.
  }
}

/** '26.11., 14:03' (Berlin time): when the kept copy was last changed. */
export function draftTime(iso: string): string {
  const [, month, day] = berlinDate(iso).split('-');
  return `${day}.${month}., ${formatTime(iso)}`;
}

/** The question the editors ask when they find a kept copy (the words). */
export const restoreQuestion = (iso: string) =>
  `Nicht gespeicherte Änderungen vom ${draftTime(iso)} wiederherstellen?`;
