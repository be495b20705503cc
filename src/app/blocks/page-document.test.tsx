import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubEmptyApi } from '../../testing/render-page';
import { PageDocumentView } from './page-document';
import { blockRegistry } from './registry';

beforeEach(stubEmptyApi);

describe('the block registry', () => {
  it.each(Object.keys(blockRegistry))('renders "%s" with no props from its defaults', (type) => {
    const { container } = renderWithProviders(
      <PageDocumentView
        page={{ slug: 'x', title: 'X', description: 'x', blocks: [{ type }] }}
        registry={blockRegistry}
      />,
    );
    expect(container.textContent?.trim().length).toBeGreaterThan(0);
  });

  it('shows a block prop over its default and keeps the other defaults', () => {
    renderWithProviders(
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
    renderWithProviders(
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
