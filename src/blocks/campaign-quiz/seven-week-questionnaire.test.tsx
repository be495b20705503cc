import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_FLASH_MS,
  FOLLOW_UP_ADVANCE_MS,
  QUESTIONNAIRE_INTRO_STEPS,
  SUBMIT_DELAY_MS,
} from '#domain/campaign/questionnaire';
import type { LeadOutbox } from './lead-outbox';
import { sevenWeekQuestionnaireKind } from '#domain/blocks/kinds/campaign-quiz';
import { SevenWeekQuestionnaire } from './seven-week-questionnaire';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const click = (name: string | RegExp) => fireEvent.click(button(name));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const ageField = () => screen.getByTestId('age-field');
const genderField = () => screen.getByTestId('gender-field');
const ageInput = () => screen.getByLabelText(/Wie alt bist du\?/) as HTMLInputElement;

function setup() {
  const outbox = { deliver: vi.fn().mockResolvedValue(0), keepRetrying: vi.fn(() => () => {}) };
  render(
    <SevenWeekQuestionnaire
      {...sevenWeekQuestionnaireKind.defaults}
      anchor="verlosung"
      outbox={outbox satisfies LeadOutbox}
    />,
  );
  return outbox;
}

function toStep2() {
  click('Fragebogen starten');
  fireEvent.change(ageInput(), { target: { value: '34' } });
  click('Weiblich');
  click('Weiter');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the seven-week questionnaire', () => {
  it('starts with the four intro steps and shows "Schritt N von 6" with its progress bar', () => {
    setup();
    expect(document.getElementById('verlosung')).not.toBeNull();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(QUESTIONNAIRE_INTRO_STEPS.map((text, index) => `${index + 1}${text}`));
    click('Fragebogen starten');
    expect(screen.getByText('Schritt 1 von 6')).toBeTruthy();
    expect(progress()).toBe('1');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('6');
    toStep2Partial();
    expect(screen.getByText('Schritt 2 von 6')).toBeTruthy();
    expect(progress()).toBe('2');
    click('Zurück');
    expect(progress()).toBe('1');
  });

  it('flashes a missing age and gender red for 500 ms without a message, cleared early by a change', () => {
    setup();
    click('Fragebogen starten');
    // Both required fields are marked with an asterisk.
    expect(screen.getAllByText('*', { selector: '[aria-hidden="true"]' })).toHaveLength(2);
    click('Weiter');
    expect(progress()).toBe('1');
    expect(ageField().classList.contains('cq-flash')).toBe(true);
    expect(genderField().classList.contains('cq-flash')).toBe(true);
    expect(ageInput().getAttribute('aria-invalid')).toBe('true');
    // No visible message text, only the screen-reader status line.
    expect(screen.getByRole('status').className).toBe('visually-hidden');

    fireEvent.change(ageInput(), { target: { value: '3a4' } });
    expect(ageInput().value).toBe('34');
    expect(ageField().classList.contains('cq-flash')).toBe(false);
    expect(genderField().classList.contains('cq-flash')).toBe(true);
    wait(ERROR_FLASH_MS - 1);
    expect(genderField().classList.contains('cq-flash')).toBe(true);
    wait(1);
    expect(genderField().classList.contains('cq-flash')).toBe(false);

    // An age out of 16–99 is refused too; only the age flashes.
    fireEvent.change(ageInput(), { target: { value: '15' } });
    click('Divers');
    click('Weiter');
    expect(progress()).toBe('1');
    expect(ageField().classList.contains('cq-flash')).toBe(true);
    expect(genderField().classList.contains('cq-flash')).toBe(false);
    fireEvent.change(ageInput(), { target: { value: '16' } });
    expect(ageField().classList.contains('cq-flash')).toBe(false);
    click('Weiter');
    expect(progress()).toBe('2');
  });

  it('keeps the sliders within 1–10 (default 5) and the push-ups within 0–200', () => {
    setup();
    toStep2();
    const fitness = screen.getByLabelText('Wie fit fühlst du dich?') as HTMLInputElement;
    expect(fitness.value).toBe('5');
    for (let i = 0; i < 8; i++) click('Fitness erhöhen');
    expect(fitness.value).toBe('10');
    for (let i = 0; i < 12; i++) click('Fitness verringern');
    expect(fitness.value).toBe('1');
    expect((screen.getByLabelText(/ausgeglichen/) as HTMLInputElement).value).toBe('5');

    click('Weiter');
    const pushups = screen.getByLabelText(/Liegestütze schaffst du/) as HTMLInputElement;
    expect(pushups.value).toBe('0');
    click('Liegestütze verringern');
    expect(pushups.value).toBe('0');
    fireEvent.change(pushups, { target: { value: '250' } });
    expect(pushups.value).toBe('200');
    click('Liegestütze erhöhen');
    expect(pushups.value).toBe('200');
  });

  it('advances 300 ms after a follow-up answer, asks for the contact, submits for 1000 ms and queues the lead', async () => {
    const outbox = setup();
    toStep2();
    click('Weiter');
    click('Weiter');
    expect(progress()).toBe('4');
    click('Ja, war ich!');
    click('Auf jeden Fall!');
    wait(FOLLOW_UP_ADVANCE_MS - 1);
    expect(progress()).toBe('4');
    wait(1);
    expect(progress()).toBe('5');

    expect(screen.queryByLabelText('Welche anderen Gründe?')).toBeNull();
    click('Andere Gründe');
    fireEvent.change(screen.getByLabelText('Welche anderen Gründe?'), { target: { value: 'Schichtdienst' } });
    click('Keine Zeit');
    click('Weiter');
    expect(progress()).toBe('6');

    click('An der Verlosung teilnehmen');
    expect(screen.getByText('Name ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.queryByText('Wird gesendet …')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: ' Mara ' } });
    fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: 'mara@example.de' } });
    expect(screen.queryByText('Name ist erforderlich')).toBeNull();
    click('An der Verlosung teilnehmen');
    expect(screen.getByText('Wird gesendet …')).toBeTruthy();
    expect(outbox.deliver).not.toHaveBeenCalled();
    wait(SUBMIT_DELAY_MS);
    expect(outbox.deliver).toHaveBeenCalledExactlyOnceWith({
      source: 'questionnaire',
      answers: {
        age: 34,
        gender: 'female',
        fitness: 5,
        balance: 5,
        happiness: 5,
        pushups: 0,
        summer: 'ja',
        followUp: 'bleibt',
        barriers: ['zeit', 'andere'],
        otherReasons: 'Schichtdienst',
      },
      contact: { name: 'Mara', email: 'mara@example.de', phone: '' },
    });
    expect(screen.getByText('Danke, du bist im Lostopf!')).toBeTruthy();
    await act(async () => {});
    expect(outbox.keepRetrying).not.toHaveBeenCalled();
  });
});

function toStep2Partial() {
  fireEvent.change(ageInput(), { target: { value: '40' } });
  click('Keine Angabe');
  click('Weiter');
}
