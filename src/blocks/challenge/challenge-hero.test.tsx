import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { CashbackBadgeSection } from './cashback-badge';
import { ChallengeHero } from './challenge-hero';
import { challengeBlocks } from '.';

function renderHero(props: object = {}) {
  return render(
    <MemoryRouter>
      <ChallengeHero {...blockProps(challengeBlocks['challenge-hero']!, props)} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('challenge hero', () => {
  it('is the one h1 with the offer figures and links to #anmeldung and #details', () => {
    const { container } = renderHero();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('section')?.id).toBe('challenge');
    expect(screen.getByRole('link', { name: 'Jetzt anmelden' }).getAttribute('href')).toBe('#anmeldung');
    expect(screen.getByRole('link', { name: 'Details ansehen' }).getAttribute('href')).toBe('#details');
    const figures = container.querySelector('.challenge-hero__figures')!.textContent;
    for (const figure of ['297€', '7 Wochen', '100€', '197€']) expect(figures).toContain(figure);
    expect(container.querySelector('.cashback-badge')?.textContent).toBe('100€Cashbackbei Abschluss');
  });

  it('loads the hero image eagerly with its size reserved', () => {
    renderHero();
    const image = screen.getByRole('img', { name: /Gruppe beim funktionellen Training/ });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('900');
  });

  it('stays silent when the canvas has no 2D context: hover and click do nothing and throw nothing', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const error = vi.spyOn(console, 'error');
    const { container } = renderHero();
    const badge = container.querySelector('.cashback-badge')!;
    expect(getContext).not.toHaveBeenCalled();
    fireEvent.pointerEnter(badge);
    fireEvent.click(badge);
    fireEvent.pointerLeave(badge);
    expect(getContext).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('renders no canvas at all under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) =>
      Object.assign(new EventTarget(), { matches: query.includes('reduce'), media: query }),
    );
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    const { container } = renderHero();
    expect(container.querySelector('canvas')).toBeNull();
    fireEvent.click(container.querySelector('.cashback-badge')!);
    expect(getContext).not.toHaveBeenCalled();
  });

  it('the cashback badge block pins the badge to the chosen corner', () => {
    for (const position of ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const) {
      const { container, unmount } = render(
        <CashbackBadgeSection {...blockProps(challengeBlocks['cashback-badge']!, { position })} />,
      );
      expect(container.querySelector('.cashback-badge')?.getAttribute('data-position')).toBe(position);
      expect(container.querySelector(`.cashback-badge--${position}`)).not.toBeNull();
      unmount();
    }
  });
});
