// The 'nothing lost' copy of a document editor (issue 20, decision 0151): the working copy follows the edits into
// this browser's local storage (a little behind, so typing does not write on every key), is offered back when the
// editor opens on a saved version it differs from, and is removed after a save or when discarded. The storage
// itself is ../../lib/local-draft.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocalDraft, removeLocalDraft, writeLocalDraft, type LocalDraft } from '../../lib/local-draft';

/** How far the stored copy may lag behind the typing. */
const KEEP_DELAY_MS = 400;

export interface KeptCopy<T> {
  /** The copy offered back ('Gesicherte Fassung'), if any. */
  offered: LocalDraft<T> | undefined;
  /** Stores `value` a little behind the typing; undefined (nothing unsaved): a pending store is dropped. */
  keep: (value: T | undefined) => void;
  /** Stores `value` now (before a reload, on a refused save) and answers what the storage holds. */
  keepNow: (value: T) => LocalDraft<T> | undefined;
  /** Offers a copy back, or none. */
  offer: (copy: LocalDraft<T> | undefined) => void;
  /** The edits are saved or discarded: the stored copy goes, and the offer with it. */
  forget: () => void;
}

/**
 * `key`: where the copy lives in the storage; `isValue`: whether a stored value is one; `differs`: whether a
 * stored copy differs from what the editor opened with (only then is it offered).
 */
export function useKeptCopy<T>(
  key: string,
  isValue: (value: unknown) => value is T,
  differs: (value: T) => boolean,
): KeptCopy<T> {
  const [offered, offer] = useState<LocalDraft<T> | undefined>(() => {
    const copy = readLocalDraft(key, isValue);
    return copy && differs(copy.value) ? copy : undefined;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const keep = useCallback(
    (value: T | undefined) => {
      clearTimeout(timer.current);
      if (value !== undefined) timer.current = setTimeout(() => writeLocalDraft(key, value), KEEP_DELAY_MS);
    },
    [key],
  );
  const keepNow = useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      writeLocalDraft(key, value);
      return readLocalDraft(key, isValue);
    },
    [isValue, key],
  );
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    removeLocalDraft(key);
    offer(undefined);
  }, [key]);
  return { offered, keep, keepNow, offer, forget };
}
