// The desk's 'Verträge' (issue 31, decision 0192): the list of contracts concluded online and one contract with
// everything the studio needs (the full IBAN only here), its PDF, and its cancellation and withdrawal.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CANCELLATION_KINDS } from '#domain/contracts/legal-texts';
import { formatEuro } from '#domain/contracts/pricing';
import { formatDateShort, formatDateTimeShort } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useAdminContract, useAdminContracts } from '../api/contracts';
import { ContractPdfButton } from './contract-pdf-button';
import { MandateChangeForm } from './mandate-change-form';
import { CONTRACT_STATUS_TEXT } from './my-contracts';
import './contracts.css';

export function AdminContractList() {
  const list = useAdminContracts();
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <p role="alert" className="admin-contracts__state">
        {errorMessage(list.error, { fallback: 'Die Verträge konnten nicht geladen werden.' })}
      </p>
    );
  const contracts = list.data.pages.flat();
  if (contracts.length === 0) return <p className="admin-contracts__state">Noch keine Verträge.</p>;
  return (
    <>
      <div className="admin-contracts__scroll">
        <table className="admin-contracts">
          <caption className="visually-hidden">Online abgeschlossene Verträge, neueste zuerst</caption>
          <thead>
            <tr>
              <th scope="col">Vertrag</th>
              <th scope="col">Mitglied</th>
              <th scope="col">Mitgliedschaft</th>
              <th scope="col">Beginn</th>
              <th scope="col">Status</th>
              <th scope="col">Ende</th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((contract) => (
              <tr key={contract.id}>
                <th scope="row">
                  <Link to={paths.admin.contract(contract.id)}>{contract.contractNumber}</Link>
                </th>
                <td>
                  {contract.firstName} {contract.lastName}
                </td>
                <td>{contract.typeName}</td>
                <td>{formatDateShort(contract.startsOn)}</td>
                <td>{CONTRACT_STATUS_TEXT[contract.status]}</td>
                <td>{contract.endsOn ? formatDateShort(contract.endsOn) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        shown={contracts.length}
        noun="Verträge"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}

export function AdminContractView({ id }: { id: number }) {
  const query = useAdminContract(id);
  const [problems, setProblems] = useState<string[]>([]);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="admin-contracts__state">
        {errorMessage(query.error, { fallback: 'Der Vertrag konnte nicht geladen werden.' })}
      </p>
    );
  const contract = query.data;
  const rows: [string, string][] = [
    ['Status', CONTRACT_STATUS_TEXT[contract.status]],
    ['Mitglied', `${contract.firstName} ${contract.lastName}`],
    ['Geburtsdatum', formatDateShort(contract.dateOfBirth)],
    ['Anschrift', `${contract.street}, ${contract.postalCode} ${contract.city}`],
    ['E-Mail', contract.email],
    ['Telefon', contract.phone],
    ['Mitgliedschaft', contract.typeName],
    ['Abgeschlossen', formatDateTimeShort(contract.concludedAt)],
    ['Beginn', formatDateShort(contract.startsOn)],
    ['Ende', contract.endsOn ? formatDateShort(contract.endsOn) : 'unbefristet'],
    ['Monatlicher Beitrag', formatEuro(contract.monthlyPriceCents)],
    ['Startpaket', formatEuro(contract.setupFeeCents)],
    ['Mindestlaufzeit', `${contract.minimumTermMonths} Monate`],
    ['Gesamtpreis', formatEuro(contract.totalPriceCents)],
    ['Kündigungsfrist', `${contract.noticePeriodWeeks} Wochen`],
    [
      'Beginn in der Widerrufsfrist verlangt',
      contract.expressStartRequestedAt ? formatDateTimeShort(contract.expressStartRequestedAt) : 'nein',
    ],
    ['Widerruf möglich bis', formatDateShort(contract.withdrawalDeadline)],
    ['Kontoinhaber/in', contract.accountHolder],
    ['IBAN', contract.iban],
    ['Mandatsreferenz', contract.mandateReference],
  ];
  return (
    <>
      <header className="admin-page__header">
        <h1>Vertrag {contract.contractNumber}</h1>
        <p className="lead">
          <Link to={paths.admin.contracts}>Zurück zu den Verträgen</Link>
        </p>
      </header>
      <ErrorSummary messages={problems} />
      <div className="my-contracts__actions">
        <ContractPdfButton contract={contract} onError={setProblems} />
        {contract.status === 'active' && (
          <Button
            variant="ghost"
            to={`${paths.cancelContracts}?vertrag=${encodeURIComponent(contract.contractNumber)}`}
          >
            Kündigung erfassen
          </Button>
        )}
      </div>
      <dl className="admin-contract__fields">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {contract.status !== 'withdrawn' && <MandateChangeForm contract={contract} />}
      <section aria-labelledby="contract-cancellation">
        <h2 id="contract-cancellation">Kündigung</h2>
        {contract.cancellation ? (
          <dl className="admin-contract__fields">
            <div>
              <dt>Eingegangen</dt>
              <dd>{formatDateTimeShort(contract.cancellation.receivedAt)}</dd>
            </div>
            <div>
              <dt>Art</dt>
              <dd>{CANCELLATION_KINDS[contract.cancellation.kind]}</dd>
            </div>
            {contract.cancellation.reason && (
              <div>
                <dt>Grund</dt>
                <dd>{contract.cancellation.reason}</dd>
              </div>
            )}
            <div>
              <dt>Vertragsende</dt>
              <dd>{formatDateShort(contract.cancellation.endsOn)}</dd>
            </div>
          </dl>
        ) : (
          <p>Nicht gekündigt.</p>
        )}
      </section>
      <section aria-labelledby="contract-withdrawal">
        <h2 id="contract-withdrawal">Widerruf</h2>
        {contract.withdrawal ? (
          <dl className="admin-contract__fields">
            <div>
              <dt>Eingegangen</dt>
              <dd>{formatDateTimeShort(contract.withdrawal.receivedAt)}</dd>
            </div>
            <div>
              <dt>Wertersatz (§ 357a Abs. 2 BGB)</dt>
              <dd>{formatEuro(contract.withdrawal.proRataCents)}</dd>
            </div>
          </dl>
        ) : (
          <p>Nicht widerrufen.</p>
        )}
      </section>
    </>
  );
}
