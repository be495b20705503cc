import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contentBlocksGroup } from '#domain/blocks/kinds/content-blocks';
import { blockProps, type BlockDefinition } from '../../components/blocks/block';
import { ActionContext, ActionTargetsContext } from '../../components/blocks/smart-link';
import { contentBlocks as blocks } from '.';

function renderBlock(kind: string, props: object = {}, wrap = (node: ReactNode) => node) {
  const definition = blocks[kind] as BlockDefinition<object>;
  const Block = definition.component as (p: object) => ReactNode;
  return render(<MemoryRouter>{wrap(<Block {...blockProps(definition, props)} />)}</MemoryRouter>);
}

describe('content blocks', () => {
  it('gives each of the 19 kinds of the plan an anchor prop, empty by default', () => {
    expect(contentBlocksGroup.kinds).toHaveLength(19);
    for (const kind of contentBlocksGroup.kinds) expect(kind.defaults, kind.key).toHaveProperty('anchor', '');
  });

  it('sets the anchor as the section id, so in-page links resolve', () => {
    const { container } = renderBlock('morning-schedule', { anchor: 'morgenroutine' });
    expect(container.querySelector('#morgenroutine')).not.toBeNull();
  });

  it('shows the morning schedule defaults: Mon/Wed/Fri 06:30, 45 minutes, 8/12/6 spots, 135 minutes saved', () => {
    renderBlock('morning-schedule');
    const slots = screen.getAllByRole('listitem').filter((item) => item.className.includes('morning__slot'));
    expect(slots.map((slot) => within(slot).getByText(/Uhr/).textContent)).toEqual([
      ' 06:30 Uhr · 45 Minuten',
      ' 06:30 Uhr · 45 Minuten',
      ' 06:30 Uhr · 45 Minuten',
    ]);
    expect(slots.map((slot) => slot.querySelector('.morning__day')?.textContent)).toEqual([
      'Montag',
      'Mittwoch',
      'Freitag',
    ]);
    expect(slots.map((slot) => within(slot).getByText(/Plätze frei/).textContent)).toEqual([
      ' Noch 8 Plätze frei',
      ' Noch 12 Plätze frei',
      ' Noch 6 Plätze frei',
    ]);
    expect(screen.getByText(/Bis zu 135 Minuten pro Woche/)).toBeTruthy();
  });

  it('renders the comparison as a real table with row headers', () => {
    renderBlock('comparison-table');
    const table = screen.getByRole('table', { name: 'Klassisches Studio oder Kraftraum Studio?' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Klassisches Training', 'Kraftraum Studio']);
    expect(within(table).getByRole('rowheader', { name: 'Dauer pro Einheit' })).toBeTruthy();
  });

  it('always shows 4 gallery images, padding fewer with placeholders, the last one wide', () => {
    const { container } = renderBlock('image-gallery', { images: [{ src: 'gallery-2', alt: 'Hanteln' }] });
    const items = container.querySelectorAll('.image-gallery__item');
    expect(items).toHaveLength(4);
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(3);
    expect(items[3]?.classList.contains('image-gallery__item--wide')).toBe(true);
    expect(screen.getByRole('img', { name: 'Hanteln' })).toBeTruthy();
  });

  it('makes feature grid cards 1 and 3 wide', () => {
    const { container } = renderBlock('feature-grid');
    const wide = [...container.querySelectorAll('.feature-grid__card')].map((card) =>
      card.classList.contains('feature-grid__card--wide'),
    );
    expect(wide).toEqual([true, false, true, false]);
  });

  it('plays an external video only through the consent embed, after the labelled play button', async () => {
    const user = userEvent.setup();
    const { container } = renderBlock('content-section', {
      mediaUrl: 'https://www.youtube-nocookie.com/embed/abc',
    });
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(screen.queryByTestId('embed-placeholder')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Video abspielen' }));
    expect(screen.getByTestId('embed-placeholder').textContent).toContain('Video von YouTube ist blockiert');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Video einmal laden' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
  });

  it("plays the studio's own video file directly", async () => {
    const user = userEvent.setup();
    const { container } = renderBlock('content-section', { mediaUrl: '/media/training.mp4' });
    await user.click(screen.getByRole('button', { name: 'Video abspielen' }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/training.mp4');
    expect(screen.queryByTestId('consent-embed')).toBeNull();
  });

  it('keeps the modal hidden by default; its trigger opens it and Escape closes it', async () => {
    const user = userEvent.setup();
    renderBlock('modal-dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mehr über das Probetraining' }));
    expect(screen.getByRole('dialog', { name: 'Dein kostenloses Probetraining' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each success-stories part only while its toggle is on', () => {
    const { unmount } = renderBlock('success-stories');
    expect(screen.getByText('Vorher')).toBeTruthy();
    expect(screen.getByText('Transformationen')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zur 7-Wochen-Challenge/ })).toBeTruthy();
    unmount();
    renderBlock('success-stories', { showBeforeAfter: false, showSummaryStats: false, showCta: false });
    expect(screen.queryByText('Vorher')).toBeNull();
    expect(screen.queryByText('Transformationen')).toBeNull();
    expect(screen.queryByRole('link', { name: /Zur 7-Wochen-Challenge/ })).toBeNull();
  });

  it('gives the gym hero one h1, the 45/6:30/100 statistics and the trust points', () => {
    renderBlock('gym-hero');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const stats = [...document.querySelectorAll('.hero__stats .stat-card')].map((card) => [
      card.querySelector('.visually-hidden')?.textContent,
      card.querySelector('.stat-card__label')?.textContent,
    ]);
    expect(stats).toEqual([
      ['45 Min.', 'Training'],
      ['6:30 Uhr', 'Kursstart'],
      ['100 %', 'Zufriedenheit'],
    ]);
    for (const text of ['Keine Anmeldegebühr', 'Flexible Verträge', 'Professionelle Trainer'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it("opens the funnel through the page's '#probetraining' anchor, or links there without a funnel", async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    const { unmount } = renderBlock('recommendation-funnel', {}, (node) => (
      <ActionTargetsContext.Provider value={['#probetraining']}>
        <ActionContext.Provider value={(target) => opened.push(target) > 0}>{node}</ActionContext.Provider>
      </ActionTargetsContext.Provider>
    ));
    await user.click(screen.getByRole('button', { name: 'Empfehlung erhalten' }));
    expect(opened).toEqual(['#probetraining']);
    unmount();
    renderBlock('recommendation-funnel');
    expect(screen.getByRole('link', { name: 'Empfehlung erhalten' }).getAttribute('href')).toBe(
      '#probetraining',
    );
  });
});
