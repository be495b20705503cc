import { describe, expect, it } from 'vitest';
import { deletionWarnings } from './deletion';

describe('deletionWarnings', () => {
  it('says nothing when nothing is lost', () => {
    expect(deletionWarnings({ cards: [], contracts: [] }, 'member')).toEqual([]);
  });

  it('names the bookings left on a card and a running contract, to the member with du', () => {
    expect(
      deletionWarnings(
        {
          cards: [{ name: '10er-Karte', creditsLeft: 7, endsOn: '2027-05-24' }],
          contracts: [{ contractNumber: 'KR-ABCDEFGH', typeName: 'CORE', endsOn: null }],
        },
        'member',
      ),
    ).toEqual([
      'Auf deiner 10er-Karte sind noch 7 Buchungen übrig (gültig bis 24.05.2027) – sie verfallen mit dem Konto.',
      'Dein Vertrag KR-ABCDEFGH (CORE) läuft weiter – das Löschen deines Kontos kündigt ihn nicht. Kündigen kannst du über „Verträge hier kündigen“ unten auf jeder Seite.',
    ]);
  });

  it('tells the desk about the client, one booking in the singular, and a cancelled contract with its end', () => {
    expect(
      deletionWarnings(
        {
          cards: [{ name: '10er-Karte', creditsLeft: 1, endsOn: null }],
          contracts: [{ contractNumber: 'KR-ABCDEFGH', typeName: 'HYBRID PRO', endsOn: '2027-01-31' }],
        },
        'staff',
      ),
    ).toEqual([
      'Auf der 10er-Karte ist noch 1 Buchung übrig – sie verfällt mit dem Konto.',
      'Der Vertrag KR-ABCDEFGH (HYBRID PRO) läuft noch bis zum 31.01.2027 – das Löschen des Kontos ändert daran nichts.',
    ]);
  });
});
