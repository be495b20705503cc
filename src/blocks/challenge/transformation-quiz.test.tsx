import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { challengeBlocks } from '.';
import { QUIZ_VISIBLE_THRESHOLD, TransformationQuiz } from './transformation-quiz';

function renderQuiz() {
  return render(
    <MemoryRouter>
      <TransformationQuiz {...blockProps(challengeBlocks['transformation-quiz']!, {})} />
    </MemoryRouter>,
  );
}

const questions = (container: HTMLElement) => Array.from(container.querySelectorAll('.quiz__question'));
const shown = (container: HTMLElement) => container.querySelectorAll('.quiz__question--shown').length;

describe('transformation quiz', () => {
  it('shows 3 steps of 3 questions and links to /kontakt?source=transformation-quiz with 297/100/297', () => {
    const { container } = renderQuiz();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Schritt \d/ })).toHaveLength(3);
    expect(questions(container)).toHaveLength(9);
    // Display only: nothing to answer.
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    const link = screen.getByRole('link', { name: 'Jetzt unverbindlich anfragen' });
    expect(link.getAttribute('href')).toBe('/kontakt?source=transformation-quiz');
    const figures = container.querySelector('.quiz__figures')!.textContent;
    expect(figures).toContain('Preis297€');
    expect(figures).toContain('Cashback bei Abschluss100€');
    expect(figures).toMatch(/Mitgliedschaft.*297€/);
  });

  it('shows every question at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderQuiz();
    expect(shown(container)).toBe(9);
  });

  it('slides a question in once 20% of it is visible', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    let options: IntersectionObserverInit | undefined;
    const observed: Element[] = [];
    const unobserve = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          callback = cb;
          options = init;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve = unobserve;
        disconnect() {}
      },
    );
    const { container } = renderQuiz();
    expect(options?.threshold).toBe(QUIZ_VISIBLE_THRESHOLD);
    expect(QUIZ_VISIBLE_THRESHOLD).toBe(0.2);
    expect(observed).toHaveLength(9);
    expect(shown(container)).toBe(0);
    act(() =>
      callback(
        [
          { target: observed[0]!, isIntersecting: true } as unknown as IntersectionObserverEntry,
          { target: observed[1]!, isIntersecting: false } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      ),
    );
    expect(shown(container)).toBe(1);
    expect(questions(container)[0]!.classList.contains('quiz__question--shown')).toBe(true);
    expect(unobserve).toHaveBeenCalledWith(observed[0]);
  });

  it('shows every question at once under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) =>
      Object.assign(new EventTarget(), { matches: query.includes('reduce'), media: query }),
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { container } = renderQuiz();
    expect(shown(container)).toBe(9);
  });
});
