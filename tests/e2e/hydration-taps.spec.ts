// Taps while an island hydrates count exactly once (issue 36 item 4, decision 0200). early-input.spec holds the
// scripts back and taps before any code runs; here the island's hydration is held mid-way instead: React's
// scheduler works in slices, each a task it posts to itself, and the page's posts are held until the test lets
// them through. An island is tapped with its root created but its render held, and again with its render
// committed but its effects held, for each moment an island hydrates at (load, visible, idle, interaction), by
// a pointer, by Enter, by Space and by a click alone (what a screen reader sends). A lost tap leaves the toggle
// closed; a doubled one opens and closes it (two changes of aria-expanded) or stores the consent twice.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { holdScripts, scrollIntoView } from './support/hydration';
import { STORAGE_KEYS } from '../../src/config/storage-keys';

/** What the page's window holds for these tests (the specs compile without the DOM's types). */
interface PageGlobals {
  /** The held slices of React's scheduler (holdSlices below). */
  __slices: { held(): number; step(): void; release(): void };
  /** How often each localStorage key was written. */
  __writes: Record<string, number>;
  /** The recorder's taps not yet replayed (src/app/ssr/early-input.ts). */
  __earlyInput?: { taps: unknown[] };
  localStorage: { getItem(key: string): string | null };
  /** Each counter of aria-expanded changes (countToggles). */
  toggles?: Record<string, number>;
  requestAnimationFrame(run: () => void): number;
  MessagePort: { prototype: { postMessage(this: unknown, ...args: unknown[]): void } };
  Storage: { prototype: { setItem(this: unknown, key: string, value: string): void } };
  MutationObserver: new (observe: (records: Array<{ attributeName: string | null }>) => void) => {
    observe(target: unknown, options: { attributes: boolean; attributeFilter: string[] }): void;
  };
}

/** An element as these tests look at it in the page. */
interface PageElement {
  hasAttribute(name: string): boolean;
  contains(other: unknown): boolean;
}

/**
 * Runs in the page before its scripts: React's scheduler asks for its next slice by posting an empty message to
 * its own MessageChannel; those posts are kept until step() lets one through or release() lets all of them.
 * Every localStorage write is counted too.
 */
function holdSlices(): void {
  const page = globalThis as unknown as PageGlobals;
  const post = page.MessagePort.prototype.postMessage;
  const held: unknown[] = [];
  let holding = true;
  page.MessagePort.prototype.postMessage = function (this: unknown, ...args: unknown[]) {
    if (args[0] === null && holding) {
      held.push(this);
      return;
    }
    post.apply(this, args);
  };
  page.__slices = {
    held: () => held.length,
    step: () => {
      const port = held.shift();
      if (port) post.call(port, null);
    },
    release: () => {
      holding = false;
      for (const port of held.splice(0)) post.call(port, null);
    },
  };
  const writes: Record<string, number> = {};
  page.__writes = writes;
  const setItem = page.Storage.prototype.setItem;
  page.Storage.prototype.setItem = function (this: unknown, key: string, value: string) {
    writes[key] = (writes[key] ?? 0) + 1;
    setItem.call(this, key, value);
  };
}

type Phase = 'render held' | 'effects held';

/**
 * The page's scripts held back (the islands' entry not yet run, so no island listens for its first contact) while
 * the visitor taps or types; then let through.
 */
const CODE_HELD = 'code held back';

/**
 * Where the island's hydration stands: its code still on the way, its root created with the render not done, its
 * render committed, or its hydration finished (the island marked). React keeps the root on the island's element.
 */
function hydrationOf(node: unknown): 'code' | 'rendering' | 'committed' | 'hydrated' {
  const island = node as PageElement & Record<string, { stateNode: { current: { memoizedState: object } } }>;
  if (island.hasAttribute('data-hydrated')) return 'hydrated';
  const key = Object.keys(island).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return 'code';
  const state = island[key]!.stateNode.current.memoizedState as { isDehydrated?: boolean };
  return state.isDehydrated ? 'rendering' : 'committed';
}

/**
 * Waits for the islands' entry to have started: it sets up every island's moment at once and creates the
 * header's root (due at load) right after, so a hover or focus from then on starts an island's hydration.
 */
async function entryStarted(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-when="load"]').first().evaluate(hydrationOf)).not.toBe('code');
}

/**
 * Lets the island's hydration run to the phase: its root created, then (for 'effects held') one slice after
 * another until its render has committed; the slice that would run its effects stays held.
 */
async function holdAt(page: Page, island: Locator, phase: Phase): Promise<void> {
  await expect.poll(() => island.evaluate(hydrationOf)).toBe('rendering');
  if (phase === 'render held') return;
  for (let step = 0; step < 200; step += 1) {
    const state = await island.evaluate(hydrationOf);
    if (state !== 'rendering') break;
    await page.evaluate(async () => {
      const slices = (globalThis as unknown as PageGlobals).__slices;
      if (slices.held() === 0) return new Promise((resolve) => setTimeout(resolve, 5));
      slices.step();
      // The slice runs as its own task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  // Committed, its effects still to come (they are a slice of their own) — or already marked, as the product
  // marks an island when its render commits.
  expect(['committed', 'hydrated']).toContain(await island.evaluate(hydrationOf));
  expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__slices.held())).toBeGreaterThan(
    0,
  );
}

/** Lets every held slice run, and waits until the island has hydrated and replayed what it recorded. */
async function releaseAndSettle(page: Page, island: Locator): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as PageGlobals).__slices.release());
  // Released, the island finishes its slices: 15 s, as with two browser lanes side by side it took over 10 s once.
  await expect.poll(() => island.evaluate(hydrationOf), { timeout: 15_000 }).toBe('hydrated');
  await expect
    .poll(() =>
      island.evaluate(
        (element: unknown) =>
          ((globalThis as unknown as PageGlobals).__earlyInput?.taps ?? []).filter((tap) =>
            (element as PageElement).contains(tap),
          ).length,
      ),
    )
    .toBe(0);
  // A replayed step runs a task after the commit; two more tasks and a frame leave room for a late double.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          const page = globalThis as unknown as PageGlobals;
          page.requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0));
        }, 0),
      ),
  );
}

/** Counts each change of the button's aria-expanded from now on. */
async function countToggles(button: Locator): Promise<() => Promise<number>> {
  const name = `button${Math.random().toString(36).slice(2)}`;
  await button.evaluate((element: unknown, name) => {
    const page = globalThis as unknown as PageGlobals;
    const toggles = (page.toggles ??= {});
    toggles[name] = 0;
    new page.MutationObserver((records) => {
      toggles[name]! += records.filter((record) => record.attributeName === 'aria-expanded').length;
    }).observe(element, { attributes: true, attributeFilter: ['aria-expanded'] });
  }, name);
  return () => button.evaluate((_, name) => (globalThis as unknown as PageGlobals).toggles![name]!, name);
}

const INPUTS = ['a pointer', 'Enter', 'Space', 'a click alone'] as const;
type Input = (typeof INPUTS)[number];

async function activate(page: Page, button: Locator, input: Input): Promise<void> {
  if (input === 'a pointer') return button.click();
  if (input === 'a click alone') return button.dispatchEvent('click');
  await button.focus();
  await page.keyboard.press(input === 'Enter' ? 'Enter' : ' ');
}

interface IslandCase {
  moment: 'load' | 'visible' | 'idle' | 'interaction';
  path: string;
  what: string;
  button: (page: Page) => Locator;
  /** What starts the island's hydration once its moment has come (the page opened, a scroll, a hover). */
  start?: (button: Locator) => Promise<void>;
  /** Whether the tap counted once: what it changed, counted. */
  counted: (page: Page, button: Locator) => Promise<() => Promise<void>>;
}

const toggledOnce = async (_page: Page, button: Locator) => {
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const toggles = await countToggles(button);
  return async () => {
    expect(await toggles(), 'aria-expanded changed this often').toBe(1);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  };
};

const CASES: IslandCase[] = [
  {
    moment: 'load',
    path: '/',
    what: 'the header menu',
    button: (page) => page.getByRole('button', { name: 'Menü' }),
    counted: toggledOnce,
  },
  {
    moment: 'visible',
    path: '/datenschutz',
    what: 'the privacy page’s section',
    button: (page) => page.getByRole('button', { name: 'Kontaktformular' }),
    start: (button) => scrollIntoView(button),
    counted: toggledOnce,
  },
  {
    moment: 'idle',
    path: '/',
    what: 'the consent bar’s “Nur notwendige”',
    button: (page) =>
      page.getByRole('region', { name: 'Cookies und externe Medien' }).getByRole('button', {
        name: 'Nur notwendige',
      }),
    counted: async (page) => {
      expect(
        await page.evaluate(
          (key) => (globalThis as unknown as PageGlobals).__writes[key] ?? 0,
          STORAGE_KEYS.consent,
        ),
      ).toBe(0);
      return async () => {
        await expect(page.getByRole('region', { name: 'Cookies und externe Medien' })).toHaveCount(0);
        expect(
          await page.evaluate(
            (key) => (globalThis as unknown as PageGlobals).__writes[key] ?? 0,
            STORAGE_KEYS.consent,
          ),
        ).toBe(1);
        const stored = await page.evaluate(
          (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key),
          STORAGE_KEYS.consent,
        );
        expect(JSON.parse(stored!)).toMatchObject({ choices: { externalMedia: false } });
      };
    },
  },
  {
    moment: 'interaction',
    path: '/kurse',
    what: 'the catalogue’s filter fold',
    button: (page) => page.getByRole('button', { name: /^Filter/ }),
    start: (button) => button.hover(),
    counted: toggledOnce,
  },
];

test.describe('a tap while an island hydrates counts exactly once', () => {
  // A visitor's first visit at a phone's width (the header's menu and the filter fold are buttons there), no
  // consent stored (the bar is on the page), no worker answering.
  test.use({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    consentDecided: false,
  });

  for (const island of CASES)
    for (const phase of [CODE_HELD, 'render held', 'effects held'] as const)
      for (const input of INPUTS)
        test(`${island.what} (hydrates at ${island.moment}), tapped by ${input} with its ${phase}`, async ({
          page,
        }) => {
          const problems: string[] = [];
          page.on('pageerror', (error) => problems.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(message.text());
          });
          await page.addInitScript(holdSlices);
          const scripts = phase === CODE_HELD ? await holdScripts(page) : undefined;
          await page.goto(island.path, { waitUntil: scripts ? 'commit' : 'load' });
          const button = island.button(page);
          await expect(button).toBeVisible();
          // The island by its id: a tap may take the button away (the consent bar goes once answered).
          const id = await page.locator('[data-island-id]', { has: button }).getAttribute('data-island-id');
          const root = page.locator(`[data-island-id="${id}"]`);
          await expect(root).toHaveAttribute('data-when', island.moment);
          const counted = await island.counted(page, button);
          if (phase === CODE_HELD) {
            // Tapped once the page asked for the islands' entry, before it runs and any island listens: the island
            // hydrates when its code comes, whatever its moment.
            await expect.poll(() => scripts?.held()).toBeGreaterThan(0);
            await activate(page, button, input);
            expect(await root.evaluate(hydrationOf)).toBe('code');
            scripts?.release();
          } else {
            if (island.start) {
              await entryStarted(page);
              await island.start(button);
            }
            await holdAt(page, root, phase);
            await activate(page, button, input);
          }
          await releaseAndSettle(page, root);
          await counted();
          expect(problems).toEqual([]);
        });
});

// The catalogue's filters typed while it hydrates (schedule.spec's journey once lost one in CI): a category chosen
// and a trainer typed, with the catalogue's code held back (typed before the islands' entry ran: issue 36, the
// catalogue then never hydrated), still on the way, its render held, or its effects held, both end up in the
// address and in the fields.
test.describe('filters typed while the catalogue hydrates all take effect', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

  for (const phase of [CODE_HELD, 'code on the way', 'render held', 'effects held'] as const)
    test(`with its ${phase}`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(holdSlices);
      const scripts = phase === CODE_HELD ? await holdScripts(page) : undefined;
      await page.goto('/kurse', { waitUntil: scripts ? 'commit' : 'load' });
      const category = page.getByLabel('Kategorie');
      const trainer = page.getByLabel('Trainer');
      const root = page.locator('[data-island-id]', { has: category });
      await expect(root).toHaveAttribute('data-when', 'interaction');
      if (phase === 'render held' || phase === 'effects held') {
        await entryStarted(page);
        await category.hover();
        await holdAt(page, root, phase);
      }
      if (scripts) await expect.poll(() => scripts.held()).toBeGreaterThan(0);
      await category.selectOption({ label: 'Wellness' });
      await trainer.fill('lena');
      if (scripts) {
        expect(await root.evaluate(hydrationOf)).toBe('code');
        scripts.release();
      }
      await releaseAndSettle(page, root);
      await expect(page).toHaveURL(/\/kurse\?category=wellness&instructor=lena$/);
      await expect(category).toHaveValue('wellness');
      await expect(trainer).toHaveValue('lena');
      expect(problems).toEqual([]);
    });
});
