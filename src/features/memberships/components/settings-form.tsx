// /admin/einstellungen (issue 19, admin only): the studio's fair rules and its booking and cancellation
// deadlines, stored in the database (the environment's deadlines are only the defaults). Empty optional fields
// switch a rule off. Field errors from the schema or the server's envelope stand at their fields.
import { useState, type FormEvent, type ReactNode } from 'react';
import { StudioSettingsSchema, type StudioSettings } from '#domain/memberships/schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { errorMessage } from '../../../lib/error-message';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useStudioSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { textToCount } from '../model';
import './memberships.css';
import '../../../components/ui/admin-form.css';

type Fields = Record<keyof StudioSettings, string>;

const OPTIONAL: ReadonlySet<keyof StudioSettings> = new Set(['maxUpcomingBookings', 'strikeLimit']);

const LABELS: Record<keyof StudioSettings, { label: string; hint: string }> = {
  bookingDeadlineMinutes: {
    label: 'Buchungsschluss (Minuten vor Kursbeginn)',
    hint: '0: bis zum Beginn buchbar',
  },
  cancellationDeadlineMinutes: {
    label: 'Stornierungsschluss (Minuten vor Kursbeginn)',
    hint: 'Wer früher storniert, bekommt Guthaben oder Kontingent zurück',
  },
  reminderMinutesBefore: {
    label: 'Erinnerung (Minuten vor Kursbeginn)',
    hint: 'Per Push oder E-Mail an jede bestätigte Buchung; 0: keine Erinnerungen',
  },
  maxUpcomingBookings: {
    label: 'Höchstens kommende Buchungen je Mitglied',
    hint: 'Leer: keine Grenze',
  },
  strikeLimit: {
    label: 'Verwarnungen bis zur Sperre',
    hint: 'Nicht wahrgenommene Termine; leer: keine Sperre',
  },
  strikeWindowDays: { label: 'Verwarnungen zählen (Tage)', hint: 'So lange zählt eine Verwarnung' },
  blockDays: { label: 'Sperre (Tage)', hint: 'So lange kann das Mitglied nicht buchen' },
  latePromotionHours: {
    label: 'Späte Nachrücker (Stunden)',
    hint: 'Wer weniger als so viele Stunden vor Beginn von der Warteliste nachrückt, bekommt keine Verwarnung',
  },
  waitlistCutoffMinutes: {
    label: 'Kein Nachrücken mehr (Minuten vor Beginn)',
    hint: '0: bis zum Beginn; danach bekommen Wartende eine Mail, dass kein Platz frei wurde',
  },
};

const fieldsOf = (settings: StudioSettings): Fields =>
  Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [key, value === null ? '' : String(value)]),
  ) as Fields;

function settingsOf(fields: Fields): Record<string, number | null> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, text]) => {
      const value = textToCount(text);
      return [key, value === null && !OPTIONAL.has(key as keyof StudioSettings) ? Number.NaN : value];
    }),
  );
}

/** `history`: the settings' audit trail (the app passes the audit feature's). */
export function StudioSettingsForm({ history }: { history?: ReactNode } = {}) {
  const settings = useStudioSettings();
  if (settings.isPending) return <p>Einstellungen werden geladen …</p>;
  if (settings.isError)
    return (
      <p role="alert">
        {errorMessage(settings.error, { fallback: 'Die Einstellungen konnten nicht geladen werden.' })}
      </p>
    );
  return (
    <>
      <SettingsForm settings={settings.data} />
      {history}
    </>
  );
}

function SettingsForm({ settings }: { settings: StudioSettings }) {
  const update = useUpdateSettings();
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(settings));
  const [saved, setSaved] = useState(false);
  const field = (name: keyof StudioSettings) => ({
    ...LABELS[name],
    value: fields[name],
    error: problems.fields[name],
    inputMode: 'numeric' as const,
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (update.isPending) return;
    const parsed = StudioSettingsSchema.safeParse(settingsOf(fields));
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setFields(fieldsOf(next));
        setSaved(true);
      },
      onError: (error) => fail(problemsOfError(error)),
    });
  };
  return (
    <form className="admin-form settings-form" noValidate onSubmit={submit} aria-label="Studio-Einstellungen">
      <ErrorSummary ref={summaryRef} messages={problems.messages} />
      {saved && <SuccessNote>Die Einstellungen wurden gespeichert.</SuccessNote>}
      <fieldset className="admin-form__group">
        <legend>Fristen</legend>
        <TextField {...field('bookingDeadlineMinutes')} />
        <TextField {...field('cancellationDeadlineMinutes')} />
        <TextField {...field('reminderMinutesBefore')} />
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Faire Regeln</legend>
        <TextField {...field('maxUpcomingBookings')} />
        <TextField {...field('waitlistCutoffMinutes')} />
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Nicht wahrgenommene Termine</legend>
        <TextField {...field('strikeLimit')} />
        <div className="admin-form__row">
          <TextField {...field('strikeWindowDays')} />
          <TextField {...field('blockDays')} />
        </div>
        <TextField {...field('latePromotionHours')} />
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" loading={update.isPending}>
          Einstellungen speichern
        </Button>
      </div>
    </form>
  );
}
