import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POPUP_AUTO_CLOSE_MS,
  POPUP_CHOICE_ADVANCE_MS,
  POPUP_HEADLINE,
  POPUP_TEASER,
} from '#domain/campaign/popup-quiz';
import type { LeadOutbox } from './lead-outbox';
import type { PropsOf } from '#domain/blocks/define';
import { transformationPopupKind } from '#domain/blocks/kinds/campaign-quiz';
import { TransformationPopup } from './transformation-popup';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const click = (name: string | RegExp) => fireEvent.click(button(name));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('dialog');
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup(props: Partial<PropsOf<typeof transformationPopupKind>> = {}) {
  const outbox = { deliver: vi.fn().mockResolvedValue(0), keepRetrying: vi.fn(() => () => {}) };
  render(
    <MemoryRouter initialEntries={['/7-wochen-challenge']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <TransformationPopup
                {...transformationPopupKind.defaults}
                anchor="zukunft"
                {...props}
                outbox={outbox satisfies LeadOutbox}
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return outbox;
}

/** Through steps 1–5 to step 6 with 'Weiter' (never gated). */
function toStep6() {
  click('Jetzt starten!');
  for (let step = 1; step < 6; step++) click('Weiter');
  expect(progress()).toBe('6');
}

function finishWithContact() {
  fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Theo' } });
  fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: 'theo@example.de' } });
  click('Jetzt Challenge starten!');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the self-check popup', () => {
  it('opens with its intro and closes by the close button, Escape and the backdrop', () => {
    setup();
    expect(document.getElementById('zukunft')).not.toBeNull();
    expect(dialog()).toBeNull();
    click('7-Wochen Challenge starten');
    expect(screen.getByRole('dialog', { name: POPUP_HEADLINE })).toBeTruthy();
    expect(screen.getByText(POPUP_TEASER)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(button('Jetzt starten!')).toBeTruthy();

    click('Schließen');
    expect(dialog()).toBeNull();

    click('7-Wochen Challenge starten');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).toBeNull();

    click('7-Wochen Challenge starten');
    const backdrop = document.querySelector('[data-modal-backdrop]')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(dialog()).toBeNull();
  });

  it('keeps the popup open on a backdrop click when closeOnBackdrop is off', () => {
    setup({ closeOnBackdrop: false });
    click('7-Wochen Challenge starten');
    const backdrop = document.querySelector('[data-modal-backdrop]')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(dialog()).not.toBeNull();
  });

  it('walks steps 1–6 with Zurück/Weiter and the step-4 branches', () => {
    setup();
    click('7-Wochen Challenge starten');
    click('Jetzt starten!');
    expect(screen.getByText('Schritt 1 von 6')).toBeTruthy();
    click('Abnehmen');
    wait(POPUP_CHOICE_ADVANCE_MS);
    expect(progress()).toBe('2');
    click('Zurück');
    expect(progress()).toBe('1');
    click('Weiter');
    click('Weiter');
    expect(screen.getByRole('dialog', { name: 'Wie stark bist du?' })).toBeTruthy();
    const counter = screen.getByLabelText(/Liegestütze schaffst du/) as HTMLInputElement;
    click('Liegestütze erhöhen');
    click('Liegestütze erhöhen');
    expect(counter.value).toBe('2');
    click('Weiter');

    click('Ja, war ich!');
    expect(screen.getByText('Willst du, dass das so bleibt?')).toBeTruthy();
    expect(button('Auf jeden Fall!')).toBeTruthy();
    expect(button('Ich will noch fitter werden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "7 Wochen - Let's go!" })).toBeNull();
    click('Zurück');
    expect(progress()).toBe('4');
    click('Nein, leider nicht');
    expect(screen.getByText('Lass es uns ändern!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Auf jeden Fall!' })).toBeNull();
    click("7 Wochen - Let's go!");
    wait(POPUP_CHOICE_ADVANCE_MS);
    expect(progress()).toBe('5');

    click('Andere Gründe');
    expect(screen.getByLabelText('Welche anderen Gründe?')).toBeTruthy();
    click('Andere Gründe');
    expect(screen.queryByLabelText('Welche anderen Gründe?')).toBeNull();
    click('Weiter');
    expect(button('Jetzt Challenge starten!')).toBeTruthy();
  });

  it('refuses to finish without a valid contact, then queues the lead, auto-closes after 2500 ms and redirects', () => {
    const outbox = setup({ redirectUrl: '/kontakt' });
    click('7-Wochen Challenge starten');
    toStep6();
    click('Jetzt Challenge starten!');
    expect(screen.getByText('Name ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(outbox.deliver).not.toHaveBeenCalled();

    finishWithContact();
    expect(outbox.deliver).toHaveBeenCalledExactlyOnceWith({
      source: 'self-check',
      answers: {
        goal: '',
        frequency: '',
        pushups: 0,
        summer: '',
        followUp: '',
        barriers: [],
        otherReasons: '',
      },
      contact: { name: 'Theo', email: 'theo@example.de', phone: '' },
    });
    expect(screen.getByRole('dialog', { name: 'Du bist dabei!' })).toBeTruthy();
    wait(POPUP_AUTO_CLOSE_MS - 1);
    expect(dialog()).not.toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/7-wochen-challenge');
    wait(1);
    expect(dialog()).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/kontakt');
  });

  it('stays open after completion when autoClose is off', () => {
    const outbox = setup({ autoClose: false, redirectUrl: '/kontakt' });
    click('7-Wochen Challenge starten');
    toStep6();
    finishWithContact();
    expect(outbox.deliver).toHaveBeenCalledTimes(1);
    wait(POPUP_AUTO_CLOSE_MS * 4);
    expect(dialog()).not.toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Schließen' })[1]!);
    expect(dialog()).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/7-wochen-challenge');
  });
});
