import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { faqKind } from '#domain/blocks/kinds/core';
import { FaqSection } from '../../components/layout/faq/faq-section';

const faqs = [
  {
    question: 'Was kostet es?',
    answer: 'Ab <strong>197€</strong>',
    category: 'mitgliedschaft',
  },
  {
    question: 'Brauche ich Erfahrung?',
    answer: 'Nein.',
    category: 'training',
    links: [{ text: 'Kursplan ansehen', url: '/kurse' }],
  },
  { question: 'Wo seid ihr?', answer: 'In der Innenstadt.', category: 'allgemein' },
];

function renderFaq() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <FaqSection {...faqKind.defaults} faqs={faqs} />
    </MemoryRouter>,
  );
  return user;
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('FAQ section', () => {
  it('opens several answers at once and toggles with click, Enter and Space', async () => {
    const user = renderFaq();
    await user.click(trigger('Was kostet es?'));
    await user.click(trigger('Brauche ich Erfahrung?'));
    expect(trigger('Was kostet es?').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Brauche ich Erfahrung?').getAttribute('aria-expanded')).toBe('true');
    trigger('Wo seid ihr?').focus();
    await user.keyboard('{Enter}');
    expect(trigger('Wo seid ihr?').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(trigger('Wo seid ihr?').getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger('Was kostet es?'));
    expect(trigger('Was kostet es?').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the answer markup as written (checked before it ships: src/app/blocks/faq-markup.test.ts)', async () => {
    const user = renderFaq();
    await user.click(trigger('Was kostet es?'));
    const region = screen.getByRole('region', { name: 'Was kostet es?' });
    expect(within(region).getByText('197€').tagName).toBe('STRONG');
  });

  it('searches question and answer, combined with the category; choosing a category clears search and closes all', async () => {
    const user = renderFaq();
    await user.click(trigger('Wo seid ihr?'));
    await user.type(screen.getByLabelText('Fragen durchsuchen'), 'INNENSTADT');
    expect(screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent)).toEqual([
      'Wo seid ihr?',
    ]);
    expect(screen.queryByRole('button', { name: 'Was kostet es?' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Training/ }));
    expect((screen.getByLabelText('Fragen durchsuchen') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: /Training/ }).getAttribute('aria-pressed')).toBe('true');
    expect(trigger('Brauche ich Erfahrung?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Wo seid ihr?' })).toBeNull();

    await user.type(screen.getByLabelText('Fragen durchsuchen'), 'kostet');
    expect(screen.getByText('Keine Ergebnisse gefunden')).toBeTruthy();
    expect(screen.getByText('Versuche andere Suchbegriffe oder kontaktiere uns direkt.')).toBeTruthy();
  });

  it("lists an answer's 'Hilfreiche Links'", async () => {
    const user = renderFaq();
    await user.click(trigger('Brauche ich Erfahrung?'));
    expect(screen.getByText('Hilfreiche Links')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kursplan ansehen' }).getAttribute('href')).toBe('/kurse');
  });
});
