// The new password from the mail's link: the registration's password rules and German messages, the
// confirmation, then the way to sign in. A used or expired link says so and offers a new one.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '#domain/constants';
import { MESSAGES } from '#domain/schemas/users';
import { NewPasswordSchema } from '#domain/schemas/mail';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { paths } from '../../../config/paths';
import { problemsOfError, type FormProblems } from '../../../lib/form-problems';
import { useResetPassword } from '../api/reset-password';
import { useTextValues } from './text-values';
import './forms.css';

const EMPTY = { newPassword: '', confirmPassword: '' };

function validate(values: typeof EMPTY): FormProblems | null {
  const problems: FormProblems = { messages: [], fields: {} };
  const parsed = NewPasswordSchema.safeParse(values.newPassword);
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    problems.messages.push(message);
    problems.fields.newPassword = message;
  }
  if (values.newPassword !== values.confirmPassword) {
    problems.messages.push(MESSAGES.passwordsDiffer);
    problems.fields.confirmPassword = MESSAGES.passwordsDiffer;
  }
  return problems.messages.length > 0 ? problems : null;
}

/** `label` names the form (the page's heading: a reset or an invitation). */
export function ResetPasswordForm({
  token,
  label = 'Neues Passwort festlegen',
}: {
  token: string;
  label?: string;
}) {
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const { values, setValues, field } = useTextValues(EMPTY, problems.fields);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const invalid = validate(values);
    if (invalid) return fail(invalid);
    clear();
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          setDone(answer.message);
        },
        onError: (error) => {
          setLinkDead((error as { code?: string }).code === 'PASSWORD_RESET_INVALID');
          fail(problemsOfError(error));
        },
      },
    );
  };

  if (done)
    return (
      <div className="auth-form">
        <SuccessNote>{done}</SuccessNote>
        <div className="auth-form__actions">
          <Button to={paths.login()} fullWidth size="lg" iconStart="log-in">
            Jetzt anmelden
          </Button>
        </div>
      </div>
    );

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={label}>
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {linkDead && (
        <p>
          <Link to={paths.forgotPassword}>Neuen Link anfordern</Link>
        </p>
      )}
      <PasswordField
        {...field('newPassword')}
        label="Neues Passwort"
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...field('confirmPassword')}
        label="Neues Passwort bestätigen"
        autoComplete="new-password"
        required
      />
      <div className="auth-form__actions">
        <Button type="submit" fullWidth size="lg" loading={reset.isPending}>
          Passwort speichern
        </Button>
      </div>
    </form>
  );
}
