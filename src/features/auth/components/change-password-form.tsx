// Change the password (PUT /api/v1/users/change-password, seed 000 §8 texts). The server signs out every other
// device and hands this one a new token; the form says so.
import { useState, type FormEvent } from 'react';
import { ERRORS } from '#domain/errors/catalogue';
import { ChangePasswordRequestSchema, MESSAGES } from '#domain/schemas/users';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError, problemsOfIssues, type FormProblems } from '../../../lib/form-problems';
import { useChangePassword } from '../api/change-password';
import './forms.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The request schema, plus the confirmation (seed 000 §5's 'Passwörter stimmen nicht überein'). */
function validate(values: typeof EMPTY): FormProblems | null {
  const parsed = ChangePasswordRequestSchema.safeParse(values);
  const problems: FormProblems = parsed.success
    ? { messages: [], fields: {} }
    : problemsOfIssues(parsed.error);
  if (values.newPassword !== values.confirmPassword) {
    problems.messages.push(MESSAGES.passwordsDiffer);
    problems.fields.confirmPassword = MESSAGES.passwordsDiffer;
  }
  return problems.messages.length > 0 ? problems : null;
}

export function ChangePasswordForm({ userName }: { userName: string }) {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setDone(null);
    const invalid = validate(values);
    if (invalid) return fail(invalid);
    clear();
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (result) => {
          setValues(EMPTY);
          setDone(result.message);
        },
        onError: (error) =>
          fail(
            problemsOfError(error, {
              fallback: ERRORS.PASSWORD_CHANGE_FAILED.message,
              codeFields: { CURRENT_PASSWORD_WRONG: 'currentPassword' },
            }),
          ),
      },
    );
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: problems.fields[name],
    onChange: (event: { target: { value: string } }) => {
      setDone(null);
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {done && (
        <SuccessNote>
          {done} Auf deinen anderen Geräten wurdest du abgemeldet; hier bleibst du angemeldet.
        </SuccessNote>
      )}
      <PasswordField
        {...field('currentPassword')}
        label="Aktuelles Passwort"
        autoComplete="current-password"
      />
      <PasswordField {...field('newPassword')} label="Neues Passwort" autoComplete="new-password" />
      <PasswordField
        {...field('confirmPassword')}
        label="Neues Passwort bestätigen"
        autoComplete="new-password"
      />
      <div className="auth-form__actions">
        <Button type="submit" loading={change.isPending}>
          Passwort ändern
        </Button>
      </div>
    </form>
  );
}
