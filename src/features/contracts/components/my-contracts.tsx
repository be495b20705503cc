// 'Meine Verträge' in the member's 'Meine Mitgliedschaft' (issue 31, decision 0192): each online contract with its
// state, term, masked IBAN and PDF; within the 14 days the withdrawal function of § 356a BGB ('Vertrag widerrufen',
// then the confirmation step 'Widerruf jetzt erklären', then the acknowledgement with date and time, the pro-rata
// value owed and the end); and the way to the cancellation page, prefilled with the contract's number.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import { formatEuro } from '#domain/contracts/pricing';
import type { Contract } from '#domain/contracts/schemas';
import { formatDateShort } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { paths } from '../../../config/paths';
import { errorMessages } from '../../../lib/error-message';
import { useMyContracts, withdrawMine } from '../api/contracts';
import { contractKeys } from '../api/keys';
import { Acknowledgement } from './acknowledgement';
import { ContractPdfButton } from './contract-pdf-button';
import './contracts.css';

export const CONTRACT_STATUS_TEXT = {
  active: 'Aktiv',
  cancelled: 'Gekündigt',
  withdrawn: 'Widerrufen',
} as const;

export function MyContracts({ userId }: { userId: number }) {
  const contracts = useMyContracts(userId);
  if (!contracts.data || contracts.data.length === 0) return null;
  return (
    <section className="my-contracts" aria-labelledby="my-contracts-heading">
      <h3 id="my-contracts-heading">Meine Verträge</h3>
      <ul className="my-contracts__list">
        {contracts.data.map((contract) => (
          <li key={contract.id}>
            <ContractItem contract={contract} userId={userId} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContractItem({ contract, userId }: { contract: Contract; userId: number }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending'>('idle');
  const [problems, setProblems] = useState<string[]>([]);
  const [answer, setAnswer] = useState<{ receivedAt: string; proRataCents: number; endsOn: string } | null>(
    null,
  );

  const withdraw = async () => {
    setStep('sending');
    setProblems([]);
    try {
      setAnswer(await withdrawMine(contract.id));
      await queryClient.invalidateQueries({ queryKey: contractKeys.mine(userId) });
    } catch (error) {
      setProblems(errorMessages(error, { fallback: 'Der Widerruf konnte nicht gesendet werden.' }));
    } finally {
      setStep('idle');
    }
  };

  return (
    <article className="my-contracts__item" aria-label={`Vertrag ${contract.contractNumber}`}>
      <p className="my-contracts__title">
        <strong>{contract.typeName}</strong> · Vertrag {contract.contractNumber} ·{' '}
        {CONTRACT_STATUS_TEXT[contract.status]}
      </p>
      <dl className="checkout__summary">
        <div>
          <dt>Beginn</dt>
          <dd>{formatDateShort(contract.startsOn)}</dd>
        </div>
        {contract.endsOn && (
          <div>
            <dt>Ende</dt>
            <dd>{formatDateShort(contract.endsOn)}</dd>
          </div>
        )}
        <div>
          <dt>Monatlicher Beitrag</dt>
          <dd>{formatEuro(contract.monthlyPriceCents)}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>{contract.ibanMasked}</dd>
        </div>
        {contract.canWithdraw && (
          <div>
            <dt>Widerruf möglich bis</dt>
            <dd>{formatDateShort(contract.withdrawalDeadline)}</dd>
          </div>
        )}
      </dl>
      <ErrorSummary messages={problems} />
      {answer && (
        <Acknowledgement title="Dein Widerruf ist eingegangen" receivedAt={answer.receivedAt}>
          <p>Deine Mitgliedschaft endet am {formatDateShort(answer.endsOn)}.</p>
          {answer.proRataCents > 0 && (
            <p>
              Da du ausdrücklich verlangt hast, vor Ende der Widerrufsfrist zu beginnen, schuldest du für die
              Zeit bis zum Widerruf {formatEuro(answer.proRataCents)} (Wertersatz, § 357a Abs. 2 BGB).
            </p>
          )}
          <p>Die Bestätigung schicken wir dir auch per E-Mail.</p>
        </Acknowledgement>
      )}
      {step === 'confirm' || step === 'sending' ? (
        <div className="contract-confirm" role="group" aria-label="Widerruf bestätigen">
          <p>
            Willst du den Vertrag {contract.contractNumber} wirklich widerrufen? Deine Mitgliedschaft endet
            dann sofort.
          </p>
          <div className="contract-confirm__actions">
            <Button variant="ghost" onClick={() => setStep('idle')} disabled={step === 'sending'}>
              Abbrechen
            </Button>
            <Button onClick={() => void withdraw()} loading={step === 'sending'}>
              {CONTRACT_BUTTONS.withdrawConfirm}
            </Button>
          </div>
        </div>
      ) : (
        <div className="my-contracts__actions">
          <ContractPdfButton contract={contract} onError={setProblems} size="sm" />
          {contract.canWithdraw && !answer && (
            <Button variant="outline" size="sm" onClick={() => setStep('confirm')}>
              {CONTRACT_BUTTONS.withdraw}
            </Button>
          )}
          {contract.status === 'active' && (
            <Button
              variant="ghost"
              size="sm"
              to={`${paths.cancelContracts}?vertrag=${encodeURIComponent(contract.contractNumber)}`}
            >
              Kündigen
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
