// The tiers block with the studio's types (issue 31): a type sold online shows monthly price, minimum term,
// Startpaket and the total for the term (§ 3 PAngV) and 'Mitglied werden' beside the trial training; a type not
// sold online shows neither.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { membershipTiersKind } from '#domain/blocks/kinds/core';
import type { PublicMembershipType } from '#domain/memberships/schemas';
import { hybridPro } from '../../../testing/membership-types';
import { FunnelProvider } from '../registry';
import { MembershipTiers } from './membership-tiers';
import { tierOfType } from './tier-card';

const type = (name: string, patch: Partial<PublicMembershipType>) => hybridPro({ id: 1, name, ...patch });

function renderTiers(types: PublicMembershipType[]) {
  render(
    <MemoryRouter>
      <FunnelProvider>
        <MembershipTiers {...membershipTiersKind.defaults} source="studio" tiers={types.map(tierOfType)} />
      </FunnelProvider>
    </MemoryRouter>,
  );
}

describe('the tiers with contract terms', () => {
  it('shows the total price for the minimum term and the way to the checkout for a type sold online', () => {
    renderTiers([
      type('HYBRID PRO', {}),
      type('10er-Karte', { id: 2, soldOnline: false, minimumTermMonths: null }),
    ]);
    const sold = screen.getByRole('article', { name: 'Mitgliedschaft HYBRID PRO' });
    expect(within(sold).getByText('Gesamtpreis für 6 Monate').nextElementSibling?.textContent).toBe(
      '683,00 €',
    );
    expect(within(sold).getByText('Startpaket (einmalig)').nextElementSibling?.textContent).toBe('29,00 €');
    expect(
      within(sold)
        .getByRole('link', { name: /Mitglied werden ?\(HYBRID PRO\)/ })
        .getAttribute('href'),
    ).toBe('/mitglied-werden/hybrid-pro');
    expect(
      within(sold).getByRole('button', { name: /Probetraining vereinbaren ?\(HYBRID PRO\)/ }),
    ).toBeTruthy();

    const card = screen.getByRole('article', { name: 'Mitgliedschaft 10er-Karte' });
    expect(within(card).queryByText(/Gesamtpreis/)).toBeNull();
    expect(within(card).queryByRole('link', { name: /Mitglied werden/ })).toBeNull();
  });
});
