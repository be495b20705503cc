// The anchor that opens the recommendation funnel ('Probetraining'): a call to action's link to it is claimed by
// the page's FunnelProvider (./funnel/funnel-context.tsx), and on a page of islands by the islands' entry for a
// link outside a hydrated island (src/app/islands/entry.tsx). Apart, so the entry loads none of the funnel.
export { TRIAL_ANCHOR as FUNNEL_ANCHOR } from '../../config/paths';
