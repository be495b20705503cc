// The registration form (seed 000 §5): every failing rule of RegisterFormSchema at once, as a list with the exact
// texts; then the server's word (e-mail taken, a too common password). Success signs the new member in. Above the
// button one sentence says what happens with the data, with a link to the privacy page (issue 20).
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '#domain/constants';
import { RegisterFormSchema } from '#domain/schemas/users';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PasswordField } from '../../../components/ui/field';
import { ErrorSummary, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useRegister } from '../api/register';
import { useTextValues } from './text-values';
import { AccountFields } from './account-fields';
import './forms.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const register = useRegister();
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const { values, field } = useTextValues(EMPTY, problems.fields);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const parsed = RegisterFormSchema.safeParse(values);
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    const { confirmPassword: _confirm, ...input } = parsed.data;
    register.mutate(input, {
      onError: (error) => fail(problemsOfError(error, { codeFields: { EMAIL_TAKEN: 'email' } })),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Registrieren">
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      <AccountFields field={field} emailHint="Mit dieser Adresse meldest du dich später an." />
      <PasswordField
        {...field('password')}
        label="Passwort"
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Ein langer Satz ist sicherer als ein kurzes Wort.`}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...field('confirmPassword')}
        label="Passwort bestätigen"
        autoComplete="new-password"
        required
      />
      <p className="auth-form__privacy">
        Wir speichern deine Angaben, um dein Konto zu führen und deine Buchungen zu verwalten. Mehr dazu in
        unserer <Link to={paths.privacy}>Datenschutzerklärung</Link>.
      </p>
      <div className="auth-form__actions">
        <Button type="submit" fullWidth size="lg" loading={register.isPending}>
          Konto anlegen
        </Button>
      </div>
    </form>
  );
}
