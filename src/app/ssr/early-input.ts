// Nothing a visitor does before the code arrives is lost (issue 24). A server-rendered page is on the screen
// seconds before its script runs on a weak signal; a tap on a button then did nothing, and text typed into a field
// was wiped by the first re-render after hydration. EARLY_INPUT_SCRIPT (./early-input-script.ts) runs inline in
// the page's <head> (allowed by its hash in the Content-Security-Policy, server/render/inline-scripts.ts) and
// records, inside #root, taps on buttons, checkboxes and radios (their default is held back) and the fields typed
// into. Once React owns the
// page, replayEarlyInput() taps the same elements again and hands the typed values to React's change handlers.
// Links, <details> and forms that post to the server need none of this: they work before any script.

/** What the inline script leaves on window. */
interface EarlyInput {
  /** Recording stops when the app takes the page over (React's own event handling takes it from there). */
  on: boolean;
  taps: Element[];
  typed: Element[];
  /** The browser's install offer when it came before the code that shows it (../../lib/pwa.ts takes it). */
  install?: Event;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** Called right before React takes the page over: from then on, events are React's. */
export function stopRecordingEarlyInput(): void {
  const early = window.__earlyInput;
  if (early) early.on = false;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/**
 * Hands a field's typed value to React. Hydration keeps the text in the DOM but not in the component's state,
 * and React notes the text as the field's last known value, so a plain input event would change nothing. The
 * field's own value setter (which React watches) first records an empty value, the prototype's setter (which it
 * does not watch) puts the text back, and the input event then reaches the component's onChange with it.
 */
function announceTyped(field: Field, value: string = field.value): void {
  if (value === '') return;
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Whether the recorder holds a tap or typing inside `within` not yet replayed: the islands' entry hydrates such an
 * island at once, whatever its moment (../islands/entry.tsx), as the contact that would have started it came
 * before its listeners.
 */
export function holdsEarlyInput(within: Element): boolean {
  const early = window.__earlyInput;
  if (!early) return false;
  return [...early.taps, ...early.typed].some((element) => within.contains(element));
}

/**
 * Marks a control that is the same in a page of islands and in the app rendered over it (the header's menu
 * button): its value names the control. A signed-in member gets the app over the server's page (a page of islands
 * is the visitor's), which replaces every element; a tap recorded on such a control before is made on the app's
 * (replayTapsByKey). Only controls whose tap means the same in both carry it: a list's 'Buchen' does not, as the
 * app's list may differ from the visitor's.
 */
export const REPLAY_KEY = 'data-replay-key';

/** Whether React has taken the element over (it keeps its fiber on the node). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** How often, 100 ms apart, a recorded element not yet taken over (a section hydrated later) is looked at again. */
const RETRIES = 50;

/**
 * At the app's first commit over the server's page (../../main.tsx, rendered afresh): the recorded taps on elements
 * the render replaced are taken, and those on controls marked with REPLAY_KEY are made on the app's controls of the
 * same keys inside `within`, in their order, each once React owns it (looked for every 100 ms, RETRIES times); the
 * other replaced ones are dropped (the app's page is a different one). Taps on elements still in the page are left
 * to replayEarlyInput.
 */
export function replayTapsByKey(within: Element): void {
  const early = window.__earlyInput;
  if (!early) return;
  const replaced = early.taps.filter((element) => !element.isConnected);
  early.taps = early.taps.filter((element) => element.isConnected);
  const keys = replaced
    .map((element) => element.getAttribute(REPLAY_KEY))
    .filter((key): key is string => key !== null);
  // One a task apart, as replayEarlyInput's: each tap's state rendered before the next.
  const replay = (retries: number) => {
    const control = [...within.querySelectorAll<HTMLElement>(`[${REPLAY_KEY}]`)].find(
      (element) => element.getAttribute(REPLAY_KEY) === keys[0],
    );
    if (control && ownedByReact(control)) {
      keys.shift();
      control.click();
      if (keys.length > 0) setTimeout(() => replay(RETRIES), 0);
    } else if (retries > 0) setTimeout(() => replay(retries - 1), 100);
  };
  if (keys.length > 0) setTimeout(() => replay(RETRIES), 0);
}

/**
 * Replays what was recorded inside `within` (the page, or one island): typed values first, then the taps in
 * their order, each once React owns its element, a task apart. An element inside a section that hydrates later
 * (src/app/blocks/deferred-section.tsx) gets a focusin, which hydrates its section, and is replayed then.
 * Elements the render replaced are dropped.
 */
export function replayEarlyInput(within: Element | Document = document, retries = RETRIES): void {
  const early = window.__earlyInput;
  if (!early) return;
  early.typed = early.typed.filter((element) => element.isConnected);
  early.taps = early.taps.filter((element) => element.isConnected);
  const ready = (element: Element) => within.contains(element) && ownedByReact(element);
  const typed = early.typed.filter(ready);
  const taps = early.taps.filter(ready);
  early.typed = early.typed.filter((element) => !typed.includes(element));
  early.taps = early.taps.filter((element) => !taps.includes(element));
  // One at a time, a task apart: each may change state (the catalogue's filters, two fields of one address) that
  // the next one's handler must see rendered.
  // Each typed value is taken now: a render between two steps sets a field still waiting back to its state's value.
  const steps = [
    ...typed.filter(isField).map((field) => {
      const value = field.value;
      return () => announceTyped(field, value);
    }),
    ...taps.filter((tap) => tap instanceof HTMLElement).map((tap) => () => tap.click()),
  ];
  // The first a task later too: an island replays from its commit (../islands/entry.tsx), where a tap's handler
  // would run inside React's commit.
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  if (steps.length > 0) setTimeout(next, 0);

  const waiting = [...early.typed, ...early.taps].filter((element) => within.contains(element));
  if (waiting.length === 0 || retries <= 0) return;
  for (const element of waiting) element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  setTimeout(() => replayEarlyInput(within, retries - 1), 100);
}
