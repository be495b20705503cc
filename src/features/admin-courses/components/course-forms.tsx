// The modal forms of the course administration: a course (new, with its first session and how many weeks it
// repeats; or edited), a weekly series for a course, and one session. Validated with the domain schemas; a
// refused write shows the server's German message in the form.
import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { SeriesRequestSchema, SessionUpdateRequestSchema } from '#domain/schemas/course-admin';
import { CourseWriteSchema, type Course, type CourseWrite } from '#domain/schemas/courses';
import { SERIES_MAX_WEEKS } from '#domain/courses/series';
import { LEVEL_LABELS, levelFromDifficulty } from '#domain/courses/expand';
import { INSTANT_MESSAGE } from '#domain/schemas/common';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ErrorSummary, useFormProblems } from '../../../components/ui/form-feedback';
import { Modal } from '../../../components/ui/modal';
import { problemsOfError, problemsOfIssues, type FormProblems } from '../../../lib/form-problems';
import { useCreateCourse, useCreateSeries, useUpdateCourse, useUpdateSession } from '../api/admin-courses';
import { fieldsOf, instantOf } from '../datetime';

const INVALID_START = 'Bitte Datum und Uhrzeit des Termins angeben';

function FormModal({
  title,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Modal open onClose={onClose} title={title} size="lg" closeOnBackdrop={false}>
      <form className="admin-form" noValidate onSubmit={submit}>
        {children}
        <div className="admin-form__actions">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Abbrechen
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type SessionFields = { date: string; time: string; trainerName: string; maxParticipants: string };

/**
 * The names of the Trainer accounts (issue 22), offered as the Trainer field's suggestions: a name picked from
 * them links the session to that account on the server (decision 0160); any other name stays typed.
 */
export const TrainerNamesContext = createContext<readonly string[]>([]);

/**
 * The chain's locations a course may belong to (issue 34), in their order: the app hands the locations feature's
 * list in. With two or more the course form asks for the course's location; with one it asks nothing.
 */
export const CourseLocationsContext = createContext<readonly { id: number; name: string }[]>([]);

function SessionInputs({
  values,
  set,
  problems,
  legend,
}: {
  values: SessionFields;
  set: (patch: Partial<SessionFields>) => void;
  problems: FormProblems;
  legend: string;
}) {
  const trainerNames = useContext(TrainerNamesContext);
  const listId = useId();
  return (
    <fieldset className="admin-form__group">
      <legend>{legend}</legend>
      <div className="admin-form__row">
        <TextField
          label="Datum"
          type="date"
          value={values.date}
          onChange={(e) => set({ date: e.target.value })}
          error={problems.fields.scheduledAt ?? problems.fields.firstStart}
          required
        />
        <TextField
          label="Uhrzeit"
          type="time"
          value={values.time}
          onChange={(e) => set({ time: e.target.value })}
          required
        />
      </div>
      <div className="admin-form__row">
        <TextField
          label="Trainer"
          value={values.trainerName}
          onChange={(e) => set({ trainerName: e.target.value })}
          error={problems.fields.trainerName}
          list={listId}
          hint="Ein Trainer-Konto aus der Liste wählen oder einen Namen eingeben."
          required
        />
        <datalist id={listId}>
          {trainerNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label="Max. Teilnehmer"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          value={values.maxParticipants}
          onChange={(e) => set({ maxParticipants: e.target.value })}
          error={problems.fields.maxParticipants}
          required
        />
      </div>
    </fieldset>
  );
}

const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

type CourseFields = {
  title: string;
  description: string;
  difficulty: string;
  imageUrl: string;
  durationMinutes: string;
  bookable: boolean;
  category: string;
  /** The location's id as the select holds it; '' when the form does not ask (a single location). */
  locationId: string;
};

function courseFieldsOf(course?: Course, firstLocationId?: number): CourseFields {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    difficulty: String(course?.difficulty ?? 1),
    imageUrl: course?.imageUrl ?? '',
    durationMinutes: String(course?.durationMinutes ?? 60),
    bookable: course?.bookable ?? true,
    category: course?.category ?? '',
    locationId: String(course?.locationId ?? firstLocationId ?? ''),
  };
}

function courseBody(fields: CourseFields, settings: CourseWrite['courseSettings']): CourseWrite {
  return {
    title: fields.title,
    description: fields.description,
    difficulty: num(fields.difficulty),
    imageUrl: fields.imageUrl || null,
    durationMinutes: num(fields.durationMinutes),
    bookable: fields.bookable,
    category: fields.category.trim() || null,
    ...(fields.locationId === '' ? {} : { locationId: Number(fields.locationId) }),
    courseSettings: settings,
  };
}

/**
 * New course (course !== undefined: edit it; its sessions stay as they are). `locationIds`: a manager's locations
 * (issue 34), the only ones offered; the select is there in any chain, so the write always names one of them.
 */
export function CourseFormModal({
  course,
  onClose,
  locationIds,
}: {
  course?: Course;
  onClose: () => void;
  locationIds?: readonly number[] | undefined;
}) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const { problems, fail, summaryRef: ref, clear } = useFormProblems();
  const chainLocations = useContext(CourseLocationsContext);
  const chain = chainLocations.length >= 2;
  const locations = locationIds
    ? chainLocations.filter((location) => locationIds.includes(location.id))
    : chainLocations;
  const [fields, setFields] = useState<CourseFields>(() => ({
    ...courseFieldsOf(course, locations[0]?.id),
    // A single location: nothing to choose, and the write names none (the server keeps or gives the first).
    ...(chain ? {} : { locationId: '' }),
  }));
  const [session, setSession] = useState<SessionFields>({
    date: '',
    time: '18:00',
    trainerName: '',
    maxParticipants: '12',
  });
  const [weeks, setWeeks] = useState('1');
  const set = (patch: Partial<CourseFields>) => setFields((f) => ({ ...f, ...patch }));

  const submit = () => {
    if (course) {
      // PUT replaces the listed sessions: list every session that is not cancelled, unchanged.
      const settings = course.courseSettings
        .filter((s) => !s.cancelledAt)
        .map((s) => ({
          id: s.id,
          scheduledAt: s.scheduledAt,
          trainerName: s.trainerName ?? '',
          maxParticipants: s.maxParticipants ?? 1,
        }));
      const parsed = CourseWriteSchema.safeParse(courseBody(fields, settings));
      if (!parsed.success) return fail(problemsOfIssues(parsed.error));
      clear();
      update.mutate(
        { id: course.id, course: parsed.data },
        { onSuccess: onClose, onError: (e) => fail(problemsOfError(e)) },
      );
      return;
    }
    const start = instantOf(session.date, session.time);
    const weekCount = num(weeks);
    const body = courseBody(fields, [
      {
        scheduledAt: start ?? '',
        trainerName: session.trainerName,
        maxParticipants: num(session.maxParticipants),
      },
    ]);
    const parsed = CourseWriteSchema.safeParse(body);
    const messages: FormProblems = parsed.success
      ? { messages: [], fields: {} }
      : problemsOfIssues(parsed.error);
    if (!start) {
      // The field's own words instead of the schema's for the empty start.
      messages.messages = messages.messages.filter((m) => m !== INSTANT_MESSAGE);
      messages.messages.unshift(INVALID_START);
      messages.fields.scheduledAt = INVALID_START;
    }
    if (!Number.isInteger(weekCount) || weekCount < 1 || weekCount > SERIES_MAX_WEEKS) {
      const text = `Die Anzahl der Wochen muss zwischen 1 und ${SERIES_MAX_WEEKS} liegen`;
      messages.messages.push(text);
      messages.fields.weeks = text;
    }
    if (!parsed.success || messages.messages.length > 0) return fail(messages);
    clear();
    create.mutate(
      { course: parsed.data, weeks: weekCount },
      { onSuccess: onClose, onError: (e) => fail(problemsOfError(e)) },
    );
  };

  return (
    <FormModal
      title={course ? 'Kurs bearbeiten' : 'Neuer Kurs'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={course ? 'Kurs speichern' : 'Kurs anlegen'}
      pending={create.isPending || update.isPending}
    >
      <ErrorSummary ref={ref} messages={problems.messages} />
      <TextField
        label="Titel"
        value={fields.title}
        onChange={(e) => set({ title: e.target.value })}
        error={problems.fields.title}
        required
      />
      <div className="field">
        <label className="field__label" htmlFor="course-description">
          Beschreibung
        </label>
        <textarea
          id="course-description"
          className="field__input"
          rows={3}
          value={fields.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="admin-form__row">
        <div className="field">
          <label className="field__label" htmlFor="course-difficulty">
            Schwierigkeit
          </label>
          <select
            id="course-difficulty"
            className="field__input"
            value={fields.difficulty}
            onChange={(e) => set({ difficulty: e.target.value })}
          >
            {[1, 2, 3].map((level) => (
              <option key={level} value={String(level)}>
                {level} – {LEVEL_LABELS[levelFromDifficulty(level)]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Dauer in Minuten"
          type="number"
          inputMode="numeric"
          value={fields.durationMinutes}
          onChange={(e) => set({ durationMinutes: e.target.value })}
          error={problems.fields.durationMinutes}
        />
      </div>
      {chain && (
        <SelectField
          label="Standort"
          hint="Wo der Kurs stattfindet: seine Termine stehen in der Kurswoche dieses Standorts."
          value={fields.locationId}
          onChange={(e) => set({ locationId: e.target.value })}
          error={problems.fields.locationId}
        >
          {locations.map((location) => (
            <option key={location.id} value={String(location.id)}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="Kategorie"
        hint="Entscheidet, welche Mitgliedschaften den Kurs buchen dürfen, z. B. EMS oder Personal Training; leer: aus dem Titel (Yoga → Wellness …)."
        value={fields.category}
        onChange={(e) => set({ category: e.target.value })}
        error={problems.fields.category}
      />
      <TextField
        label="Bild-Adresse"
        hint="Beginnt mit / oder https://; leer lassen für kein Bild."
        value={fields.imageUrl}
        onChange={(e) => set({ imageUrl: e.target.value })}
        error={problems.fields.imageUrl}
      />
      <label className="admin-form__check">
        <input
          type="checkbox"
          checked={fields.bookable}
          onChange={(e) => set({ bookable: e.target.checked })}
        />
        Online buchbar
      </label>
      {!course && (
        <>
          <SessionInputs
            legend="Erster Termin"
            values={session}
            set={(patch) => setSession((s) => ({ ...s, ...patch }))}
            problems={problems}
          />
          <WeeksField
            hint="Wöchentlich zur selben Uhrzeit; 1 legt nur den ersten Termin an."
            value={weeks}
            onChange={setWeeks}
            error={problems.fields.weeks}
          />
        </>
      )}
    </FormModal>
  );
}

/** How many weekly sessions a series gets (1 … SERIES_MAX_WEEKS). */
function WeeksField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <TextField
      label="Anzahl Wochen"
      hint={props.hint}
      type="number"
      inputMode="numeric"
      min={1}
      max={SERIES_MAX_WEEKS}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
    />
  );
}

/** A weekly series for an existing course. */
export function SeriesFormModal({ course, onClose }: { course: Course; onClose: () => void }) {
  const series = useCreateSeries();
  const { problems, fail, summaryRef: ref, clear } = useFormProblems();
  const last = course.courseSettings.at(-1);
  const [session, setSession] = useState<SessionFields>({
    date: '',
    time: last ? fieldsOf(last.scheduledAt).time : '18:00',
    trainerName: last?.trainerName ?? '',
    maxParticipants: String(last?.maxParticipants ?? 12),
  });
  const [weeks, setWeeks] = useState('12');
  const submit = () => {
    const parsed = SeriesRequestSchema.safeParse({
      firstStart: instantOf(session.date, session.time) ?? '',
      weeks: num(weeks),
      trainerName: session.trainerName,
      maxParticipants: num(session.maxParticipants),
    });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    series.mutate(
      { courseId: course.id, series: parsed.data },
      { onSuccess: onClose, onError: (e) => fail(problemsOfError(e)) },
    );
  };
  return (
    <FormModal
      title={`Terminserie für ${course.title ?? 'den Kurs'}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Serie anlegen"
      pending={series.isPending}
    >
      <ErrorSummary ref={ref} messages={problems.messages} />
      <SessionInputs
        legend="Erster Termin der Serie"
        values={session}
        set={(patch) => setSession((s) => ({ ...s, ...patch }))}
        problems={problems}
      />
      <WeeksField value={weeks} onChange={setWeeks} error={problems.fields.weeks} />
    </FormModal>
  );
}

/** One session of a course: date, time, trainer, seats. */
export function SessionFormModal({
  session,
  onClose,
}: {
  session: Course['courseSettings'][number];
  onClose: () => void;
}) {
  const update = useUpdateSession();
  const { problems, fail, summaryRef: ref, clear } = useFormProblems();
  const [values, setValues] = useState<SessionFields>({
    ...fieldsOf(session.scheduledAt),
    trainerName: session.trainerName ?? '',
    maxParticipants: String(session.maxParticipants ?? 1),
  });
  const submit = () => {
    const parsed = SessionUpdateRequestSchema.safeParse({
      scheduledAt: instantOf(values.date, values.time) ?? '',
      trainerName: values.trainerName,
      maxParticipants: num(values.maxParticipants),
    });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    update.mutate(
      { id: session.id, session: parsed.data },
      { onSuccess: onClose, onError: (e) => fail(problemsOfError(e)) },
    );
  };
  return (
    <FormModal
      title="Termin bearbeiten"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Termin speichern"
      pending={update.isPending}
    >
      <ErrorSummary ref={ref} messages={problems.messages} />
      <SessionInputs
        legend="Termin"
        values={values}
        set={(patch) => setValues((v) => ({ ...v, ...patch }))}
        problems={problems}
      />
    </FormModal>
  );
}
