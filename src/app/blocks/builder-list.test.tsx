import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockCatalogue } from '../routes/bloecke/bloecke';
import { BUILDER_LIST, CATALOGUE_INPUT_KINDS } from '#domain/blocks/builder-list';
import { blockRegistry } from './registry';

beforeEach(() => {
  // The week grid asks for courses; an empty week is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});

describe("seed 002's builder list", () => {
  it.each([...BUILDER_LIST, ...CATALOGUE_INPUT_KINDS].map((entry) => [entry.name, entry.keys] as const))(
    '"%s" is in the block registry as %j',
    (_name, keys) => {
      const missing = keys.filter((key) => !(key in blockRegistry));
      expect(missing).toEqual([]);
    },
  );

  it('names each seed kind once', () => {
    const names = [...BUILDER_LIST, ...CATALOGUE_INPUT_KINDS].map((entry) => entry.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the block catalogue (/bloecke)', () => {
  // Every block of the registry in one jsdom render: slow on a busy machine.
  it(
    'renders one labelled, non-empty wrapper per registry key, with a table of contents entry',
    { timeout: 60_000 },
    () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { container } = render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <BlockCatalogue />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const keys = Object.keys(blockRegistry);
      const wrappers = [...container.querySelectorAll<HTMLElement>('[data-block-kind]')];
      expect(wrappers.map((wrapper) => wrapper.dataset.blockKind)).toEqual(keys);
      for (const wrapper of wrappers) {
        const kind = wrapper.dataset.blockKind ?? '';
        const preview = wrapper.querySelector('.catalogue__preview');
        expect(preview?.textContent?.trim().length, kind).toBeGreaterThan(0);
        expect(wrapper.querySelector('[data-block-error]'), kind).toBeNull();
        expect(wrapper.querySelector('h2')?.textContent, kind).toContain(blockRegistry[kind]?.label);
        expect(container.querySelector(`nav a[href="#block-${kind}"]`), kind).not.toBeNull();
      }
    },
  );
});
