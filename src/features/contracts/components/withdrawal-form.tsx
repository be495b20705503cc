// The withdrawal function of § 356a BGB without signing in (issue 31, decision 0192): contract number and e-mail,
// then a confirmation step with the button 'Widerruf jetzt erklären', then the acknowledgement with date and time
// (the same answer whether the contract exists; its owner's mail says more). Without JavaScript the first post
// answers with the server's confirmation step, whose button posts again with `bestaetigt=true`.
import { useRef, useState, type FormEvent } from 'react';
import { FORM_PATHS } from '#domain/routing';
import { CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { problemsOfError } from '../../../lib/form-problems';
import { withdrawPublic } from '../api/contracts';
import { firstInvalidField, validateWithdrawal } from '../model';
import { Acknowledgement } from './acknowledgement';
import '../../../components/ui/form-feedback.css';
import './contracts.css';

type Step = 'form' | 'confirm' | 'done';

export function WithdrawalForm() {
  const [values, setValues] = useState({ contractNumber: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [step, setStep] = useState<Step>('form');
  const [sending, setSending] = useState(false);
  const [receivedAt, setReceivedAt] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);

  const set = (key: 'contractNumber' | 'email', value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWithdrawal(values);
    setErrors(found);
    const field = firstInvalidField(found);
    if (field) {
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setStep('confirm');
    requestAnimationFrame(() => confirmRef.current?.focus());
  };

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setMessages([]);
    try {
      const answer = await withdrawPublic({
        contractNumber: values.contractNumber.trim(),
        email: values.email.trim(),
      });
      setReceivedAt(answer.receivedAt);
      setStep('done');
    } catch (error) {
      setMessages(
        problemsOfError(error, { fallback: 'Der Widerruf konnte nicht gesendet werden.' }).messages,
      );
    } finally {
      setSending(false);
    }
  };

  if (step === 'done')
    return (
      <Acknowledgement title="Dein Widerruf ist eingegangen" receivedAt={receivedAt}>
        <p>
          Gehört die Vertragsnummer zu dieser E-Mail-Adresse, bestätigen wir dir den Widerruf sofort per
          E-Mail, mit Datum und Uhrzeit des Eingangs.
        </p>
      </Acknowledgement>
    );

  if (step === 'confirm')
    return (
      <div className="contract-form contract-confirm">
        <h2 ref={confirmRef} tabIndex={-1}>
          Widerruf bestätigen
        </h2>
        <p>
          Hiermit widerrufe ich den Vertrag mit der Vertragsnummer{' '}
          <strong>{values.contractNumber.trim()}</strong> (E-Mail: {values.email.trim()}).
        </p>
        <ErrorSummary messages={messages} />
        <div className="contract-confirm__actions">
          <Button variant="ghost" iconStart="arrow-left" onClick={() => setStep('form')}>
            Zurück
          </Button>
          <Button variant="primary" size="lg" loading={sending} onClick={() => void confirm()}>
            {CONTRACT_BUTTONS.withdrawConfirm}
          </Button>
        </div>
      </div>
    );

  return (
    <form
      ref={formRef}
      className="contract-form"
      method="post"
      action={FORM_PATHS.withdrawal}
      noValidate
      onSubmit={next}
    >
      <fieldset className="checkout__section">
        <legend>Welcher Vertrag?</legend>
        <TextField
          name="contractNumber"
          label="Vertragsnummer"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Sie steht in deiner Vertragsbestätigung."
          value={values.contractNumber}
          error={errors.contractNumber}
          onChange={(event) => set('contractNumber', event.target.value)}
        />
        <EmailField
          name="email"
          label="E-Mail"
          hint="Die Adresse, die in deinem Vertrag steht."
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </fieldset>
      <Button type="submit" size="lg" fullWidth>
        {CONTRACT_BUTTONS.withdraw}
      </Button>
    </form>
  );
}
