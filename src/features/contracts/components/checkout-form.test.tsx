// The checkout (issue 31): the total price right above 'Zahlungspflichtig bestellen', German messages at the fields
// with the focus on the first, an IBAN with a wrong checksum refused before sending, and one Idempotency-Key for a
// double tap; without a script it is a form that posts its fields.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_MESSAGES } from '#domain/contracts/schemas';
import { FORM_PATHS } from '#domain/routing';
import { addDays, berlinDate } from '#domain/time';
import { hybridPro } from '../../../testing/membership-types';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';

const TYPE = {
  ...hybridPro(),
  minimumTermMonths: 6,
  monthlyPriceCents: 10900,
} satisfies CheckoutFormProps['type'];
const LEGAL = {
  studioName: 'Kraftraum Studio',
  creditorId: 'DE98ZZZ09999999999',
  minimumAge: 18,
  prenotificationDays: 5,
};

const order = () => screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });

async function fill(user: ReturnType<typeof userEvent.setup>, iban: string) {
  await user.type(screen.getByLabelText('Vorname'), 'Erika');
  await user.type(screen.getByLabelText('Nachname'), 'Mustermann');
  await user.type(screen.getByLabelText('Geburtsdatum'), '1990-04-12');
  await user.type(screen.getByLabelText('Straße und Hausnummer'), 'Lindenstraße 5');
  await user.type(screen.getByLabelText('PLZ'), '10969');
  await user.type(screen.getByLabelText('Ort'), 'Berlin');
  await user.type(screen.getByLabelText('E-Mail'), 'erika@example.de');
  await user.type(screen.getByLabelText('Telefon'), '030 1234567');
  await user.type(screen.getByLabelText('Kontoinhaber/in'), 'Erika Mustermann');
  await user.type(screen.getByLabelText('IBAN'), iban);
  await user.click(screen.getByRole('checkbox', { name: /unten stehende SEPA-Lastschriftmandat/ }));
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the checkout', () => {
  it('shows the total price for the minimum term directly above the order button', () => {
    render(<CheckoutForm type={TYPE} slug="hybrid-pro" legal={LEGAL} />);
    const total = order().previousElementSibling as HTMLElement;
    expect(total.className).toBe('checkout__total');
    // 6 × 109 € + 29 € Startpaket (§ 3 PAngV).
    expect(within(total).getByText('683,00 €')).toBeTruthy();
    expect(total.textContent).toContain('6 Monate');
  });

  it('is a plain form without a script: posts its fields, named as the API body, to the no-script route', () => {
    const html = renderToString(<CheckoutForm type={TYPE} slug="hybrid-pro" legal={LEGAL} />);
    expect(html).toContain(`action="${FORM_PATHS.contract}"`);
    expect(html).toContain('method="post"');
    for (const name of ['typeId', 'startsOn', 'firstName', 'iban', 'acceptTerms', 'mandateConsent'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain(`value="${addDays(berlinDate(new Date()), 1)}"`);
  });

  it('names each wrong field in German, linked to it, and moves the focus to the first', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm type={TYPE} slug="hybrid-pro" legal={LEGAL} />);
    await user.click(order());
    const first = screen.getByLabelText('Vorname');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(first.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(described?.textContent).toBe('Vorname ist erforderlich');
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an IBAN with a wrong checksum before sending, then sends once with one key for a double tap', async () => {
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>(() => {
          /* the answer never comes: the second tap happens while the first is on its way */
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<CheckoutForm type={TYPE} slug="hybrid-pro" legal={LEGAL} />);
    await fill(user, 'DE89 3704 0044 0532 0130 01');
    await user.click(order());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('IBAN'));
    expect(screen.getByText(CONTRACT_MESSAGES.iban)).toBeTruthy();

    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.dblClick(order());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ typeId: 2, iban: 'DE89 3704 0044 0532 0130 00', acceptTerms: true });
  });
});
