// 'Passwort vergessen?': the e-mail address in, the same answer for every address out (the server decides
// nothing it would reveal). A refusal (too many requests, no network) is said in German like everywhere else.
import { useState, type FormEvent } from 'react';
import { PasswordResetRequestSchema } from '#domain/schemas/mail';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useRequestPasswordReset } from '../api/request-password-reset';
import './forms.css';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { problems, fail, clear, summaryRef } = useFormProblems();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setSent(null);
    const parsed = PasswordResetRequestSchema.safeParse({ email });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    request.mutate(parsed.data, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => fail(problemsOfError(error)),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Passwort zurücksetzen">
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {sent && <SuccessNote>{sent}</SuccessNote>}
      <EmailField
        name="email"
        label="E-Mail-Adresse"
        required
        value={email}
        error={problems.fields.email}
        onChange={(event) => {
          setSent(null);
          setEmail(event.target.value);
        }}
      />
      <div className="auth-form__actions">
        <Button type="submit" fullWidth size="lg" loading={request.isPending} iconStart="mail">
          Link zum Zurücksetzen senden
        </Button>
      </div>
    </form>
  );
}
