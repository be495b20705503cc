// The bank's returns (issue 33): the camt.054 file as the bank gives it, read in the browser and sent as text;
// the answer names the invoices it matched (open again, with the return fee) and the entries it could not match.
// Sending the same file twice changes nothing.
import { useId, useState, type FormEvent } from 'react';
import { formatEuro } from '#domain/contracts/pricing';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { problemsOfError } from '../../../lib/form-problems';
import { useUploadReturns } from '../api/billing';
import { BILLING_MESSAGES, CAMT_MAX_BYTES, type ReturnsResult } from '#domain/billing/schemas';
import '../../../components/ui/admin-form.css';

export function ReturnsUpload() {
  const inputId = useId();
  const upload = useUploadReturns();
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ReturnsResult | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (upload.isPending) return;
    if (!file) return fail({ messages: [BILLING_MESSAGES.camtXml], fields: { file: '' } });
    if (file.size > CAMT_MAX_BYTES)
      return fail({ messages: [BILLING_MESSAGES.camtTooLarge], fields: { file: '' } });
    clear();
    const xml = await file.text();
    upload.mutate(xml, { onSuccess: setResult, onError: (error) => fail(problemsOfError(error)) });
  };
  return (
    <section className="billing__section" aria-labelledby="returns-heading">
      <h2 id="returns-heading">Rücklastschriften der Bank (camt.054)</h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby="returns-heading"
      >
        <ErrorSummary ref={summaryRef} messages={problems.messages} />
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            camt.054-Datei
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xml,application/xml,text/xml"
            aria-invalid={'file' in problems.fields || undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" variant="secondary" loading={upload.isPending}>
            Rücklastschriften einlesen
          </Button>
        </div>
      </form>
      {result && (
        <div className="billing-returns" aria-live="polite">
          <SuccessNote>
            {result.matched.length} zugeordnet, {result.unmatched.length} nicht zugeordnet.
          </SuccessNote>
          {result.matched.length > 0 && (
            <>
              <h3>Zugeordnet</h3>
              <ul>
                {result.matched.map((invoice) => (
                  <li key={invoice.id}>
                    Rechnung {invoice.number}, {invoice.memberName}: offen {formatEuro(invoice.openCents)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.unmatched.length > 0 && (
            <>
              <h3>Nicht zugeordnet</h3>
              <ul>
                {result.unmatched.map((entry) => (
                  <li key={entry.endToEndId}>
                    {entry.endToEndId}: {formatEuro(entry.amountCents)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
