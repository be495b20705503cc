// The seeded page documents (server/db/seed-pages, decision 0130) against the client's block registry: every kind
// they use is registered, they are plain data, and each renders with exactly one h1. Here in tests/ because it
// needs both sides (src and server never import each other).
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubEmptyApi } from '../../src/testing/render-page';
import { validatePageDocument } from '#domain/pages/document';
import { SEED_PAGES as PAGE_DOCUMENTS } from '../../server/db/seed-pages/index';
import { loadBlocksFor } from '../../src/app/blocks/block-groups';
import { PageDocumentView } from '../../src/app/blocks/page-document';
import { blockRegistry } from '../../src/app/blocks/registry';

beforeEach(stubEmptyApi);

describe('page documents', () => {
  it('use only registered block kinds and stay plain data (JSON round trip)', () => {
    for (const page of PAGE_DOCUMENTS) {
      for (const block of page.blocks)
        expect(blockRegistry, `${page.slug}: ${block.type}`).toHaveProperty([block.type]);
      expect(JSON.parse(JSON.stringify(page))).toEqual(page);
    }
  });

  it('pass the check every saved document passes', () => {
    for (const page of PAGE_DOCUMENTS)
      expect(validatePageDocument(page), page.slug).toEqual({ ok: true, document: page });
  });

  it('have unique slugs, a title and a description', () => {
    const slugs = PAGE_DOCUMENTS.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(
      expect.arrayContaining(['home', 'kontakt', 'datenschutz', 'cookie-einstellungen', 'impressum']),
    );
    for (const page of PAGE_DOCUMENTS) {
      expect(page.title).not.toBe('');
      expect(page.description).not.toBe('');
    }
  });

  it(
    'render every page with exactly one h1, once the block groups it needs are loaded',
    { timeout: 30_000 },
    async () => {
      for (const page of PAGE_DOCUMENTS) {
        await loadBlocksFor(page.blocks.map((block) => block.type));
        const { unmount } = renderWithProviders(<PageDocumentView page={page} />);
        expect(screen.getAllByRole('heading', { level: 1 }), page.slug).toHaveLength(1);
        unmount();
      }
    },
  );
});
