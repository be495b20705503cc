// The sign-in form (seed 000 §3, §8): e-mail as userName and password; 'Ungültige Anmeldedaten', 'Fehler beim
// Abrufen der Benutzerdaten', the throttle's wait, or the network message. Where to go afterwards is the page's
// business: it follows the session.
import type { FormEvent } from 'react';
import { LoginRequestSchema } from '#domain/schemas/users';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { ErrorSummary, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useLogin } from '../api/login';
import { useTextValues } from './text-values';
import './forms.css';

export function LoginForm() {
  const login = useLogin();
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const { values, field } = useTextValues({ userName: '', password: '' }, problems.fields);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = LoginRequestSchema.safeParse(values);
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    login.mutate(parsed.data, {
      onError: (error) => fail(problemsOfError(error, { codeFields: { INVALID_CREDENTIALS: 'password' } })),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Anmelden">
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      <TextField
        {...field('userName')}
        label="E-Mail-Adresse"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <PasswordField {...field('password')} label="Passwort" autoComplete="current-password" required />
      <div className="auth-form__actions">
        <Button type="submit" fullWidth size="lg" loading={login.isPending} iconStart="log-in">
          Anmelden
        </Button>
      </div>
    </form>
  );
}
