// The seeded pages carry only what differs from their blocks' defaults (issue 23, decision 0171): a default changed
// in a definition reaches every seeded page that does not set its own.
import { describe, expect, it } from 'vitest';
import { blockOverrides } from '#domain/blocks/overrides';
import { validatePageDocument } from '#domain/pages/document';
import { SEED_PAGES } from './index';

describe('the seeded pages', () => {
  it.each(SEED_PAGES.map((page) => [page.slug, page] as const))(
    '%s spells no prop equal to its default and is valid',
    (_slug, page) => {
      for (const [index, block] of page.blocks.entries())
        expect(block, `${page.slug} block ${index} (${block.type})`).toEqual(blockOverrides(block));
      expect(validatePageDocument(page)).toEqual({ ok: true, document: page });
    },
  );
});
