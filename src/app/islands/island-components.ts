// The component each island hydrates (decision 0183). The layout's islands are named '@…'; a block kind's loader
// comes from 'virtual:kind-islands', which the build derives from the definitions (issue 35, decision 0215): every
// kind that hydrates, each its own chunk, its component the default export of the module named after the kind
// (tools/build/plugins/kind-islands.ts). A unit test (island-components.test.tsx) checks that each is the very
// component the registry renders.
import type { ComponentType } from 'react';
import { KIND_ISLANDS, KIND_READS_API } from 'virtual:kind-islands';

type Loader = () => Promise<ComponentType<never>>;

/** The layout's islands, the parts of blocks made of islands (`browser: { parts }`) and the catalogue's. */
export const LAYOUT_ISLANDS: Record<string, Loader> = {
  '@site-header': async () => (await import('../layouts/visitor-header')).VisitorHeader,
  '@consent-banner': async () => (await import('../../features/consent/consent-banner')).ConsentBanner,
  '@week': async () => (await import('../routes/booking-slot')).BookableWeekGrid,
  '@install-app': async () => (await import('../install-app')).InstallApp,
  '@catalogue': async () => (await import('../located-catalogue')).LocatedCatalogue,
  // The contract pages' forms (issue 31, decision 0192).
  '@checkout': async () => (await import('../../features/contracts/components/checkout-form')).CheckoutForm,
  '@cancellation': async () =>
    (await import('../../features/contracts/components/cancellation-form')).CancellationForm,
  '@withdrawal': async () =>
    (await import('../../features/contracts/components/withdrawal-form')).WithdrawalForm,
};

/** The layout's islands that read the API through the query cache; a kind's definition says it of its own. */
const LAYOUT_READS_API = new Set(['@week', '@catalogue']);

/** Whether an island reads the API through the query cache: its frame gets one (./island-queries.ts). */
export function readsQueries(kind: string): boolean {
  return LAYOUT_READS_API.has(kind) || KIND_READS_API.has(kind);
}

/** An island's component: the layout's or a block kind's. */
export async function islandComponent(kind: string): Promise<ComponentType<object>> {
  const loader = Object.hasOwn(LAYOUT_ISLANDS, kind)
    ? LAYOUT_ISLANDS[kind]
    : Object.hasOwn(KIND_ISLANDS, kind)
      ? KIND_ISLANDS[kind]
      : undefined;
  if (!loader) throw new Error(`unknown island kind ${kind}`);
  return (await loader()) as ComponentType<object>;
}
