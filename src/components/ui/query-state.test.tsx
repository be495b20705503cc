import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { QueryState } from './query-state';

const loading = { isPending: true, isError: false, error: null, data: undefined };
const failed = (error: unknown) => ({ isPending: false, isError: true, error, data: undefined });
const loaded = <T,>(data: T) => ({ isPending: false, isError: false, error: null, data });

const list = (query: Parameters<typeof QueryState<string[]>>[0]['query']) => (
  <QueryState
    query={query}
    loading="Kurse werden geladen …"
    failed="Die Kurse konnten nicht geladen werden."
    empty="Keine Kurse gefunden."
    className="state"
  >
    {(titles) => (
      <ul aria-label="Kurse">
        {titles.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    )}
  </QueryState>
);

describe('QueryState', () => {
  it('shows the loading sentence while the query loads', () => {
    render(list(loading));
    expect(screen.getByText('Kurse werden geladen …').className).toBe('state');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the screen's own words for an error without a message of its own", () => {
    render(list(failed(new ApiError('SERVER_ERROR', { status: 500 }))));
    expect(screen.getByRole('alert').textContent).toBe('Die Kurse konnten nicht geladen werden.');
  });

  it("shows the answer's message when the error brings one", () => {
    render(list(failed(new ApiError('FORBIDDEN', { status: 403 }))));
    expect(screen.getByRole('alert').textContent).not.toBe('Die Kurse konnten nicht geladen werden.');
  });

  it('shows the empty line for an empty list, and the data otherwise', () => {
    const { unmount } = render(list(loaded([])));
    expect(screen.getByText('Keine Kurse gefunden.')).toBeTruthy();
    unmount();
    render(list(loaded(['Yoga Flow', 'Pilates Core'])));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Yoga Flow',
      'Pilates Core',
    ]);
    expect(screen.queryByText('Keine Kurse gefunden.')).toBeNull();
  });

  it('takes an element to show while loading and its own test for nothing found', () => {
    const { unmount } = render(
      <QueryState query={loading} loading={<span role="status">Lädt</span>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Lädt');
    unmount();
    render(
      <QueryState
        query={loaded({ items: [] as string[] })}
        loading="…"
        empty="Noch keine Beiträge."
        isEmpty={(page) => page.items.length === 0}
      >
        {() => <p>Liste</p>}
      </QueryState>,
    );
    expect(screen.getByText('Noch keine Beiträge.')).toBeTruthy();
  });
});
