import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hybridPro } from '../../../testing/membership-types';
import { FunnelModal } from './funnel-modal';
import { pendingLeads } from '../../../lib/lead-outbox';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function throughToContact(user: ReturnType<typeof userEvent.setup>, goals: string[]) {
  for (const goal of goals) await user.click(button(goal));
  await user.click(button('Weiter'));
  await user.click(screen.getByRole('radio', { name: /^Montag, 30\. November 2026, 18:00–19:00 Uhr/ }));
  await user.click(button('Weiter'));
}

describe('the recommendation funnel', () => {
  // Wednesday 2026-11-25, 09:00 Berlin: the trial slots are dated from the browser's clock.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("recommends the studio's type with its contract's total price and 'Mitglied werden' (issue 31)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify([hybridPro()]), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    try {
      const user = userEvent.setup();
      render(<FunnelModal open onClose={() => {}} />);
      await user.click(button('Einfach fitter werden'));
      await user.click(button('Auch auf Reisen trainieren'));
      await user.click(button('Meine Ernährung verbessern'));
      await user.click(button('Weiter'));
      expect(screen.getByRole('heading', { name: 'HYBRID PRO' })).toBeTruthy();
      const total = await screen.findByText('Gesamtpreis für 6 Monate');
      expect(total.nextElementSibling?.textContent).toBe('683,00 €');
      expect(screen.getByRole('link', { name: /Mitglied werden/ }).getAttribute('href')).toBe(
        '/mitglied-werden/hybrid-pro',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it(
    'walks the four steps with the spec rules: at least one goal, one slot, valid contact',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      render(<FunnelModal open onClose={() => {}} />);
      expect(screen.getByRole('dialog', { name: 'Was sind Deine Ziele?' })).toBeTruthy();
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
      expect(button('Weiter').disabled).toBe(true);
      await user.click(button('Einfach fitter werden'));
      expect(button('Weiter').disabled).toBe(false);
      await user.click(button('Einfach fitter werden'));
      expect(button('Weiter').disabled).toBe(true);

      await user.click(button('Einfach fitter werden'));
      await user.click(button('Weiter'));
      // Focus moves into the new step instead of falling back to the page behind the dialog.
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Deine perfekte Mitgliedschaft, Schritt 2 von 4',
      );
      expect(screen.getByRole('heading', { name: 'CORE' })).toBeTruthy();
      expect(screen.getByText('FÜR EINSTEIGER')).toBeTruthy();
      expect(button('Weiter').disabled).toBe(true);
      await user.click(button('Zurück'));
      // CORE has no nutrition tips: the recommendation covers every goal (issue 37).
      await user.click(button('Meine Ernährung verbessern'));
      await user.click(button('Weiter'));
      expect(screen.getByRole('heading', { name: 'HYBRID PRO' })).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: /^Mittwoch, 2\. Dezember 2026, 18:00–19:00 Uhr/ }));
      await user.click(button('Weiter'));

      expect(screen.getByRole('dialog', { name: 'Kontaktdaten' })).toBeTruthy();
      expect(button('Abschließen').disabled).toBe(true);
      await user.type(screen.getByLabelText('Name'), 'Lena');
      await user.type(screen.getByLabelText('E-Mail'), 'lena.example.de');
      await user.type(screen.getByLabelText('Handynummer'), '0170');
      expect(button('Abschließen').disabled).toBe(true);
      await user.clear(screen.getByLabelText('E-Mail'));
      await user.type(screen.getByLabelText('E-Mail'), 'lena@example.de');
      expect(button('Abschließen').disabled).toBe(false);
    },
  );

  it(
    'keeps the lead on the device and says so when the server cannot be reached',
    { timeout: 30_000 },
    async () => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
      const onQueued = vi.fn();
      const user = userEvent.setup();
      render(<FunnelModal open onClose={() => {}} onQueued={onQueued} />);
      await throughToContact(user, ['EMS-Training ausprobieren']);
      await user.type(screen.getByLabelText('Name'), 'Lena');
      await user.type(screen.getByLabelText('E-Mail'), 'lena@example.de');
      await user.type(screen.getByLabelText('Handynummer'), '0170 1234567');
      await user.click(button('Abschließen'));

      expect(screen.getByRole('dialog', { name: 'Vielen Dank!' })).toBeTruthy();
      expect(await screen.findByText(/auf diesem Gerät gespeichert/)).toBeTruthy();
      expect(onQueued).toHaveBeenCalledOnce();
      expect(pendingLeads()).toHaveLength(1);
      expect(pendingLeads()[0]?.body).toMatchObject({
        source: 'funnel',
        goals: ['ems'],
        contract: { name: 'HIGH PERFORMER', badge: 'STARK BEGRENZT', price: 135, monthly: 585 },
        timeSlot: { id: '2026-11-30T18:00' },
        contact: { name: 'Lena', email: 'lena@example.de', phone: '0170 1234567' },
      });
    },
  );

  it(
    "keeps a tier card's tier, lets the visitor switch, and thanks with the slot's date (issue 37)",
    { timeout: 30_000 },
    async () => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
      const user = userEvent.setup();
      render(<FunnelModal tier="HIGH PERFORMER" open onClose={() => {}} />);
      await user.click(button('Einfach fitter werden'));
      await user.click(button('Weiter'));
      expect(screen.getByRole('heading', { name: 'HIGH PERFORMER' })).toBeTruthy();
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'HIGH PERFORMER' }).checked).toBe(true);
      const core = screen.getByRole<HTMLInputElement>('radio', { name: 'CORE – Empfehlung für deine Ziele' });
      expect(core.checked).toBe(false);
      // Six dated slots, none sooner than 24 hours ahead (Wednesday 25 November 18:00 is too soon).
      const slots = screen.getAllByRole('radio', { name: /Uhr$/ });
      expect(slots).toHaveLength(6);
      expect(slots[0]?.getAttribute('value')).toBe('2026-11-30T18:00');
      await user.click(core);
      expect(screen.getByRole('heading', { name: 'CORE' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'HIGH PERFORMER' })).toBeNull();
      await user.click(slots[1]!);
      await user.click(button('Weiter'));
      await user.type(screen.getByLabelText('Name'), 'Lena');
      await user.type(screen.getByLabelText('E-Mail'), 'lena@example.de');
      await user.type(screen.getByLabelText('Handynummer'), '0170 1234567');
      await user.click(button('Abschließen'));

      expect(screen.getByText('Dienstag, 1. Dezember 2026, 19:00–20:00 Uhr')).toBeTruthy();
      expect(
        screen.getByText(
          /bestätigen dir den Termin bis spätestens Donnerstag, 26\. November 2026, 09:00 Uhr/,
        ),
      ).toBeTruthy();
      expect(pendingLeads().at(-1)?.body).toMatchObject({
        contract: { name: 'CORE' },
        timeSlot: { id: '2026-12-01T19:00' },
      });
    },
  );
});
