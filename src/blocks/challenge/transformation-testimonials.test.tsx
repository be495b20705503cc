import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTO_ADVANCE_MS } from '#domain/campaign/carousel';
import { blockProps } from '../../components/blocks/block';
import { transformationTestimonialsKind } from '#domain/blocks/kinds/challenge';
import { challengeBlocks } from '.';
import { TransformationTestimonials } from './transformation-testimonials';

const testimonials = transformationTestimonialsKind.defaults.testimonials.slice(0, 3);

function renderCarousel(props: object = {}) {
  return render(
    <MemoryRouter>
      <TransformationTestimonials
        {...blockProps(challengeBlocks['transformation-testimonials']!, { testimonials, ...props })}
      />
    </MemoryRouter>,
  );
}

const prev = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Vorheriger Erfahrungsbericht' });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Nächster Erfahrungsbericht' });
const dot = (index: number) =>
  screen.getByRole('button', { name: new RegExp(`^Erfahrungsbericht ${index}:`) });
/** The slide that is shown (the others are hidden from assistive technology). */
const current = () => screen.getByRole('group', { name: /von 3$/ });
const region = () => screen.getByRole('region', { name: 'Erfahrungsberichte' });

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    Object.assign(new EventTarget(), {
      matches: reduced && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('testimonial carousel', () => {
  it('disables previous at the first and next at the last; the dots jump', () => {
    renderCarousel();
    expect(current().getAttribute('aria-label')).toBe('1 von 3');
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect(current().getAttribute('aria-label')).toBe('2 von 3');
    expect(prev().disabled).toBe(false);
    fireEvent.click(dot(3));
    expect(current().getAttribute('aria-label')).toBe('3 von 3');
    expect(dot(3).getAttribute('aria-current')).toBe('true');
    expect(dot(1).hasAttribute('aria-current')).toBe(false);
    expect(next().disabled).toBe(true);
    expect(current().textContent).toContain(testimonials[2]!.name);
    fireEvent.click(prev());
    expect(current().getAttribute('aria-label')).toBe('2 von 3');
  });

  it('advances every 8000 ms and wraps from the last to the first', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS - 1));
    expect(current().getAttribute('aria-label')).toBe('1 von 3');
    act(() => vi.advanceTimersByTime(1));
    expect(current().getAttribute('aria-label')).toBe('2 von 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('3 von 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('1 von 3');
  });

  it('pauses while hovered and while focus is inside, and resumes after', () => {
    renderCarousel();
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('1 von 3');
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('2 von 3');

    act(() => next().focus());
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('2 von 3');
    // Focus moving inside the carousel keeps it paused.
    act(() => dot(1).focus());
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('2 von 3');
    act(() => dot(1).blur());
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('3 von 3');
  });

  it('a manual move waits a full interval before the next automatic one', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS - 100));
    fireEvent.click(dot(2));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS - 1));
    expect(current().getAttribute('aria-label')).toBe('2 von 3');
    act(() => vi.advanceTimersByTime(1));
    expect(current().getAttribute('aria-label')).toBe('3 von 3');
  });

  it('never moves by itself under prefers-reduced-motion, and then announces changes', () => {
    stubReducedMotion(true);
    const { container } = renderCarousel();
    act(() => vi.advanceTimersByTime(5 * CAROUSEL_AUTO_ADVANCE_MS));
    expect(current().getAttribute('aria-label')).toBe('1 von 3');
    expect(container.querySelector('.carousel__track')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(next());
    expect(current().getAttribute('aria-label')).toBe('2 von 3');
  });

  it('shows the ratings as text and the summary statistics', () => {
    renderCarousel();
    expect(screen.getAllByRole('img', { name: '5 von 5 Sternen' }).length).toBeGreaterThan(0);
    expect(screen.getByText('2.847')).toBeTruthy();
    expect(screen.getByText('würden uns weiterempfehlen').parentElement?.textContent).toContain('98%');
    expect(screen.getByText('Durchschnittliche Bewertung').parentElement?.textContent).toContain(
      '4,9 von 5 Sternen',
    );
    expect(screen.getByRole('link', { name: 'Jetzt mitmachen' }).getAttribute('href')).toBe('#anmeldung');
  });
});
