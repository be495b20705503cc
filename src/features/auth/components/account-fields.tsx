// The name and e-mail fields a member gives at registration and changes in the profile: one set of labels,
// autocomplete tokens and input modes for both forms.
import { TextField, type TextFieldProps } from '../../../components/ui/field';

type Bound = Omit<TextFieldProps, 'label'>;

export function AccountFields({
  field,
  emailHint,
}: {
  /** The form's binding of a field (name, value, error, onChange). */
  field: (name: 'firstName' | 'lastName' | 'email') => Bound;
  emailHint: string;
}) {
  return (
    <>
      <div className="auth-form__row">
        <TextField {...field('firstName')} label="Vorname" autoComplete="given-name" required />
        <TextField {...field('lastName')} label="Nachname" autoComplete="family-name" required />
      </div>
      <TextField
        {...field('email')}
        label="E-Mail-Adresse"
        hint={emailHint}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
    </>
  );
}
