// The registration form (seed 000 §5): every failing rule of RegisterFormSchema at once, as a list with the exact
// texts; then the server's word (e-mail taken, a too common password). Success signs the new member in. Above the
// button one sentence says what happens with the data, with a link to the privacy page (issue 20). In a chain
// (issue 34) the new member chooses their home studio; with one location nothing is asked.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '#domain/constants';
import { RegisterFormSchema } from '#domain/schemas/users';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PasswordField, SelectField } from '../../../components/ui/field';
import { ErrorSummary, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useRegister } from '../api/register';
import { useTextValues } from './text-values';
import { AccountFields } from './account-fields';
import './forms.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** The locations a home studio is chosen from (the app passes the locations feature's list). */
export interface HomeLocationOption {
  id: number;
  name: string;
}

export function RegisterForm({ locations = [] }: { locations?: readonly HomeLocationOption[] } = {}) {
  const register = useRegister();
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const { values, field } = useTextValues(EMPTY, problems.fields);
  const chain = locations.length >= 2;
  const [homeLocationId, setHomeLocationId] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const parsed = RegisterFormSchema.safeParse(values);
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    const { confirmPassword: _confirm, ...input } = parsed.data;
    const home = chain ? Number(homeLocationId || locations[0]!.id) : undefined;
    register.mutate(home === undefined ? input : { ...input, homeLocationId: home }, {
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
      {chain && (
        <SelectField
          label="Heimstudio"
          hint="Dein Studio vor Ort: Seine Kurswoche siehst du zuerst. Du kannst es später im Profil ändern."
          value={homeLocationId || String(locations[0]!.id)}
          onChange={(event) => setHomeLocationId(event.target.value)}
          error={problems.fields.homeLocationId}
        >
          {locations.map((location) => (
            <option key={location.id} value={String(location.id)}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
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
