// The marketing feature's public face: the recommendation funnel the site's calls to action open. Its blocks are
// defined in domain/blocks/kinds/core.ts and drawn in src/blocks/core.
export { FunnelProvider, useFunnel } from './funnel/funnel-context';
export { FUNNEL_ANCHOR } from './funnel-anchor';
