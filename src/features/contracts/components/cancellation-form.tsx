// The cancellation page's form (§ 312k BGB, issue 31, decision 0192): who (name, e-mail), which contract, ordinary
// ('zum nächstmöglichen Zeitpunkt', preselected) or extraordinary with its reason, the wished date, and the
// button 'Jetzt kündigen'. No sign-in, no retention offer. The answer is the same for everyone (the date and time
// received); a signed-in member whose contract it is also reads the end date, and gets the form prefilled.
// Without JavaScript it posts its fields to the server, which answers with the same confirmation page.
import { useId, useRef, useState, type FormEvent } from 'react';
import { FORM_PATHS } from '#domain/routing';
import { CANCELLATION_KINDS, CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import { CANCELLATION_KIND_VALUES } from '#domain/contracts/schemas';
import { formatDateShort } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { problemsOfError } from '../../../lib/form-problems';
import { useIsClient } from '../../../lib/use-is-client';
import { cancelContract } from '../api/contracts';
import {
  cancellationBody,
  EMPTY_CANCELLATION,
  firstInvalidField,
  validateCancellation,
  type CancellationValues,
} from '../model';
import { Acknowledgement } from './acknowledgement';
import '../../../components/ui/form-feedback.css';
import './contracts.css';

/** A signed-in member's name and e-mail (the page passes them; a visitor's form starts empty). */
export interface CancellationPrefill {
  firstName: string;
  lastName: string;
  email: string;
}

export function CancellationForm({
  contractNumber = '',
  prefill = null,
}: {
  contractNumber?: string;
  prefill?: CancellationPrefill | null;
}) {
  const id = useId();
  const hydrated = useIsClient();
  const [values, setValues] = useState<CancellationValues>({ ...EMPTY_CANCELLATION, contractNumber });
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ receivedAt: string; endsOn?: string | null } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A signed-in member's name and e-mail, until they type their own (after hydration: the server's HTML is a
  // visitor's).
  const shown: CancellationValues =
    hydrated && prefill && !touched
      ? { ...values, firstName: prefill.firstName, lastName: prefill.lastName, email: prefill.email }
      : values;

  const set = <K extends keyof CancellationValues>(key: K, value: CancellationValues[K]) => {
    setValues({ ...shown, [key]: value });
    setTouched(true);
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateCancellation(shown);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setMessages([]);
      const field = firstInvalidField(found);
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setErrors({});
    setMessages([]);
    setSending(true);
    try {
      setDone(await cancelContract(cancellationBody(shown)));
    } catch (error) {
      const problems = problemsOfError(error, { fallback: 'Die Kündigung konnte nicht gesendet werden.' });
      setErrors(problems.fields);
      setMessages(problems.messages);
      const field = firstInvalidField(problems.fields);
      if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      else formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
    } finally {
      setSending(false);
    }
  };

  if (done)
    return (
      <Acknowledgement title="Deine Kündigung ist eingegangen" receivedAt={done.receivedAt}>
        {done.endsOn && (
          <p>
            Dein Vertrag endet am <strong>{formatDateShort(done.endsOn)}</strong>.
          </p>
        )}
        <p>
          Die Bestätigung mit Datum, Uhrzeit und dem Ende deines Vertrags schicken wir dir sofort per E-Mail
          an die Adresse deines Vertrags.
        </p>
      </Acknowledgement>
    );

  const text = (name: 'firstName' | 'lastName' | 'email' | 'contractNumber' | 'requestedEndOn') => ({
    name,
    value: shown[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      className="contract-form"
      method="post"
      action={FORM_PATHS.cancellation}
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary messages={messages} />
      <fieldset className="checkout__section">
        <legend>Wer kündigt?</legend>
        <div className="checkout__row">
          <TextField {...text('firstName')} label="Vorname" autoComplete="given-name" />
          <TextField {...text('lastName')} label="Nachname" autoComplete="family-name" />
        </div>
        <EmailField {...text('email')} label="E-Mail" hint="Die Adresse, die in deinem Vertrag steht." />
        <TextField
          {...text('contractNumber')}
          label="Vertragsnummer"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Sie steht in deiner Vertragsbestätigung (z. B. KR-ABCD2345). Nicht zur Hand? Dann leer lassen: Name und E-Mail genügen."
        />
      </fieldset>
      <fieldset className="checkout__section">
        <legend>Art der Kündigung</legend>
        {CANCELLATION_KIND_VALUES.map((kind) => (
          <label key={kind} className="contract-radio">
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={shown.kind === kind}
              onChange={() => set('kind', kind)}
            />
            <span>{CANCELLATION_KINDS[kind]}</span>
          </label>
        ))}
        {(!hydrated || shown.kind === 'extraordinary') && (
          <div className={errors.reason ? 'field field--invalid' : 'field'}>
            <label htmlFor={`${id}-reason`} className="field__label">
              Wichtiger Grund (nur bei außerordentlicher Kündigung)
            </label>
            <textarea
              id={`${id}-reason`}
              className="field__input"
              name="reason"
              rows={4}
              value={shown.reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              onChange={(event) => set('reason', event.target.value)}
            />
            {errors.reason && (
              <p id={`${id}-reason-error`} className="field__error">
                {errors.reason}
              </p>
            )}
          </div>
        )}
        <TextField
          {...text('requestedEndOn')}
          label="Gewünschtes Vertragsende (optional)"
          type="date"
          hint="Leer lassen: zum nächstmöglichen Zeitpunkt. Ein früheres Datum als möglich gilt als nächstmöglicher Zeitpunkt."
        />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={sending}>
        {CONTRACT_BUTTONS.cancel}
      </Button>
    </form>
  );
}
