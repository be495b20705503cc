// Edit first name, last name and e-mail (PUT /api/v1/users/{id}), validated with the domain's profile schema.
// The fields show the session's user until the member types; after saving they show the saved record.
import { useState, type FormEvent } from 'react';
import { UpdateProfileRequestSchema, type User } from '#domain/schemas/users';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useUpdateProfile } from '../api/update-profile';
import { AccountFields } from './account-fields';
import './forms.css';

type Values = { firstName: string; lastName: string; email: string };

const valuesOf = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile(user.id);
  const [draft, setDraft] = useState<Values | null>(null);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const [saved, setSaved] = useState(false);
  const values = draft ?? valuesOf(user);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(false);
    const parsed = UpdateProfileRequestSchema.safeParse(values);
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    update.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        setSaved(true);
      },
      onError: (error) => fail(problemsOfError(error, { codeFields: { EMAIL_TAKEN: 'email' } })),
    });
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: problems.fields[name],
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setDraft({ ...values, [name]: event.target.value });
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="profile-data-heading">
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {saved && <SuccessNote>Deine Daten wurden gespeichert.</SuccessNote>}
      <AccountFields field={field} emailHint="Mit dieser Adresse meldest du dich an." />
      <div className="auth-form__actions">
        <Button type="submit" loading={update.isPending}>
          Änderungen speichern
        </Button>
        {draft && !update.isPending && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(null);
              clear();
            }}
          >
            Verwerfen
          </Button>
        )}
      </div>
    </form>
  );
}
