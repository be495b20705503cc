// The member's home studio on their profile (issue 34): which location's week they see first and, by their
// membership, where they train. Shown only in a chain (the app passes the locations; with one nothing shows).
import { useState, type FormEvent } from 'react';
import type { User } from '#domain/schemas/users';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError } from '../../../lib/form-problems';
import { useSetHomeLocation } from '../api/set-home-location';
import type { HomeLocationOption } from './register-form';
import './forms.css';

export function HomeLocationForm({
  user,
  locations,
  labelledBy,
}: {
  user: User;
  locations: readonly HomeLocationOption[];
  /** The id of the section's heading. */
  labelledBy: string;
}) {
  const update = useSetHomeLocation();
  const [value, setValue] = useState(String(user.homeLocationId ?? locations[0]?.id ?? ''));
  const [saved, setSaved] = useState(false);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  if (locations.length < 2) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    clear();
    update.mutate(Number(value), {
      onSuccess: () => setSaved(true),
      onError: (error) => fail(problemsOfError(error)),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {saved && <SuccessNote>Dein Heimstudio wurde gespeichert.</SuccessNote>}
      <SelectField
        label="Heimstudio"
        value={value}
        onChange={(event) => {
          setSaved(false);
          setValue(event.target.value);
        }}
        error={problems.fields.homeLocationId}
      >
        {locations.map((location) => (
          <option key={location.id} value={String(location.id)}>
            {location.name}
          </option>
        ))}
      </SelectField>
      <div className="auth-form__actions">
        <Button type="submit" loading={update.isPending}>
          Heimstudio speichern
        </Button>
      </div>
    </form>
  );
}
