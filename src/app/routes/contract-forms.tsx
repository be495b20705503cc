// The contract pages every visitor reaches from the footer without signing in (issue 31, decision 0192):
// /vertraege-kuendigen (§ 312k BGB, 'Verträge hier kündigen') and /vertrag-widerrufen (§ 356a BGB). Server-rendered
// like the other public pages; on a page of islands each form hydrates on the first tap or focus and posts as a
// plain form before that. A signed-in member gets the app, and the cancellation form prefilled.
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../features/auth/session-store';
import { CancellationForm } from '../../features/contracts/components/cancellation-form';
import { WithdrawalForm } from '../../features/contracts/components/withdrawal-form';
import { Island } from '../islands/island';
import '../../features/contracts/components/contracts.css';

export function CancelContractsPage() {
  const [query] = useSearchParams();
  const contractNumber = query.get('vertrag') ?? '';
  const user = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  const prefill = user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null;
  return (
    <>
      <DocumentTitle title="Verträge hier kündigen" />
      <PageHeader
        eyebrow="Kündigung"
        heading="Verträge hier kündigen"
        intro="Kündige deinen Vertrag hier ohne Anmeldung. Wir bestätigen dir den Eingang sofort mit Datum und Uhrzeit und schicken dir die Bestätigung mit dem Vertragsende per E-Mail."
      />
      <div className="container contract-page">
        <Island kind="@cancellation" props={{ contractNumber }} when="interaction">
          <CancellationForm contractNumber={contractNumber} prefill={prefill} />
        </Island>
      </div>
    </>
  );
}

export function WithdrawContractPage() {
  return (
    <>
      <DocumentTitle title="Vertrag widerrufen" />
      <PageHeader
        eyebrow="Widerruf"
        heading="Vertrag widerrufen"
        intro="Du hast deinen Vertrag online abgeschlossen? Innerhalb von 14 Tagen kannst du ihn hier ohne Angabe von Gründen widerrufen."
      />
      <div className="container contract-page">
        <Island kind="@withdrawal" props={{}} when="interaction">
          <WithdrawalForm />
        </Island>
      </div>
    </>
  );
}
