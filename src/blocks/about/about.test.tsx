import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockProps, type BlockDefinition } from '../../components/blocks/block';
import { aboutBlocks } from '.';

const aboutTeamBlock = aboutBlocks['about-team']!;
const aboutStoryBlock = aboutBlocks['about-story']!;

function renderBlock<P extends object>(block: BlockDefinition<P>, props: object = {}) {
  const Component = block.component;
  render(
    <MemoryRouter>
      <button type="button">davor</button>
      <Component {...blockProps(block, props)} />
    </MemoryRouter>,
  );
}

describe('team flip cards', () => {
  it('turn on keyboard focus, toggle with Enter and Space, and turn back when focus leaves', async () => {
    const user = userEvent.setup();
    renderBlock(aboutTeamBlock);
    const lena = screen.getByRole('button', { name: 'Mehr über Lena' });
    const card = lena.closest('li')!;
    expect(lena.getAttribute('aria-expanded')).toBe('false');
    expect(card.hasAttribute('data-flipped')).toBe(false);

    screen.getByRole('button', { name: 'davor' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(lena);
    expect(lena.getAttribute('aria-expanded')).toBe('true');
    expect(card.hasAttribute('data-flipped')).toBe(true);
    const back = document.getElementById(lena.getAttribute('aria-controls')!)!;
    expect(within(back).getByText(/Leichtathletin/)).toBeTruthy();

    await user.keyboard('{Enter}');
    expect(lena.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(lena.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(lena.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{Enter}');
    // The back's contact link is reachable while the card shows it; leaving the card turns it back.
    await user.tab();
    expect(document.activeElement?.textContent).toContain('E-Mail');
    expect(lena.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mehr über Jonas' }));
    expect(lena.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click turns the card once (the pointer focus alone does not)', async () => {
    const user = userEvent.setup();
    renderBlock(aboutTeamBlock);
    const jonas = screen.getByRole('button', { name: 'Mehr über Jonas' });
    await user.click(jonas);
    expect(jonas.getAttribute('aria-expanded')).toBe('true');
    await user.click(jonas);
    expect(jonas.getAttribute('aria-expanded')).toBe('false');
  });

  it('names each person in the portrait alt text', () => {
    renderBlock(aboutTeamBlock);
    expect(screen.getByRole('img', { name: 'Porträt von Aylin Demir' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Porträt von / })).toHaveLength(8);
  });
});

describe('story timeline', () => {
  it('shows each status as text and emphasises the item at the current index', () => {
    const item = (title: string) => ({
      title,
      subtitle: '',
      description: `${title} beschrieben`,
      year: '2020',
      iconName: 'flame',
      status: 'upcoming',
      metrics: [{ label: 'Mitglieder', value: 100, suffix: '+' }],
      highlights: [],
    });
    renderBlock(aboutStoryBlock, { currentIndex: 1, items: [item('Eins'), item('Zwei'), item('Drei')] });
    const items = document.querySelectorAll<HTMLElement>('ol.story > li');
    expect([...items].map((li) => li.querySelector('.story__status')?.textContent)).toEqual([
      'Abgeschlossen',
      'Aktuell',
      'Geplant',
    ]);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(items[0]!).getByText('100+')).toBeTruthy();
  });

  it('shows an item’s image when the document sets one', () => {
    renderBlock(aboutStoryBlock, {
      items: [
        { title: 'Mit Bild', year: '2025', status: 'current', image: 'location' },
        { title: 'Ohne Bild' },
      ],
    });
    const items = document.querySelectorAll<HTMLElement>('ol.story > li');
    expect(items[0]!.querySelector('img.story__image')).toBeTruthy();
    expect(items[1]!.querySelector('img')).toBeNull();
  });
});

describe('location', () => {
  it('shows address, opening hours and the consent-gated map with the block’s map title', () => {
    renderBlock(aboutBlocks['about-location']!);
    expect(screen.getByRole('heading', { level: 2, name: 'So findest du uns' })).toBeTruthy();
    expect(screen.getByText('Montag bis Freitag').nextElementSibling?.textContent).toBe('6:00–22:00 Uhr');
    expect(screen.getByText('Samstag').nextElementSibling?.textContent).toBe('8:00–20:00 Uhr');
    expect(screen.getByText('Sonntag').nextElementSibling?.textContent).toBe('10:00–18:00 Uhr');
    const details = document.querySelector<HTMLElement>('.about-location__details')!;
    expect(
      within(details)
        .getByRole('link', { name: /Route planen/ })
        .getAttribute('target'),
    ).toBe('_blank');
    const map = screen.getByRole('region', { name: 'Lageplan' });
    expect(within(map).getByTestId('embed-placeholder').textContent).toContain(
      'Karte von OpenStreetMap ist blockiert',
    );
    expect(document.getElementById('kontakt')).toBeTruthy();
  });
});
