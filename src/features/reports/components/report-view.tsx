// The Auswertung (issue 22): a period form (kept in the address, ?von=&bis=, and in a chain ?standort=<id>, issue
// 34), then one section per table, each with its chart, the table itself (the accessible source) and its CSV
// download. The location filter shows only where there are two or more locations; 'Alle Standorte' is the chain.
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  defaultReportPeriod,
  ReportQuerySchema,
  type Report,
  type ReportLocation,
} from '#domain/reports/schemas';
import { formatDateShort } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessages } from '../../../lib/error-message';
import { problemsOfIssues } from '../../../lib/form-problems';
import { saveFile } from '../../../lib/save-file';
import { useReport, type ReportPeriod } from '../api/get-report';
import { csvFileName, formatCell, locationName, reportTables, toCsv, type ReportTable } from '../model';
import { chartFor } from './charts';
import { Heatmap } from './heatmap';
import { ReportChart } from './report-chart';
import './reports.css';

/** The period (and location) in the address, or the last four weeks of the whole chain. */
function usePeriod(): [ReportPeriod, (period: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => defaultReportPeriod(new Date()), []);
  const parsed = ReportQuerySchema.safeParse({
    from: params.get('von') ?? undefined,
    to: params.get('bis') ?? undefined,
    location: params.get('standort') ?? undefined,
  });
  const location = parsed.success ? parsed.data.location : undefined;
  const period = {
    from: (parsed.success && parsed.data.from) || fallback.from,
    to: (parsed.success && parsed.data.to) || fallback.to,
    ...(location === undefined ? {} : { location }),
  };
  return [
    period,
    (next) =>
      setParams({
        von: next.from,
        bis: next.to,
        ...(next.location === undefined ? {} : { standort: String(next.location) }),
      }),
  ];
}

function PeriodForm({
  period,
  locations,
  onChange,
}: {
  period: ReportPeriod;
  /** The chain's locations; the filter shows with two or more. */
  locations: readonly ReportLocation[];
  onChange: (period: ReportPeriod) => void;
}) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [location, setLocation] = useState(period.location === undefined ? '' : String(period.location));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = ReportQuerySchema.safeParse({ from, to, location: location || undefined });
    if (!result.success) {
      setErrors(problemsOfIssues(result.error).fields);
      return;
    }
    setErrors({});
    onChange({
      from,
      to,
      ...(result.data.location === undefined ? {} : { location: result.data.location }),
    });
  };
  return (
    <form className="report-period" onSubmit={submit} noValidate aria-label="Zeitraum">
      <TextField
        label="Von"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={errors.from}
        required
      />
      <TextField
        label="Bis"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={errors.to}
        required
      />
      {locations.length >= 2 && (
        <SelectField
          label="Standort"
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          error={errors.location}
        >
          <option value="">Alle Standorte</option>
          {locations.map((known) => (
            <option key={known.id} value={String(known.id)}>
              {known.name}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" variant="secondaryFull">
        Anzeigen
      </Button>
    </form>
  );
}

function ReportSection({ table, report }: { table: ReportTable; report: Report }) {
  const chart = useMemo(() => chartFor(table), [table]);
  // Weekday × hour is a heat map of cells with its legend (issue 37); the other tables get a Chart.js chart.
  const heat = table.id === 'auslastung-zeiten' && table.rows.length > 0;
  const headingId = `${table.id}-titel`;
  const download = () =>
    saveFile(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), csvFileName(table, report));
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <div className="report-section__head">
        <h2 id={headingId}>{table.title}</h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={download}
          aria-label={`CSV herunterladen: ${table.title}`}
        >
          CSV herunterladen
        </Button>
      </div>
      <div
        className={
          chart || heat ? 'report-section__body' : 'report-section__body report-section__body--table'
        }
      >
        {heat && <Heatmap slots={report.slots} />}
        {chart && <ReportChart config={chart.config} height={chart.height} />}
        <ScrollTable
          className="report-table__wrap"
          tableClassName="report-table"
          caption={`${table.title}, ${formatDateShort(report.from)} bis ${formatDateShort(report.to)}`}
          captionClassName="visually-hidden"
        >
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? undefined : 'report-table__number'}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length}>Keine Daten in diesem Zeitraum.</td>
              </tr>
            ) : (
              table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {formatCell(cell)}
                      </th>
                    ) : (
                      <td
                        key={index}
                        className={typeof cell === 'string' ? undefined : 'report-table__number'}
                      >
                        {formatCell(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </ScrollTable>
      </div>
    </section>
  );
}

/** ', alle Standorte' or ', Standort …' in a chain; nothing for a single studio. */
function scopeOf(report: Report): string {
  if (report.locations.length < 2) return '';
  return report.location === null
    ? ', alle Standorte'
    : `, Standort ${locationName(report, report.location)}`;
}

export function ReportView() {
  const [period, setPeriod] = usePeriod();
  const report = useReport(period);
  const tables = useMemo(() => (report.data ? reportTables(report.data) : []), [report.data]);
  const locations = report.data?.locations ?? [];
  return (
    <div className="report">
      <PeriodForm
        // A new form when the address changes (back, forward); not when the report arrives: what the admin typed
        // meanwhile stays. The filter, shown once the chain's locations are known, starts at the address's choice.
        key={`${period.from}-${period.to}-${period.location ?? ''}`}
        period={period}
        locations={locations}
        onChange={setPeriod}
      />
      {report.isError && <ErrorSummary messages={errorMessages(report.error)} />}
      {report.isPending && <Spinner label="Auswertung wird geladen …" />}
      {report.data && (
        <>
          <p className="report__period" aria-live="polite">
            Zeitraum: {formatDateShort(report.data.from)} bis {formatDateShort(report.data.to)}
            {scopeOf(report.data)} (Kurstermine ohne abgesagte; Wochentag und Uhrzeit in deutscher Zeit)
          </p>
          {tables.map((table) => (
            <ReportSection key={table.id} table={table} report={report.data} />
          ))}
        </>
      )}
    </div>
  );
}
