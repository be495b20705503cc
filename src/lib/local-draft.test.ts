import { afterEach, describe, expect, it } from 'vitest';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-draft';

interface PageCopy {
  document: { blocks: unknown[] };
  baseVersion: number;
}
const isPageCopy = (value: unknown): value is PageCopy =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as PageCopy).document?.blocks) &&
  typeof (value as PageCopy).baseVersion === 'number';

describe('the working copy kept in local storage', () => {
  afterEach(() => localStorage.clear());

  it('reads back what it wrote, and nothing after it was removed', () => {
    writeLocalDraft(
      'seiten-editor:kurse',
      { document: { blocks: [1] }, baseVersion: 3 },
      '2026-11-29T10:00:00.000Z',
    );
    expect(readLocalDraft('seiten-editor:kurse', isPageCopy)).toEqual({
      value: { document: { blocks: [1] }, baseVersion: 3 },
      savedAt: '2026-11-29T10:00:00.000Z',
    });
    removeLocalDraft('seiten-editor:kurse');
    expect(readLocalDraft('seiten-editor:kurse', isPageCopy)).toBeUndefined();
  });

  it("offers a page's copy kept in the format before decision 0218 (its fields beside savedAt)", () => {
    localStorage.setItem(
      'seiten-editor:kurse',
      JSON.stringify({
        document: { blocks: [{ type: 'hero' }] },
        baseVersion: 7,
        savedAt: '2026-11-28T08:00:00.000Z',
      }),
    );
    expect(readLocalDraft('seiten-editor:kurse', isPageCopy)).toEqual({
      value: { document: { blocks: [{ type: 'hero' }] }, baseVersion: 7 },
      savedAt: '2026-11-28T08:00:00.000Z',
    });
  });

  it('offers nothing for a stored value that is not a copy, or is not JSON', () => {
    localStorage.setItem('seiten-editor:a', JSON.stringify({ value: { baseVersion: 'x' }, savedAt: 'now' }));
    localStorage.setItem('seiten-editor:b', '{kaputt');
    localStorage.setItem('seiten-editor:c', JSON.stringify({ document: { blocks: [] }, baseVersion: 1 }));
    expect(readLocalDraft('seiten-editor:a', isPageCopy)).toBeUndefined();
    expect(readLocalDraft('seiten-editor:b', isPageCopy)).toBeUndefined();
    expect(readLocalDraft('seiten-editor:c', isPageCopy)).toBeUndefined();
  });
});
