// The billing settings in 'Beiträge' (issue 33, admin): the studio's account for the debits (IBAN, BIC), its tax
// number for the invoices (§ 14 Abs. 4 Nr. 2 UStG), the VAT rate, the return fee, whether two returns in a row
// block bookings, and the pain.008 version the bank takes. The same submit flow as the legal data's form.
import { formatDecimalComma } from '#domain/contracts/pricing';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { useRecordForm, wholeNumber } from '../../../components/ui/use-record-form';
import { errorMessage } from '../../../lib/error-message';
import { useBillingSettings, useUpdateBillingSettings } from '../api/billing';
import { BillingSettingsWriteSchema, type BillingSettings } from '#domain/billing/schemas';
import { eurosToCents } from '../model';
import '../../../components/ui/admin-form.css';

type Fields = Record<keyof BillingSettings, string>;

const fieldsOf = (settings: BillingSettings): Fields => ({
  creditorIban: settings.creditorIban,
  creditorBic: settings.creditorBic,
  taxNumber: settings.taxNumber,
  vatRatePercent: String(settings.vatRatePercent),
  returnFeeCents: formatDecimalComma(settings.returnFeeCents),
  blockBookingsAfterReturns: String(settings.blockBookingsAfterReturns),
  painVersion: settings.painVersion,
});

const toInput = (fields: Fields) => ({
  ...fields,
  creditorIban: fields.creditorIban.replace(/\s+/g, '').toUpperCase(),
  creditorBic: fields.creditorBic.replace(/\s+/g, '').toUpperCase(),
  vatRatePercent: wholeNumber(fields.vatRatePercent),
  returnFeeCents: eurosToCents(fields.returnFeeCents),
  blockBookingsAfterReturns: fields.blockBookingsAfterReturns === 'true',
});

export function BillingSettingsForm() {
  const settings = useBillingSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError)
    return (
      <p role="alert">
        {errorMessage(settings.error, {
          fallback: 'Die Einstellungen für Beiträge konnten nicht geladen werden.',
        })}
      </p>
    );
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: BillingSettings }) {
  const update = useUpdateBillingSettings();
  const { fields, field, set, submit, saved, problems, summaryRef } = useRecordForm({
    record: settings,
    fieldsOf,
    schema: BillingSettingsWriteSchema,
    toInput,
    save: update,
  });
  return (
    <form
      className="admin-form settings-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="billing-settings-heading"
    >
      <h2 id="billing-settings-heading">Einstellungen für Beiträge</h2>
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {saved && <SuccessNote>Die Einstellungen für Beiträge wurden gespeichert.</SuccessNote>}
      <fieldset className="admin-form__group">
        <legend>Konto des Studios (Lastschriften)</legend>
        <div className="admin-form__row">
          <TextField
            {...field('creditorIban')}
            label="IBAN des Studios"
            spellCheck={false}
            autoComplete="off"
          />
          <TextField {...field('creditorBic')} label="BIC" hint="Leer: ohne BIC" spellCheck={false} />
        </div>
        <SelectField {...field('painVersion')} label="Format der Bankdatei">
          <option value="pain.008.001.08">pain.008.001.08 (Standard)</option>
          <option value="pain.008.001.02">pain.008.001.02 (ältere Bankprogramme)</option>
        </SelectField>
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Rechnungen</legend>
        <div className="admin-form__row">
          <TextField {...field('taxNumber')} label="Steuernummer" hint="z. B. 37/123/45678" />
          <TextField {...field('vatRatePercent')} label="Umsatzsteuersatz (%)" inputMode="numeric" />
        </div>
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Rücklastschriften</legend>
        <TextField
          {...field('returnFeeCents')}
          label="Rücklastschriftgebühr (€)"
          hint="z. B. 3,00"
          inputMode="decimal"
        />
        <label className="admin-form__check">
          <input
            type="checkbox"
            checked={fields.blockBookingsAfterReturns === 'true'}
            onChange={(e) => set('blockBookingsAfterReturns', String(e.target.checked))}
          />
          Nach zwei Rücklastschriften in Folge keine neuen Buchungen
        </label>
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" loading={update.isPending}>
          Einstellungen speichern
        </Button>
      </div>
    </form>
  );
}
