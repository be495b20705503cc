// The studio's legal data in /admin/einstellungen (issue 31, item 7): name and address as the contracts, the PDF and
// the Widerrufsbelehrung name them, the SEPA creditor identifier, register and VAT id for the Impressum, the minimum
// age to order online and the days between the debit's pre-notification and the first debit. German messages of
// the domain's schema at their fields; the server checks the creditor identifier's checksum.
import { LegalSettingsWriteSchema, type LegalSettings } from '#domain/contracts/schemas';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote } from '../../../components/ui/form-feedback';
import { useRecordForm, wholeNumber } from '../../../components/ui/use-record-form';
import { errorMessage } from '../../../lib/error-message';
import { useLegal, useUpdateLegal } from '../api/contracts';
import '../../../components/ui/admin-form.css';

type TextKey =
  'studioName' | 'street' | 'postalCode' | 'city' | 'email' | 'phone' | 'creditorId' | 'register' | 'vatId';
type Fields = Record<TextKey | 'minimumAge' | 'prenotificationDays', string>;

const fieldsOf = (legal: LegalSettings): Fields => ({
  studioName: legal.studioName,
  street: legal.street,
  postalCode: legal.postalCode,
  city: legal.city,
  email: legal.email,
  phone: legal.phone,
  creditorId: legal.creditorId,
  register: legal.register,
  vatId: legal.vatId,
  minimumAge: String(legal.minimumAge),
  prenotificationDays: String(legal.prenotificationDays),
});

export function LegalSettingsForm() {
  const legal = useLegal();
  if (legal.isPending) return <p>Rechtliche Angaben werden geladen …</p>;
  if (legal.isError)
    return (
      <p role="alert">
        {errorMessage(legal.error, { fallback: 'Die rechtlichen Angaben konnten nicht geladen werden.' })}
      </p>
    );
  return <LegalForm legal={legal.data} />;
}

function LegalForm({ legal }: { legal: LegalSettings }) {
  const update = useUpdateLegal();
  const { field, submit, saved, problems, summaryRef } = useRecordForm({
    record: legal,
    fieldsOf,
    schema: LegalSettingsWriteSchema,
    toInput: (fields: Fields) => ({
      ...fields,
      minimumAge: wholeNumber(fields.minimumAge),
      prenotificationDays: wholeNumber(fields.prenotificationDays),
    }),
    save: update,
  });
  return (
    <form className="admin-form settings-form" noValidate onSubmit={submit} aria-label="Rechtliche Angaben">
      <h2>Rechtliche Angaben</h2>
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {saved && <SuccessNote>Die rechtlichen Angaben wurden gespeichert.</SuccessNote>}
      <fieldset className="admin-form__group">
        <legend>Anbieter (Verträge, Widerrufsbelehrung, Impressum)</legend>
        <TextField {...field('studioName')} label="Name des Studios" />
        <TextField {...field('street')} label="Straße und Hausnummer" />
        <div className="admin-form__row">
          <TextField {...field('postalCode')} label="PLZ" inputMode="numeric" />
          <TextField {...field('city')} label="Ort" />
        </div>
        <div className="admin-form__row">
          <EmailField {...field('email')} label="E-Mail" />
          <TextField {...field('phone')} label="Telefon" type="tel" />
        </div>
        <div className="admin-form__row">
          <TextField {...field('register')} label="Registergericht und -nummer" hint="Leer: keine" />
          <TextField {...field('vatId')} label="USt-IdNr." hint="Leer: keine" />
        </div>
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Online-Verträge</legend>
        <TextField
          {...field('creditorId')}
          label="Gläubiger-Identifikationsnummer (SEPA)"
          hint="z. B. DE98ZZZ09999999999"
          spellCheck={false}
        />
        <div className="admin-form__row">
          <TextField
            {...field('minimumAge')}
            label="Mindestalter"
            hint="14 bis 21 Jahre"
            inputMode="numeric"
          />
          <TextField
            {...field('prenotificationDays')}
            label="Vorabankündigung der Lastschrift (Tage)"
            hint="1 bis 14"
            inputMode="numeric"
          />
        </div>
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" loading={update.isPending}>
          Rechtliche Angaben speichern
        </Button>
      </div>
    </form>
  );
}
