import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DOCUMENTS } from '../../content/pages';
import { loadBlocksFor } from './block-groups';
import { PageDocumentView } from './page-document';
import { blockRegistry } from './registry';

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The week grid asks for courses; an empty week is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});

describe('page documents', () => {
  it('use only registered block kinds and stay plain data (JSON round trip)', () => {
    for (const page of PAGE_DOCUMENTS) {
      for (const block of page.blocks)
        expect(blockRegistry, `${page.slug}: ${block.type}`).toHaveProperty([block.type]);
      expect(JSON.parse(JSON.stringify(page))).toEqual(page);
    }
  });

  it('have unique slugs, a title and a description', () => {
    const slugs = PAGE_DOCUMENTS.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining(['/', 'kontakt', 'datenschutz']));
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
        const { unmount } = renderWith(<PageDocumentView page={page} />);
        expect(screen.getAllByRole('heading', { level: 1 }), page.slug).toHaveLength(1);
        unmount();
      }
    },
  );
});

describe('the block registry', () => {
  it.each(Object.keys(blockRegistry))('renders "%s" with no props from its defaults', (type) => {
    const { container } = renderWith(
      <PageDocumentView
        page={{ slug: 'x', title: 'X', description: 'x', blocks: [{ type }] }}
        registry={blockRegistry}
      />,
    );
    expect(container.textContent?.trim().length).toBeGreaterThan(0);
  });

  it('shows a block prop over its default and keeps the other defaults', () => {
    renderWith(
      <PageDocumentView
        page={{
          slug: 'x',
          title: 'X',
          description: 'x',
          blocks: [{ type: 'call-to-action', props: { title: 'Eigener Titel', secondaryText: null } }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Eigener Titel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kostenloses Probetraining' }).getAttribute('href')).toBe(
      '/kontakt',
    );
    expect(screen.getByRole('link', { name: 'Kurse ansehen' }).getAttribute('href')).toBe('/kurse');
  });

  it('skips an unknown block kind instead of failing the page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWith(
      <PageDocumentView
        page={{
          slug: 'x',
          title: 'X',
          description: 'x',
          blocks: [{ type: 'gibt-es-nicht' }, { type: 'page-header', props: { heading: 'Da' } }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Da' })).toBeTruthy();
  });
});
