// A new SEPA mandate at the desk (issue 33, decision 0194): the member brings a signed mandate for a new account;
// the desk types the account holder, the IBAN and the day of the signature. The server stores it under the
// contract's next mandate reference, so the next debit goes as a first collection (FRST).
import { useId } from 'react';
import { MandateChangeSchema, type AdminContractDetail } from '#domain/contracts/schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote } from '../../../components/ui/form-feedback';
import { useRecordForm } from '../../../components/ui/use-record-form';
import { useChangeMandate } from '../api/contracts';
import '../../../components/ui/admin-form.css';

type Fields = { accountHolder: string; iban: string; signedOn: string };

/** The form starts from the current holder; the IBAN and the date are typed for the new mandate. */
const fieldsOf = (contract: AdminContractDetail): Fields => ({
  accountHolder: contract.accountHolder,
  iban: '',
  signedOn: '',
});

export function MandateChangeForm({ contract }: { contract: AdminContractDetail }) {
  const headingId = useId();
  const change = useChangeMandate(contract.id);
  const { field, submit, saved, problems, summaryRef } = useRecordForm({
    record: contract,
    fieldsOf,
    schema: MandateChangeSchema,
    toInput: (fields: Fields) => fields,
    save: change,
  });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Neues SEPA-Mandat</h2>
      <p>
        Für eine neue Bankverbindung braucht es ein neues, unterschriebenes Mandat. Es bekommt die nächste
        Mandatsreferenz; die nächste Lastschrift geht als Erstlastschrift.
      </p>
      <form className="admin-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <ErrorSummary ref={summaryRef} messages={problems.messages} />
        {saved && (
          <SuccessNote>
            Das neue Mandat {change.data?.mandateReference ?? contract.mandateReference} wurde gespeichert.
          </SuccessNote>
        )}
        <TextField {...field('accountHolder')} label="Kontoinhaber/in" autoComplete="off" />
        <div className="admin-form__row">
          <TextField
            {...field('iban')}
            label="Neue IBAN"
            hint="z. B. DE89 3704 0044 0532 0130 00"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField {...field('signedOn')} label="Unterschrieben am" type="date" />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" loading={change.isPending}>
            Neues Mandat speichern
          </Button>
        </div>
      </form>
    </section>
  );
}
