// The checkout of a membership type sold online (issue 31, decision 0192): start, personal data, SEPA mandate,
// the summary, and right above the button 'Zahlungspflichtig bestellen' the total price (§ 312j Abs. 3 BGB,
// Art. 246a § 1 EGBGB). Before (and without) JavaScript it is a plain form posting its fields, named as the API's
// body, to the server, which answers with the confirmation or a German error page (decision 0180). With the
// script the form validates each field in German, moves the focus to the first wrong one, and posts JSON with one
// Idempotency-Key per form: a double tap or a retry sends the same key and makes one contract.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addDays, berlinDate, formatDateShort } from '#domain/time';
import { FORM_PATHS } from '#domain/routing';
import type { PublicMembershipType } from '#domain/memberships/schemas';
import {
  CONTRACT_BUTTONS,
  contractSummary,
  EXPRESS_START_REQUEST,
  monthsText,
  sepaMandate,
} from '#domain/contracts/legal-texts';
import { contractPrice, firstDebit, formatEuro } from '#domain/contracts/pricing';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { paths } from '../../../config/paths';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { problemsOfError } from '../../../lib/form-problems';
import { LegalDocumentView } from '../../../components/legal-document';
import { orderContract } from '../api/contracts';
import {
  EMPTY_ORDER,
  firstInvalidField,
  MANDATE_REFERENCE_NOTE,
  orderBody,
  validateOrder,
  type CheckoutLegal,
  type OrderValues,
} from '../model';
import { CheckField } from './check-field';
import '../../../components/ui/form-feedback.css';
import './contracts.css';

export interface CheckoutFormProps {
  type: PublicMembershipType & { minimumTermMonths: number; monthlyPriceCents: number };
  /** The address part of the type's checkout (the confirmation page is under it). */
  slug: string;
  legal: CheckoutLegal;
}

export function CheckoutForm({ type, slug, legal }: CheckoutFormProps) {
  const id = useId();
  const today = berlinDate(new Date());
  const [values, setValues] = useState<OrderValues>(() => ({ ...EMPTY_ORDER, startsOn: addDays(today, 1) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One key per form: the same key for every send of the same values (a double tap, a retry after a lost answer);
  // a new one once a value changed, so a corrected order is not answered with the refused one.
  const keyRef = useRef<string | null>(null);
  useEffect(() => {
    keyRef.current = null;
  }, [values]);
  // Set at once (a state would still read false in the second tap of a double tap).
  const sendingRef = useRef(false);

  const price = contractPrice({
    monthlyPriceCents: type.monthlyPriceCents,
    setupFeeCents: type.setupFeeCents,
    minimumTermMonths: type.minimumTermMonths,
  });
  // Starting at once means today; otherwise the chosen day, once it is a whole date.
  const startsOn = values.startImmediately
    ? today
    : /^\d{4}-\d{2}-\d{2}$/.test(values.startsOn)
      ? values.startsOn
      : null;
  const summary = contractSummary({
    typeName: type.name,
    monthlyPriceCents: type.monthlyPriceCents,
    setupFeeCents: type.setupFeeCents,
    minimumTermMonths: type.minimumTermMonths,
    noticePeriodWeeks: type.noticePeriodWeeks,
    startsOn,
  });
  const debit = startsOn
    ? firstDebit({
        orderedAt: new Date(),
        startsOn,
        monthlyPriceCents: type.monthlyPriceCents,
        setupFeeCents: type.setupFeeCents,
        prenotificationDays: legal.prenotificationDays,
      })
    : null;

  const set = <K extends keyof OrderValues>(key: K, value: OrderValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const focusField = (field: string | undefined) => {
    if (!field) return;
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    element?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateOrder(type.id, values, { today, minimumAge: legal.minimumAge });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setMessages([]);
      focusField(firstInvalidField(found));
      return;
    }
    setErrors({});
    setMessages([]);
    setSending(true);
    sendingRef.current = true;
    keyRef.current ??= newIdempotencyKey();
    try {
      const result = await orderContract(orderBody(type.id, values), keyRef.current);
      window.location.assign(
        paths.joinDone(slug, result.contractNumber, {
          startsOn: result.startsOn,
          debitOn: result.firstDebit.date,
          debitCents: result.firstDebit.amountCents,
          withdrawalDeadline: result.withdrawalDeadline,
        }),
      );
    } catch (error) {
      const problems = problemsOfError(error, { fallback: 'Die Bestellung konnte nicht gesendet werden.' });
      setErrors(problems.fields);
      setMessages(problems.messages);
      setSending(false);
      sendingRef.current = false;
      const field = firstInvalidField(problems.fields);
      if (field) focusField(field);
      else formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
    }
  };

  const field = (name: keyof OrderValues) => ({
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  });

  return (
    <form
      ref={formRef}
      className="checkout"
      method="post"
      action={FORM_PATHS.contract}
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="typeId" value={type.id} />
      <input type="hidden" name="seite" value={paths.join(slug)} />
      <ErrorSummary messages={messages} />

      <fieldset className="checkout__section">
        <legend>1. Beginn der Mitgliedschaft</legend>
        <TextField
          {...field('startsOn')}
          label="Beginn"
          type="date"
          min={addDays(today, 1)}
          hint={`Frühestens morgen, am ${formatDateShort(addDays(today, 1))}.`}
        />
        <CheckField
          name="startImmediately"
          checked={values.startImmediately}
          error={errors.startImmediately}
          onChange={(checked) => set('startImmediately', checked)}
        >
          Ich möchte sofort, schon heute, beginnen (dann gilt das folgende Verlangen).
        </CheckField>
        <CheckField
          name="expressStartRequest"
          checked={values.startImmediately || values.expressStartRequest}
          error={errors.expressStartRequest}
          onChange={(checked) => set('expressStartRequest', checked)}
        >
          {EXPRESS_START_REQUEST}
        </CheckField>
      </fieldset>

      <fieldset className="checkout__section">
        <legend>2. Deine Daten</legend>
        <div className="checkout__row">
          <TextField {...field('firstName')} label="Vorname" autoComplete="given-name" />
          <TextField {...field('lastName')} label="Nachname" autoComplete="family-name" />
        </div>
        <TextField
          {...field('dateOfBirth')}
          label="Geburtsdatum"
          type="date"
          autoComplete="bday"
          hint={`Mitglied werden kann, wer mindestens ${legal.minimumAge} Jahre alt ist.`}
        />
        <TextField {...field('street')} label="Straße und Hausnummer" autoComplete="street-address" />
        <div className="checkout__row checkout__row--postal">
          <TextField {...field('postalCode')} label="PLZ" inputMode="numeric" autoComplete="postal-code" />
          <TextField {...field('city')} label="Ort" autoComplete="address-level2" />
        </div>
        <EmailField {...field('email')} label="E-Mail" hint="Hierhin schicken wir deinen Vertrag." />
        <TextField {...field('phone')} label="Telefon" type="tel" autoComplete="tel" />
      </fieldset>

      <fieldset className="checkout__section">
        <legend>3. SEPA-Lastschriftmandat</legend>
        <TextField {...field('accountHolder')} label="Kontoinhaber/in" autoComplete="name" />
        <TextField
          {...field('iban')}
          label="IBAN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="z. B. DE89 3704 0044 0532 0130 00"
        />
        <CheckField
          name="mandateConsent"
          checked={values.mandateConsent}
          error={errors.mandateConsent}
          onChange={(checked) => set('mandateConsent', checked)}
        >
          Ich erteile das unten stehende SEPA-Lastschriftmandat.
        </CheckField>
        <div className="checkout__mandate">
          <LegalDocumentView
            document={sepaMandate({
              creditorName: legal.studioName,
              creditorId: legal.creditorId,
              mandateReference: MANDATE_REFERENCE_NOTE,
            })}
            headingLevel={3}
          />
        </div>
      </fieldset>

      <section className="checkout__section" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="checkout__heading">
          4. Zusammenfassung
        </h2>
        <dl className="checkout__summary">
          {summary.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
          <div>
            <dt>Beginn</dt>
            <dd>{startsOn ? formatDateShort(startsOn) : '–'}</dd>
          </div>
          {debit && (
            <div>
              <dt>Erste Abbuchung</dt>
              <dd>
                {formatEuro(debit.amountCents)} am {formatDateShort(debit.date)}
              </dd>
            </div>
          )}
        </dl>
        <CheckField
          name="acceptTerms"
          checked={values.acceptTerms}
          error={errors.acceptTerms}
          onChange={(checked) => set('acceptTerms', checked)}
        >
          Ich habe die <a href={paths.terms}>Allgemeinen Geschäftsbedingungen</a>, die{' '}
          <a href={paths.withdrawalInstructions}>Widerrufsbelehrung mit dem Muster-Widerrufsformular</a> und
          die <a href={paths.privacy}>Datenschutzhinweise</a> gelesen und akzeptiere die Allgemeinen
          Geschäftsbedingungen.
        </CheckField>
      </section>

      <div className="checkout__order">
        <p className="checkout__total">
          <span>
            Gesamtpreis für die Mindestlaufzeit von {monthsText(price.minimumTermMonths)} (inkl. Startpaket)
          </span>{' '}
          <strong>{formatEuro(price.totalPriceCents)}</strong>
        </p>
        <Button type="submit" size="lg" fullWidth loading={sending}>
          {CONTRACT_BUTTONS.order}
        </Button>
      </div>
    </form>
  );
}
