import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFormKind } from '#domain/blocks/kinds/core';
import { ContactForm, CONTACT_SUCCESS_MS } from './contact-form';
import { contactTrackingBlock as trackingBlock } from '#domain/schemas/contact';

function renderForm(props: object = {}) {
  render(
    <MemoryRouter initialEntries={['/kontakt?utm_source=instagram']}>
      <ContactForm {...contactFormKind.defaults} {...props} />
    </MemoryRouter>,
  );
}

const submit = () =>
  screen.getByRole('button', { name: /Nachricht senden|Wird gesendet/ }) as HTMLButtonElement;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name *'), 'Lena');
  await user.type(screen.getByLabelText('E-Mail-Adresse *'), 'lena@example.de');
  await user.type(screen.getByLabelText('Nachricht *'), 'Hallo!');
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }));
}

afterEach(() => vi.useRealTimers());

describe('contact form', () => {
  it('keeps submit disabled until name, e-mail, message and privacy consent are filled', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Name *'), 'Lena');
    await user.type(screen.getByLabelText('E-Mail-Adresse *'), 'lena@example.de');
    await user.type(screen.getByLabelText('Nachricht *'), 'Hallo!');
    expect(submit().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }));
    expect(submit().disabled).toBe(false);
  });

  it('marks phone and subject required only with their flags', async () => {
    renderForm({ phoneRequired: true, subjectRequired: true });
    expect(screen.getByLabelText('Telefonnummer *')).toBeTruthy();
    expect(screen.getByLabelText('Betreff *')).toBeTruthy();
    const user = userEvent.setup();
    await fillRequired(user);
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Telefonnummer *'), '0170');
    await user.type(screen.getByLabelText('Betreff *'), 'Frage');
    expect(submit().disabled).toBe(false);
  });

  it("sends 'Kontaktanfrage', phoneNumber null and the tracking block; says 'Wird gesendet...'; shows success for 5000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillRequired(user);
    await user.click(submit());
    expect(submit().textContent).toContain('Wird gesendet...');
    expect((screen.getByLabelText('Name *') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/email/contact-form');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      name: 'Lena',
      email: 'lena@example.de',
      subject: 'Kontaktanfrage',
      phoneNumber: null,
    });
    expect(body.message).toMatch(
      /^Hallo!\n\n---\nSeite: \/kontakt\?utm_source=instagram\nReferrer: Direkt\nUTM-Quelle: instagram\nZeitpunkt: /,
    );

    await act(async () =>
      answer(
        new Response('{"status":"received"}', {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(screen.getByText('Nachricht erfolgreich gesendet!')).toBeTruthy();
    expect((screen.getByLabelText('Nachricht *') as HTMLTextAreaElement).value).toBe('');
    await act(async () => vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 300));
    expect(screen.queryByText('Nachricht erfolgreich gesendet!')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Nachricht erfolgreich gesendet!')).toBeNull();
  });

  it('shows the error text when sending fails and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(submit());
    expect(
      await screen.findByText('Es ist ein Fehler aufgetreten. Bitte versuche es später noch einmal.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Fehler');
    expect((screen.getByLabelText('Nachricht *') as HTMLTextAreaElement).value).toBe('Hallo!');
  });

  it('is a plain form before its code runs: it posts the schema’s field names to the server, submit enabled', () => {
    // What the server renders (decision 0180): without JavaScript the browser posts this form itself.
    const html = renderToString(
      <MemoryRouter initialEntries={['/kontakt?utm_source=instagram']}>
        <ContactForm {...contactFormKind.defaults} />
      </MemoryRouter>,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/formular/kontakt');
    const fields = [...form.querySelectorAll<HTMLInputElement>('[name]')];
    expect(fields.map((field) => field.name)).toEqual([
      'seite',
      'herkunft',
      'name',
      'email',
      'phoneNumber',
      'subject',
      'message',
      'website',
      'marketingConsent',
      'privacyConsent',
    ]);
    expect(fields[0]!.value).toBe('/kontakt?utm_source=instagram');
    expect(fields.filter((field) => field.type === 'checkbox').map((box) => box.value)).toEqual([
      'true',
      'true',
    ]);
    expect(form.querySelector('button[type="submit"]')!.hasAttribute('disabled')).toBe(false);
    // A block that does not track the route sends no 'herkunft'.
    const untracked = renderToString(
      <MemoryRouter initialEntries={['/kontakt']}>
        <ContactForm {...contactFormKind.defaults} enableRouteTracking={false} />
      </MemoryRouter>,
    );
    expect(untracked).not.toContain('name="herkunft"');
  });

  it("writes 'Direkt' without a referrer and the referrer when there is one", () => {
    const base = { page: '/kontakt', utmSource: null, timestamp: new Date('2026-11-23T10:00:00Z') };
    expect(trackingBlock({ ...base, referrer: '' })).toContain('Referrer: Direkt');
    expect(trackingBlock({ ...base, referrer: 'https://example.org/' })).toContain(
      'Referrer: https://example.org/',
    );
    expect(trackingBlock({ ...base, referrer: '' })).toContain('Zeitpunkt: 23.11.2026, 11:00:00');
  });
});
