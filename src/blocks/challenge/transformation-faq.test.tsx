import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { challengeBlocks } from '.';

function renderFaq() {
  const definition = challengeBlocks['transformation-faq']!;
  const Component = definition.component;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Component {...blockProps(definition, {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('challenge FAQ', () => {
  it('has the anchors faq and still-have-questions with the four contact cards inside', () => {
    const { container } = renderFaq();
    expect(container.querySelector('section')?.id).toBe('faq');
    const contact = container.querySelector('#still-have-questions')!;
    expect(contact.textContent).toContain('innerhalb von 2 Stunden');
    for (const id of ['beratung', 'whatsapp', 'kontakt', 'probetraining'])
      expect(contact.querySelector(`#${id}`), id).not.toBeNull();
  });

  it('answers with the seed figures and the answer links', () => {
    renderFaq();
    fireEvent.click(screen.getByRole('button', { name: 'Was kostet die 7-Wochen-Challenge?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wie bekomme ich die 100€ Cashback?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gibt es eine Geld-zurück-Garantie?' }));
    fireEvent.click(screen.getByRole('button', { name: /Wie schnell bekomme ich eine Antwort/ }));
    const text = document.body.textContent!;
    for (const figure of [
      '197€',
      '297€',
      '497€',
      '30 Tagen',
      '60 Tagen',
      '90 Tagen',
      '80% der Trainings',
      '24h',
    ])
      expect(text).toContain(figure);
    const hrefs = Array.from(document.querySelectorAll('.faq__links a'), (link) => link.getAttribute('href'));
    for (const target of ['/kontakt', '#faq', '#beratung', '#galerie', '#whatsapp'])
      expect(hrefs).toContain(target);
  });
});
