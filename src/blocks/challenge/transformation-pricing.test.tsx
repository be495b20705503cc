import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { transformationPricingKind } from '#domain/blocks/kinds/challenge';
import { challengeBlocks } from '.';
import { TransformationPricing } from './transformation-pricing';

function renderPricing(props: object = {}) {
  return render(
    <MemoryRouter>
      <TransformationPricing {...blockProps(challengeBlocks['transformation-pricing']!, props)} />
    </MemoryRouter>,
  );
}

const plan = (name: string) => screen.getByRole('listitem', { name });

describe('challenge pricing', () => {
  it('shows 6 features and 2 bonus features, then "+ N weitere Features"', () => {
    renderPricing({
      plans: [
        {
          ...transformationPricingKind.defaults.plans[1],
          features: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'],
          bonusFeatures: ['B1', 'B2', 'B3'],
        },
      ],
    });
    const card = plan('Hybrid Transform');
    expect(within(card).getByText('A6')).toBeTruthy();
    expect(within(card).queryByText('A7')).toBeNull();
    expect(within(card).getByText('B2')).toBeTruthy();
    expect(within(card).queryByText('B3')).toBeNull();
    expect(within(card).getByText('+ 3 weitere Features')).toBeTruthy();
  });

  it('has the three default plans with Hybrid Transform at 297€ one-off and links to /kontakt with utm parameters', () => {
    renderPricing();
    const hybrid = plan('Hybrid Transform');
    expect(within(hybrid).getByText('297€')).toBeTruthy();
    expect(within(hybrid).getByText('einmalig')).toBeTruthy();
    expect(within(hybrid).getByText('3 Personal Trainings')).toBeTruthy();
    expect(within(hybrid).getByText('+ 2 weitere Features')).toBeTruthy();
    expect(within(plan('Core Start')).getByText('50% Rabatt für 2 Monate')).toBeTruthy();
    expect(within(plan('Core Start')).queryByText(/weitere Features/)).toBeNull();
    const href = within(hybrid).getByRole('link', { name: 'Jetzt Challenge starten' }).getAttribute('href')!;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/kontakt');
    expect(url.searchParams.get('utm_source')).toBeTruthy();
    expect(url.searchParams.get('utm_medium')).toBeTruthy();
    expect(url.searchParams.get('utm_campaign')).toBeTruthy();
  });

  it('compares the packages in a real table with header cells', () => {
    renderPricing();
    const table = screen.getByRole('table', { name: 'Die Pakete im Vergleich' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Leistung', 'Core Start', 'Hybrid Transform', 'High Performance']);
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect(Array.from(row('Personal Trainings'), (cell) => cell.textContent)).toEqual([
      '–Nicht enthalten',
      '3',
      '7',
    ]);
    expect(Array.from(row('Cashback bei Abschluss'), (cell) => cell.textContent)).toEqual([
      '–Nicht enthalten',
      '100€',
      '100€',
    ]);
    expect(Array.from(row('Guthaben auf die Mitgliedschaft'), (cell) => cell.textContent)).toEqual([
      '50% Rabatt für 2 Monate',
      '297€ über 6 Monate',
      '497€ über 6 Monate',
    ]);
    expect(screen.getByRole('region', { name: 'Die Pakete im Vergleich' }).getAttribute('tabindex')).toBe(
      '0',
    );
  });
});
