// The recorder and its replay in jsdom: a button tapped, a checkbox ticked and a field typed into on the server's
// HTML before React took it over reach the component once it has.
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from './early-input-script';
import {
  holdsEarlyInput,
  REPLAY_KEY,
  replayEarlyInput,
  replayTapsByKey,
  stopRecordingEarlyInput,
} from './early-input';

// act() flushes React's work here as testing-library does in the other tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form() {
  const [count, setCount] = useState(0);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Tippen
      </button>
      <output>{`${count}|${name}|${agreed}`}</output>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
    </form>
  );
}

function serverPage(): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
  new Function(EARLY_INPUT_SCRIPT)();
  return document.getElementById('root')!;
}

function typeInto(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  // Each test's recorder stays on the document: switched off, it leaves the next test's taps alone.
  stopRecordingEarlyInput();
  delete window.__earlyInput;
  document.body.innerHTML = '';
});

describe('early input', () => {
  it('replays taps and typed text once React owns the page', async () => {
    const root = serverPage();
    const button = root.querySelector('button')!;
    const box = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    button.click();
    button.click();
    box.click();
    // The recorder held the checkbox's default back: it is ticked by the replay, through React.
    expect(box.checked).toBe(false);
    typeInto(root.querySelector('input[aria-label="Name"]')!, 'Frieda');

    stopRecordingEarlyInput();
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    expect(root.querySelector('output')!.textContent).toBe('0||false');
    await act(async () => replayEarlyInput(root));
    // One step a task apart (the first a task after the call): the typed name, then the two taps.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(root.querySelector('output')!.textContent).toBe('2|Frieda|true');
    expect(box.checked).toBe(true);
  });

  it('keeps a recorded tap from every listener below the document, so a root already listening never takes it too', () => {
    const root = serverPage();
    const button = root.querySelector('button')!;
    let reached = 0;
    root.addEventListener('click', () => (reached += 1), true);
    button.addEventListener('click', () => (reached += 1));
    button.click();
    expect(reached).toBe(0);
    expect(window.__earlyInput!.taps).toEqual([button]);
  });

  it('tells which part of the page holds a recorded tap or typing, until it is replayed', async () => {
    const root = serverPage();
    const form = root.querySelector('form')!;
    const aside = document.body.appendChild(document.createElement('aside'));
    expect(holdsEarlyInput(form)).toBe(false);
    typeInto(root.querySelector('input[aria-label="Name"]')!, 'Frieda');
    expect(holdsEarlyInput(form)).toBe(true);
    expect(holdsEarlyInput(aside)).toBe(false);

    stopRecordingEarlyInput();
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    await act(async () => replayEarlyInput(root));
    expect(holdsEarlyInput(form)).toBe(false);
  });

  it('records nothing once the app has started, so the app’s own taps are never held back', async () => {
    const root = serverPage();
    stopRecordingEarlyInput();
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    await act(async () => root.querySelector('button')!.click());
    expect(root.querySelector('output')!.textContent).toBe('1||false');
    expect(window.__earlyInput!.taps).toEqual([]);
  });

  it('makes a tap on a keyed control of the server’s page once on the same control of a page rendered afresh over it, and drops the rest', async () => {
    // A page of islands for a signed-in member: the app renders its own page over it (src/main.tsx renderFresh).
    document.body.innerHTML =
      `<div id="root"><button type="button" ${REPLAY_KEY}="site-menu">Menü</button>` +
      '<button type="button">Buchen</button></div>';
    new Function(EARLY_INPUT_SCRIPT)();
    const root = document.getElementById('root')!;
    const [menu, book] = root.querySelectorAll('button');
    menu!.click();
    book!.click();
    expect(window.__earlyInput!.taps).toEqual([menu, book]);

    const clicks: string[] = [];
    function AppPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            {...{ [REPLAY_KEY]: 'site-menu' }}
            aria-expanded={open}
            onClick={() => {
              clicks.push('menu');
              setOpen((value) => !value);
            }}
          >
            Menü
          </button>
          <button type="button" onClick={() => clicks.push('book')}>
            Buchen
          </button>
        </>
      );
    }
    // React replaces the server's page at its first commit; the replay comes from there.
    await act(async () => {
      createRoot(root).render(<AppPage />);
    });
    expect(menu!.isConnected).toBe(false);
    stopRecordingEarlyInput();
    // Called twice (React's StrictMode runs a first commit's effect twice in development): still one tap.
    replayTapsByKey(root);
    replayTapsByKey(root);
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(clicks).toEqual(['menu']);
    expect(root.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    expect(window.__earlyInput!.taps).toEqual([]);
  });
});
