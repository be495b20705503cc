import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostSummary } from '#domain/posts/schemas';
import { installFakeApi, json } from '../../../testing/fake-api';
import { PostArticle } from './post-article';
import { PostList } from './post-list';

const summary = (n: number): PostSummary => ({
  slug: `beitrag-${n}`,
  title: `Beitrag ${n}`,
  excerpt: `Auszug ${n}`,
  coverImage: n === 1 ? 'hero-gym' : null,
  author: 'Lena Berger',
  publishedAt: '2026-11-22T07:30:00.000Z',
});

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/v1/posts': (call) => {
      expect(call.headers.get('authorization')).toBeNull();
      return json(200, { items: [summary(1), summary(2)], page: 2, pageCount: 3 });
    },
    'GET /api/v1/posts/da': () => json(200, { ...summary(1), slug: 'da', html: '<h2>Abschnitt</h2>' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the blog list', () => {
  it('shows the posts of the page as linked headings with author and German date, and both paging links', async () => {
    renderAt(<PostList page={2} />);
    const link = await screen.findByRole('link', { name: 'Beitrag 1' });
    expect(link.getAttribute('href')).toBe('/blog/beitrag-1');
    expect(screen.getAllByText('22. November 2026')).toHaveLength(2);
    const paging = screen.getByRole('navigation', { name: 'Seiten des Blogs' });
    expect(within(paging).getByRole('link', { name: 'Neuere Beiträge' }).getAttribute('href')).toBe('/blog');
    expect(within(paging).getByRole('link', { name: 'Ältere Beiträge' }).getAttribute('href')).toBe(
      '/blog?seite=3',
    );
    expect(within(paging).getByText('Seite 2 von 3')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/v1/posts');
  });
});

describe('one article', () => {
  it('renders the server HTML under the title', async () => {
    renderAt(<PostArticle slug="da" notFound={<p>nicht da</p>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Beitrag 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Abschnitt' })).toBeTruthy();
  });

  it('shows what the page passes for a post the server does not know', async () => {
    renderAt(<PostArticle slug="weg" notFound={<p>nicht da</p>} />);
    expect(await screen.findByText('nicht da')).toBeTruthy();
  });
});
