// Every block of the seeded page documents (server/db/seed-pages) passes the block catalogue's check
// (domain/blocks/catalogue.ts), the one the pages service runs on every save: a seeded page opened in the editor
// can be saved again unchanged.
import { describe, expect, it } from 'vitest';
import { validateBlockProps } from '#domain/blocks/catalogue';
import { SEED_PAGES } from '../../server/db/seed-pages/index';

describe('the seeded pages and the block catalogue', () => {
  it.each(SEED_PAGES.map((page) => [page.slug, page] as const))('%s passes', (_slug, page) => {
    for (const [index, block] of page.blocks.entries()) {
      const result = validateBlockProps(block.type, block.props ?? {});
      expect(result.ok ? [] : result.issues, `${block.type} #${index}`).toEqual([]);
    }
  });
});
