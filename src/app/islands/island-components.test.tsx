// The islands' components are the registry's, one component per block (decision 0183), their map is built from the
// definitions (decision 0215), and an island that gets no query cache renders without one.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateWhen } from '#domain/blocks/define';
import { KIND_DEFINITIONS } from '#domain/blocks/kinds/index';
import { KIND_ISLANDS } from 'virtual:kind-islands';
import { blockProps } from '../../components/blocks/block';
import { blockRegistry } from '../blocks/registry';
import { InstallApp } from '../install-app';
import { BookableWeekGrid } from '../routes/booking-slot';
import { ConsentBanner } from '../../features/consent/consent-banner';
import { LocatedCatalogue } from '../located-catalogue';
import { CancellationForm } from '../../features/contracts/components/cancellation-form';
import { CheckoutForm } from '../../features/contracts/components/checkout-form';
import { WithdrawalForm } from '../../features/contracts/components/withdrawal-form';
import { VisitorHeader } from '../layouts/visitor-header';
import { islandComponent, LAYOUT_ISLANDS, readsQueries } from './island-components';
import { IslandFrame } from './island-frame';

const hydrating = Object.values(KIND_DEFINITIONS)
  .filter((kind) => hydrateWhen(kind.browser) !== null)
  .map((kind) => kind.key);

describe("the islands' components", () => {
  it('the map has a loader for each kind whose definition hydrates, and for no other kind', () => {
    const missing = hydrating.filter((kind) => !Object.hasOwn(KIND_ISLANDS, kind));
    expect(missing, 'kinds that hydrate without an island').toEqual([]);
    expect(Object.keys(KIND_ISLANDS).sort()).toEqual([...hydrating].sort());
  });

  it("each is the registry's component, the default export of the module named after its kind", async () => {
    const interactive = Object.entries(blockRegistry).filter(([, definition]) =>
      hydrateWhen(definition.browser),
    );
    expect(interactive.map(([kind]) => kind).sort()).toEqual([...hydrating].sort());
    for (const [kind, definition] of interactive) {
      expect(await islandComponent(kind), kind).toBe(definition.component);
    }
  });

  it("the layout's islands are the components the server renders", async () => {
    expect(Object.keys(LAYOUT_ISLANDS).sort()).toEqual([
      '@cancellation',
      '@catalogue',
      '@checkout',
      '@consent-banner',
      '@install-app',
      '@site-header',
      '@week',
      '@withdrawal',
    ]);
    expect(await islandComponent('@site-header')).toBe(VisitorHeader);
    expect(await islandComponent('@catalogue')).toBe(LocatedCatalogue);
    expect(await islandComponent('@consent-banner')).toBe(ConsentBanner);
    expect(await islandComponent('@week')).toBe(BookableWeekGrid);
    expect(await islandComponent('@install-app')).toBe(InstallApp);
    expect(await islandComponent('@checkout')).toBe(CheckoutForm);
    expect(await islandComponent('@cancellation')).toBe(CancellationForm);
    expect(await islandComponent('@withdrawal')).toBe(WithdrawalForm);
    await expect(islandComponent('no-such-kind')).rejects.toThrow(/unknown island kind/);
  });

  it('an island without the query cache renders without one (a kind that reads it would throw)', async () => {
    const kinds = Object.entries(blockRegistry).filter(([, definition]) => hydrateWhen(definition.browser));
    for (const [kind, definition] of kinds) {
      if (readsQueries(kind)) continue;
      const Component = await islandComponent(kind);
      const html = renderToString(
        <IslandFrame url="/">
          <Component {...blockProps(definition, undefined)} />
        </IslandFrame>,
      );
      expect(html.length, kind).toBeGreaterThan(0);
    }
    const Tiers = await islandComponent('membership-tiers');
    expect(() =>
      renderToString(
        <IslandFrame url="/">
          <Tiers {...blockProps(blockRegistry['membership-tiers']!, { source: 'studio' })} />
        </IslandFrame>,
      ),
    ).toThrow(/QueryClient/);
  });
});
