import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { challengeBlocks } from '.';
import { TransformationTimeline } from './transformation-timeline';

function renderTimeline() {
  return render(
    <MemoryRouter>
      <TransformationTimeline {...blockProps(challengeBlocks['transformation-timeline']!, {})} />
    </MemoryRouter>,
  );
}

const weeks = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.challenge-timeline > li'));
const featured = (container: HTMLElement) => weeks(container).map((week) => week.dataset.featured === 'true');

afterEach(() => vi.useRealTimers());

describe('transformation timeline', () => {
  it('starts at week 3: weeks 1–3 featured, week 3 current; with stats and a call to action', () => {
    const { container } = renderTimeline();
    expect(weeks(container)).toHaveLength(7);
    expect(featured(container)).toEqual([true, true, true, false, false, false, false]);
    expect(weeks(container)[2]!.getAttribute('aria-current')).toBe('step');
    const stats = container.querySelector('.challenge-stats')!.textContent;
    for (const text of ['16', '8,2 kg', '94%', '98%']) expect(stats).toContain(text);
    expect(screen.getByRole('link', { name: 'Platz sichern' }).getAttribute('href')).toBe('#anmeldung');
  });

  it('follows the week whose top passed the viewport middle, on scroll and on resize', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { container } = renderTimeline();
    const items = weeks(container);
    const place = (firstTop: number) =>
      items.forEach((item, index) => {
        item.getBoundingClientRect = () => ({ top: firstTop + index * 300 }) as DOMRect;
      });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    place(-1000); // tops -1000, -700, …, 800: weeks 1–5 passed the middle (400)
    act(() => {
      fireEvent.scroll(window);
      vi.advanceTimersToNextFrame();
    });
    expect(items[4]!.getAttribute('aria-current')).toBe('step');
    expect(featured(container)).toEqual([true, true, true, true, true, false, false]);
    place(100); // only week 1 passed
    act(() => {
      fireEvent(window, new Event('resize'));
      vi.advanceTimersToNextFrame();
    });
    expect(items[0]!.getAttribute('aria-current')).toBe('step');
    expect(featured(container)).toEqual([true, false, false, false, false, false, false]);
  });
});
