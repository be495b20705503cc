// The member's switches for the optional messages (decision 0090): booking confirmed, moved up from the
// waitlist, and the reminder before each booked session (issue 21: by push where on, else by mail). The
// essential ones (password reset, a session the studio cancels) are named, not switchable.
import { useState, type FormEvent } from 'react';
import type { MailPreferences } from '#domain/schemas/mail';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { problemsOfError } from '../../../lib/form-problems';
import { useMailPreferences, useUpdateMailPreferences } from '../api/mail-preferences';
import './forms.css';

const CHOICES: readonly { name: keyof MailPreferences; label: string }[] = [
  { name: 'bookingConfirmed', label: 'Buchungsbestätigung mit Kalendereintrag (.ics)' },
  { name: 'waitlistPromoted', label: 'Nachricht, wenn ich von der Warteliste nachrücke' },
  { name: 'reminders', label: 'Erinnerung vor jedem gebuchten Kurs' },
];

export function MailPreferencesForm() {
  const stored = useMailPreferences();
  if (stored.isPending) return <Spinner label="E-Mail-Einstellungen werden geladen" />;
  if (stored.isError) return <ErrorSummary messages={problemsOfError(stored.error).messages} />;
  return <MailPreferencesFields initial={stored.data} />;
}

function MailPreferencesFields({ initial }: { initial: MailPreferences }) {
  const update = useUpdateMailPreferences();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const { problems, fail, clear, summaryRef } = useFormProblems();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    clear();
    update.mutate(values, {
      onSuccess: () => setSaved(true),
      onError: (error) => fail(problemsOfError(error)),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="mail-heading">
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {saved && <SuccessNote>Deine E-Mail-Einstellungen wurden gespeichert.</SuccessNote>}
      <fieldset className="auth-form__choices">
        <legend className="visually-hidden">E-Mails, die du bekommen möchtest</legend>
        {CHOICES.map((choice) => (
          <label key={choice.name} className="auth-form__check">
            <input
              type="checkbox"
              name={choice.name}
              checked={values[choice.name] ?? true}
              onChange={(event) => {
                setSaved(false);
                setValues((current) => ({ ...current, [choice.name]: event.target.checked }));
              }}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="auth-form__actions">
        <Button type="submit" loading={update.isPending}>
          E-Mail-Einstellungen speichern
        </Button>
      </div>
    </form>
  );
}
