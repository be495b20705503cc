import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { EVENT_CARDS, TIMELINE_ITEMS, type EventCardData } from '#domain/blocks/kinds/level-up';
import { levelUpBlocks } from '.';
import { EventCards } from './event-cards';
import { TimelineCards } from './timeline-cards';

const timelineCardsBlock = levelUpBlocks['timeline-cards']!;
const eventCardsBlock = levelUpBlocks['event-cards']!;

function renderTimeline(props: object = {}) {
  return render(
    <MemoryRouter>
      <TimelineCards {...blockProps(timelineCardsBlock, props)} />
    </MemoryRouter>,
  );
}

const statuses = () =>
  screen.getAllByRole('listitem').flatMap((item) => (item.dataset.status ? [item.dataset.status] : []));
const statusWords = () =>
  Array.from(document.querySelectorAll('.lu-tl__item .lu-status')).map((el) =>
    el.textContent?.replace('Status: ', ''),
  );

describe('timeline cards', () => {
  it('follow the current step: default 1 is active, the rest pending; progress 1/4', () => {
    renderTimeline();
    expect(statuses()).toEqual(['active', 'pending', 'pending', 'pending']);
    expect(statusWords()).toEqual(['aktueller Schritt', 'ausstehend', 'ausstehend', 'ausstehend']);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('on step 3: steps 1 and 2 completed, 3 active (aria-current), 4 pending', () => {
    renderTimeline({ currentStep: 3 });
    expect(statuses()).toEqual(['completed', 'completed', 'active', 'pending']);
    const active = document.querySelector('[aria-current="step"]');
    expect(active?.textContent).toContain(TIMELINE_ITEMS[2]?.title);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
  });

  it('caps the progress at 100 % past the last step', () => {
    renderTimeline({ currentStep: 9 });
    expect(statuses()).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/Schritt 4 von 4/)).toBeTruthy();
  });

  it("keeps an item's own status over the current step", () => {
    const items = TIMELINE_ITEMS.map((item, index) =>
      index === 3 ? { ...item, status: 'completed' } : item,
    );
    renderTimeline({ items, currentStep: 1 });
    expect(statuses()).toEqual(['active', 'pending', 'pending', 'completed']);
  });

  it('lets an entry the editor added (empty status, flags off) follow the current step', () => {
    const items = TIMELINE_ITEMS.map((item) => ({ ...item, status: '', active: false, completed: false }));
    renderTimeline({ items, currentStep: 2 });
    expect(statuses()).toEqual(['completed', 'active', 'pending', 'pending']);
  });

  it.each([
    ['sm', '80px'],
    ['md', '96px'],
    ['lg', '112px'],
  ])('size %s draws a %s connector', (size, height) => {
    renderTimeline({ size });
    expect((document.querySelector('.lu-tl') as HTMLElement).style.getPropertyValue('--lu-connector')).toBe(
      height,
    );
  });

  it('staggers the cards 100 ms apart and never later than 700 ms', () => {
    const items = Array.from({ length: 10 }, (_, index) => ({
      ...TIMELINE_ITEMS[0]!,
      key: `s${index}`,
      title: `Schritt ${index + 1}`,
      step: index + 1,
    }));
    renderTimeline({ items });
    const delays = Array.from(document.querySelectorAll<HTMLElement>('.lu-tl__item')).map((item) =>
      item.style.getPropertyValue('--lu-delay'),
    );
    expect(delays).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
      '400ms',
      '500ms',
      '600ms',
      '700ms',
      '700ms',
      '700ms',
    ]);
  });
});

describe('event cards', () => {
  const base = EVENT_CARDS[0]!;
  const card = (patch: Partial<EventCardData>): EventCardData => ({ ...base, ...patch });

  it('write each status out and colour it by its variant (unknown → default)', () => {
    const cards = (['default', 'success', 'warning', 'error', 'info', 'bunt'] as const).map((variant) =>
      card({
        title: `Event ${variant}`,
        status: `Status ${variant}`,
        statusVariant: variant as EventCardData['statusVariant'],
      }),
    );
    render(
      <MemoryRouter>
        <EventCards {...blockProps(eventCardsBlock, { cards })} />
      </MemoryRouter>,
    );
    for (const variant of ['default', 'success', 'warning', 'error', 'info']) {
      const article = screen.getByRole('heading', { name: `Event ${variant}` }).closest('article')!;
      const status = within(article).getByText(`Status ${variant}`);
      expect(status.className).toContain(`lu-event-status--${variant}`);
      expect(status.textContent).toBe(`Status: Status ${variant}`);
    }
    const unknown = screen.getByRole('heading', { name: 'Event bunt' }).closest('article')!;
    expect(within(unknown).getByText('Status bunt').className).toContain('lu-event-status--default');
  });

  it('clamps the progress to 0–100 and hides the bar for a negative value', () => {
    const cards = [
      card({ title: 'Voll', progress: 150, progressLabel: 'Ausgebucht' }),
      card({ title: 'Ohne', progress: -1, progressLabel: '' }),
    ];
    render(
      <MemoryRouter>
        <EventCards {...blockProps(eventCardsBlock, { cards })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Ausgebucht' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('render the defaults: the next editions with their calls to action', () => {
    render(
      <MemoryRouter>
        <EventCards {...eventCardsBlock.defaults} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Anmeldung offen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Platz sichern' }).getAttribute('href')).toBe(
      '/kontakt?source=level-up-week',
    );
  });
});
