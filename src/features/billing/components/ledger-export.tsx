// The accountant's export (issue 33): a CSV of the invoices, cancellations, returns and payments of a date range
// (semicolon, decimal comma, UTF-8 BOM: what German spreadsheets open), fetched with the session's token.
import { useState, type FormEvent } from 'react';
import { berlinDate } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, useFormProblems } from '../../../components/ui/form-feedback';
import { downloadFile } from '../../../lib/download-file';
import { problemsOfError } from '../../../lib/form-problems';
import { saveFile } from '../../../lib/save-file';
import { API_PATHS } from '#domain/api-paths';
import { firstDayOf } from '../model';
import '../../../components/ui/admin-form.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function LedgerExport() {
  const today = berlinDate(new Date());
  const [from, setFrom] = useState(() => firstDayOf(today.slice(0, 7)));
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: Record<string, string> = {};
    if (!ISO_DAY.test(from)) fields.from = 'Bitte gib den ersten Tag ein.';
    if (!ISO_DAY.test(to)) fields.to = 'Bitte gib den letzten Tag ein.';
    else if (ISO_DAY.test(from) && to < from) fields.to = 'Der letzte Tag liegt vor dem ersten.';
    if (Object.keys(fields).length > 0) return fail({ messages: Object.values(fields), fields });
    clear();
    setBusy(true);
    try {
      const { file, filename } = await downloadFile(
        `${API_PATHS.billingExport}?${new URLSearchParams({ from, to }).toString()}`,
        `buchhaltung-${from}-${to}.csv`,
      );
      saveFile(file, filename);
    } catch (error) {
      fail(problemsOfError(error, { fallback: 'Der Export konnte nicht geladen werden.' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="billing__section" aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">Export für die Buchhaltung</h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby="ledger-heading"
      >
        <p>
          Eine Zeile je Beleg: Rechnungen, Stornorechnungen, Rücklastschriften und Zahlungen (CSV für Excel).
        </p>
        <ErrorSummary ref={summaryRef} messages={problems.messages} />
        <div className="admin-form__row">
          <TextField
            label="Von"
            type="date"
            value={from}
            error={problems.fields.from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label="Bis"
            type="date"
            value={to}
            error={problems.fields.to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" variant="secondary" iconStart="file-text" loading={busy}>
            CSV herunterladen
          </Button>
        </div>
      </form>
    </section>
  );
}
