// 'Meine Daten' in the profile (issue 21): the download of everything held about the member (a ZIP with JSON
// and a CSV of the bookings), and 'Konto löschen' with the password, after what it leaves behind (issue 37); afterwards `onDeleted` signs this device
// out (the profile page composes it with the auth feature).
import { useState, type FormEvent } from 'react';
import { deletionWarnings } from '#domain/memberships/deletion';
import { DeleteAccountRequestSchema } from '#domain/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import {
  ErrorSummary,
  SuccessNote,
  useFormProblems,
  WarningList,
} from '../../../components/ui/form-feedback';
import { errorMessage } from '../../../lib/error-message';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { saveFile } from '../../../lib/save-file';
import { deleteAccount, downloadMyData, useMyDeletionCheck } from '../api/my-data';

export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      const { file, filename } = await downloadMyData();
      saveFile(file, filename);
      setDone(true);
    } catch (error) {
      setProblem(
        errorMessage(error, { fallback: 'Der Download hat nicht geklappt. Bitte versuche es noch einmal.' }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-form">
      <ErrorSummary messages={problem ? [problem] : []} />
      {done && <SuccessNote>Deine Daten wurden heruntergeladen.</SuccessNote>}
      <div className="auth-form__actions">
        <Button variant="outline" loading={busy} onClick={() => void download()}>
          Meine Daten herunterladen
        </Button>
      </div>
    </div>
  );
}

export function DeleteAccountForm({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const check = useMyDeletionCheck();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = DeleteAccountRequestSchema.safeParse({ password });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    setBusy(true);
    try {
      await deleteAccount(parsed.data.password);
      // Every session ended on the server; this device forgets its data and goes to the start page.
      await onDeleted();
    } catch (error) {
      fail(problemsOfError(error));
      setBusy(false);
    }
  };
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="delete-heading"
    >
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {check.data && (
        <WarningList title="Vor dem Löschen beachten" items={deletionWarnings(check.data, 'member')} />
      )}
      <PasswordField
        label="Passwort zur Bestätigung"
        name="password"
        autoComplete="current-password"
        value={password}
        error={problems.fields.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-form__actions">
        <Button type="submit" variant="outline" loading={busy}>
          Konto endgültig löschen
        </Button>
      </div>
    </form>
  );
}
