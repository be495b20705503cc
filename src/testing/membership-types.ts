// A public membership type for the tests of the tiers, the funnel and the checkout: HYBRID PRO as the seed sells
// it online (109 € a month, Startpaket 29 €, 6 months' minimum term, 4 weeks' notice: 683 € for the term).
import type { PublicMembershipType } from '#domain/memberships/schemas';

export function hybridPro(patch: Partial<PublicMembershipType> = {}) {
  return {
    id: 2,
    name: 'HYBRID PRO',
    badge: 'BELIEBT',
    weeklyPriceCents: 2500,
    monthlyPriceCents: 10900,
    oneTimePriceCents: null,
    features: ['Alle Kurse'],
    sortOrder: 20,
    soldOnline: true,
    setupFeeCents: 2900,
    minimumTermMonths: 6,
    noticePeriodWeeks: 4,
    ...patch,
  } satisfies PublicMembershipType;
}
