// 'Beiträge' (issue 33, admin): a debit run for a month. The admin picks the period and the collection date
// (the earliest allowed one is shown), 'Vorschau' lists members, lines and amounts with sum and count (nothing
// stored), 'Lauf abschließen' asks once more and then issues the invoices and the bank file; the run's invoices
// with their changes and 'Bankdatei herunterladen' (pain.008 XML) follow, and the list of past runs.
import { QueryState } from '../../../components/ui/query-state';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useState, type FormEvent } from 'react';
import { formatEuro } from '#domain/contracts/pricing';
import { berlinDate, formatDateShort, formatDateTimeShort } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { DownloadButton } from '../../../components/ui/download-button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useFinaliseRun, usePreviewRun, useRun, useRuns } from '../api/billing';
import { periodLabel } from '#domain/billing/period';
import { RunRequestSchema, type Run, type RunPreview } from '#domain/billing/schemas';
import { API_PATHS } from '#domain/api-paths';
import { earliestCollectionDate } from '#domain/billing/collection';
import { nextPeriod, proposedCollectionDate } from '../model';
import { InvoiceTable } from './invoice-table';
import './billing.css';
import '../../../components/ui/admin-form.css';

const SEQUENCE_TEXT = { FRST: 'Erstlastschrift', RCUR: 'Folgelastschrift' } as const;

/** `prenotificationDays`: the legal settings' days of notice (the app passes them; unknown: the preview says). */
export function DebitRuns({ prenotificationDays }: { prenotificationDays?: number }) {
  const [openRun, setOpenRun] = useState<number | null>(null);
  return (
    <div className="billing">
      <NewRun onFinalised={setOpenRun} prenotificationDays={prenotificationDays} />
      {openRun !== null && <RunView id={openRun} />}
      <PastRuns open={openRun} onOpen={setOpenRun} />
    </div>
  );
}

function NewRun({
  onFinalised,
  prenotificationDays,
}: {
  onFinalised: (id: number) => void;
  prenotificationDays?: number;
}) {
  const [today] = useState(() => berlinDate(new Date()));
  const [period, setPeriod] = useState(() => nextPeriod(today));
  const [preview, setPreview] = useState<RunPreview | null>(null);
  const earliest =
    preview?.earliestCollectionDate ??
    (prenotificationDays === undefined ? null : earliestCollectionDate(today, prenotificationDays));
  // The date the admin chose (or the preview settled on); until then the proposal for the last well-formed period,
  // which follows the days of notice once they arrive. A date typed before they arrive stays.
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [proposedFor, setProposedFor] = useState(period);
  const collectionDate = chosenDate ?? proposedCollectionDate(proposedFor, earliest);
  const [confirming, setConfirming] = useState(false);
  const previewRun = usePreviewRun();
  const finalise = useFinaliseRun();
  const { problems, fail, clear, summaryRef } = useFormProblems();

  const request = () => {
    const parsed = RunRequestSchema.safeParse({ period, collectionDate });
    if (!parsed.success) {
      fail(problemsOfIssues(parsed.error));
      return null;
    }
    return parsed.data;
  };
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(false);
    const body = request();
    if (!body || previewRun.isPending) return;
    clear();
    previewRun.mutate(body, {
      onSuccess: (answer) => {
        setPreview(answer);
        setChosenDate(answer.collectionDate);
      },
      onError: (error) => {
        setPreview(null);
        fail(problemsOfError(error));
      },
    });
  };
  const close = () => {
    if (!preview || finalise.isPending) return;
    finalise.mutate(
      { period: preview.period, collectionDate: preview.collectionDate },
      {
        onSuccess: (run) => {
          setPreview(null);
          setConfirming(false);
          onFinalised(run.id);
        },
        onError: (error) => {
          setConfirming(false);
          fail(problemsOfError(error));
        },
      },
    );
  };
  const changed = (next: () => void) => {
    next();
    setPreview(null);
    setConfirming(false);
  };

  return (
    <section className="billing__section" aria-labelledby="new-run-heading">
      <h2 id="new-run-heading">Neuer Lastschriftlauf</h2>
      <form
        className="admin-form billing-run-form"
        noValidate
        onSubmit={ask}
        aria-labelledby="new-run-heading"
      >
        <ErrorSummary ref={summaryRef} messages={problems.messages} />
        <div className="admin-form__row">
          <TextField
            label="Zeitraum (Monat)"
            type="month"
            value={period}
            error={problems.fields.period}
            onChange={(e) =>
              changed(() => {
                setPeriod(e.target.value);
                if (/^\d{4}-\d{2}$/.test(e.target.value)) {
                  setProposedFor(e.target.value);
                  setChosenDate(null);
                }
              })
            }
          />
          <TextField
            label="Einzugsdatum"
            type="date"
            value={collectionDate}
            hint={
              earliest
                ? `Frühestens am ${formatDateShort(earliest)}; ein Wochenende oder TARGET2-Feiertag verschiebt auf den nächsten Bankarbeitstag.`
                : 'Frühestens nach der Vorabankündigung (Tage aus den rechtlichen Angaben); die Vorschau nennt das Datum.'
            }
            error={problems.fields.collectionDate}
            onChange={(e) => changed(() => setChosenDate(e.target.value))}
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" variant="secondary" loading={previewRun.isPending}>
            Vorschau
          </Button>
        </div>
      </form>
      {preview && (
        <>
          <PreviewTable preview={preview} />
          {preview.count > 0 &&
            (confirming ? (
              <div className="contract-confirm billing-confirm" role="group" aria-label="Lauf bestätigen">
                <p>
                  {preview.count} Rechnungen über zusammen {formatEuro(preview.sumCents)} ausstellen und die
                  Bankdatei für den Einzug am {formatDateShort(preview.collectionDate)} erzeugen? Rechnungen
                  werden danach nicht mehr geändert, nur storniert.
                </p>
                <div className="billing-actions__buttons">
                  <Button variant="ghost" onClick={() => setConfirming(false)} disabled={finalise.isPending}>
                    Abbrechen
                  </Button>
                  <Button onClick={close} loading={finalise.isPending}>
                    Jetzt abschließen
                  </Button>
                </div>
              </div>
            ) : (
              <div className="admin-form__actions">
                <Button onClick={() => setConfirming(true)}>Lauf abschließen</Button>
              </div>
            ))}
        </>
      )}
    </section>
  );
}

function PreviewTable({ preview }: { preview: RunPreview }) {
  const label = periodLabel(preview.period);
  if (preview.count === 0) return <p className="billing__state">Für {label} ist nichts fällig.</p>;
  return (
    <ScrollTable
      className="billing-table__scroll"
      tableClassName="billing-table"
      caption={`Vorschau ${label}, Einzug am ${formatDateShort(preview.collectionDate)} (noch nichts gespeichert)`}
    >
      <thead>
        <tr>
          <th scope="col">Mitglied</th>
          <th scope="col">Vertrag</th>
          <th scope="col">Lastschrift</th>
          <th scope="col">Positionen</th>
          <th scope="col" className="billing-table__money">
            Betrag
          </th>
        </tr>
      </thead>
      <tbody>
        {preview.items.map((item) => (
          <tr key={item.contractId}>
            <th scope="row">{item.memberName}</th>
            <td>{item.contractNumber}</td>
            <td>{SEQUENCE_TEXT[item.sequenceType]}</td>
            <td>
              <ul className="billing-table__lines">
                {item.lines.map((line) => (
                  <li key={`${line.kind}-${line.from}`}>
                    {line.text}: {formatEuro(line.amountCents)}
                  </li>
                ))}
              </ul>
            </td>
            <td className="billing-table__money">{formatEuro(item.totalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Summe ({preview.count} Lastschriften)
          </th>
          <td className="billing-table__money">{formatEuro(preview.sumCents)}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}

function BankFileButton({ run, onError }: { run: Run; onError: (messages: string[]) => void }) {
  return (
    <DownloadButton
      path={API_PATHS.billingRunPain008(run.id)}
      fallbackName={`lastschriften-${run.period}.xml`}
      failure="Die Bankdatei konnte nicht geladen werden."
      onProblems={onError}
      iconStart="file-text"
    >
      Bankdatei herunterladen
    </DownloadButton>
  );
}

function RunView({ id }: { id: number }) {
  const run = useRun(id);
  const [problems, setProblems] = useState<string[]>([]);
  if (run.isPending) return <Spinner />;
  if (run.isError)
    return (
      <p role="alert" className="billing__state">
        {errorMessage(run.error, { fallback: 'Der Lauf konnte nicht geladen werden.' })}
      </p>
    );
  const label = periodLabel(run.data.period);
  return (
    <section className="billing__section" aria-labelledby="run-heading">
      <h2 id="run-heading">Lauf {label}</h2>
      <SuccessNote>
        {run.data.count} Rechnungen über {formatEuro(run.data.sumCents)}, Einzug am{' '}
        {formatDateShort(run.data.collectionDate)} ({run.data.painVersion}).
      </SuccessNote>
      <ErrorSummary messages={problems} />
      <div className="admin-form__actions">
        <BankFileButton run={run.data} onError={setProblems} />
      </div>
      <InvoiceTable
        invoices={run.data.invoices}
        caption={`Rechnungen des Laufs ${label}`}
        onError={setProblems}
      />
    </section>
  );
}

function PastRuns({ open, onOpen }: { open: number | null; onOpen: (id: number) => void }) {
  const runs = useRuns();
  return (
    <section className="billing__section" aria-labelledby="past-runs-heading">
      <h2 id="past-runs-heading">Abgeschlossene Läufe</h2>
      <QueryState
        query={runs}
        loading={<Spinner />}
        failed="Die Läufe konnten nicht geladen werden."
        empty="Noch keine Läufe."
        className="billing__state"
      >
        {(list) => (
          <ScrollTable
            className="billing-table__scroll"
            tableClassName="billing-table"
            caption="Abgeschlossene Lastschriftläufe, neueste zuerst"
            captionClassName="visually-hidden"
          >
            <thead>
              <tr>
                <th scope="col">Zeitraum</th>
                <th scope="col">Einzug</th>
                <th scope="col">Abgeschlossen</th>
                <th scope="col" className="billing-table__money">
                  Rechnungen
                </th>
                <th scope="col" className="billing-table__money">
                  Summe
                </th>
                <th scope="col">
                  <span className="visually-hidden">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((run) => (
                <tr key={run.id}>
                  <th scope="row">{periodLabel(run.period)}</th>
                  <td>{formatDateShort(run.collectionDate)}</td>
                  <td>{formatDateTimeShort(run.createdAt)}</td>
                  <td className="billing-table__money">{run.count}</td>
                  <td className="billing-table__money">{formatEuro(run.sumCents)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-pressed={open === run.id}
                      aria-label={`Lauf ${periodLabel(run.period)} öffnen`}
                      onClick={() => onOpen(run.id)}
                    >
                      Öffnen
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </QueryState>
    </section>
  );
}
