// What deleting an account leaves behind (issue 37, decision 0199): the bookings still on a card, which are lost,
// and a contract that keeps running (deleting the account cancels nothing; the contract is kept for its retention
// period, decision 0194). The server answers the facts (GET …/delete-check); the member's own 'Konto löschen'
// and the desk's 'Klient löschen' show them as these sentences before they ask for the password or the word.
import { formatDateShort } from '../time';
import { z } from '../schemas/zod';

export const DeletionCheckSchema = z.object({
  /** Cards (memberships with credits) still valid today with bookings left. */
  cards: z.array(z.object({ name: z.string(), creditsLeft: z.number(), endsOn: z.nullable(z.string()) })),
  /** Contracts not withdrawn and not ended before today; `endsOn` once cancelled. */
  contracts: z.array(
    z.object({ contractNumber: z.string(), typeName: z.string(), endsOn: z.nullable(z.string()) }),
  ),
});
export type DeletionCheck = z.infer<typeof DeletionCheckSchema>;

/** Whose account it is: the member reads 'du', the desk reads about the client. */
export type DeletionAudience = 'member' | 'staff';

const left = (n: number) =>
  n === 1
    ? { left: 'ist noch 1 Buchung übrig', lost: 'sie verfällt' }
    : { left: `sind noch ${n} Buchungen übrig`, lost: 'sie verfallen' };

/** The warnings in German, one sentence each; none when nothing is lost or keeps running. */
export function deletionWarnings(check: DeletionCheck, audience: DeletionAudience): string[] {
  const member = audience === 'member';
  const cards = check.cards.map((card) => {
    const until = card.endsOn ? ` (gültig bis ${formatDateShort(card.endsOn)})` : '';
    const { left: rest, lost } = left(card.creditsLeft);
    return `Auf ${member ? 'deiner' : 'der'} ${card.name} ${rest}${until} – ${lost} mit dem Konto.`;
  });
  const contracts = check.contracts.map((contract) => {
    const name = `${member ? 'Dein' : 'Der'} Vertrag ${contract.contractNumber} (${contract.typeName})`;
    if (contract.endsOn)
      return `${name} läuft noch bis zum ${formatDateShort(contract.endsOn)} – das Löschen des Kontos ändert daran nichts.`;
    return member
      ? `${name} läuft weiter – das Löschen deines Kontos kündigt ihn nicht. Kündigen kannst du über „Verträge hier kündigen“ unten auf jeder Seite.`
      : `${name} läuft weiter – das Löschen des Kontos kündigt ihn nicht.`;
  });
  return [...cards, ...contracts];
}
