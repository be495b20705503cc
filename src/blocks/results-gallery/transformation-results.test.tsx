import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { resultsGalleryBlocks } from '.';
import { ResultsGallery } from './transformation-results';

function renderGallery() {
  render(
    <MemoryRouter>
      <ResultsGallery {...blockProps(resultsGalleryBlocks['transformation-results']!, {})} />
    </MemoryRouter>,
  );
}

const cards = () => within(document.getElementById('portfolio')!).getAllByRole('article');
const chip = (name: string) => screen.getByRole('button', { name });
const loadMoreButton = () => screen.queryByRole('button', { name: /Mehr Ergebnisse laden|Wird geladen/ });

describe('results gallery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 6, adds 6 only after the 500 ms busy state, then hides the button', () => {
    renderGallery();
    expect(cards()).toHaveLength(6);
    fireEvent.click(loadMoreButton()!);
    const busy = loadMoreButton()!;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.textContent).toContain('Wird geladen …');
    // A second press while busy adds nothing extra.
    fireEvent.click(busy);
    act(() => vi.advanceTimersByTime(499));
    expect(cards()).toHaveLength(6);
    act(() => vi.advanceTimersByTime(1));
    expect(cards()).toHaveLength(12);
    expect(loadMoreButton()).toBeNull();
    // Focus lands on the first new card, since the button is gone.
    expect(document.activeElement).toBe(
      within(cards()[6]!).getByRole('button', { name: /Ganze Geschichte/ }),
    );
    expect(screen.getByRole('status').textContent).toBe('12 von 12 Transformationen');
  });

  it('filters by category with pressed chips, and every filter change resets to 6', () => {
    renderGallery();
    fireEvent.click(loadMoreButton()!);
    act(() => vi.advanceTimersByTime(500));
    expect(cards()).toHaveLength(12);

    fireEvent.click(chip('Abnehmen'));
    expect(chip('Abnehmen').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Alle').getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toHaveLength(4);
    for (const card of cards()) expect(within(card).getByText('Abnehmen')).toBeTruthy();
    expect(loadMoreButton()).toBeNull();

    fireEvent.click(chip('Alle'));
    expect(cards()).toHaveLength(6);

    // A load under way for the old filter adds nothing after a change.
    fireEvent.click(loadMoreButton()!);
    fireEvent.click(chip('Muskelaufbau'));
    fireEvent.click(chip('Alle'));
    act(() => vi.advanceTimersByTime(1000));
    expect(cards()).toHaveLength(6);
  });
});

describe('result detail modal', () => {
  it('opens from a card, locks page scroll, closes by button and backdrop, focus returns to the card', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = within(cards()[0]!).getByRole('button', { name: /Ganze Geschichte/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sandra, 34' });
    expect(within(dialog).getByText(/Morgenkurse um 6:30 Uhr/)).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    const backdrop = document.querySelector('[data-modal-backdrop]')!;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
