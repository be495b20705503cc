// The modal forms of the course administration: a course (new, with its first session and how many weeks it
// repeats; or edited), a weekly series for a course, and one session. Validated with the domain schemas; a
// refused write shows the server's German message in the form.
import { createContext, useContext, useId, useState } from 'react';
import { SeriesRequestSchema, SessionUpdateRequestSchema } from '#domain/schemas/course-admin';
import { CourseWriteSchema, type Course, type CourseWrite } from '#domain/schemas/courses';
import { SERIES_MAX_WEEKS } from '#domain/courses/series';
import { LEVEL_LABELS, levelFromDifficulty } from '#domain/courses/expand';
import { INSTANT_MESSAGE } from '#domain/schemas/common';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { CheckField, FormModal, useAdminForm } from '../../../components/ui/admin-form';
import { problemsOfError, problemsOfIssues, type FormProblems } from '../../../lib/form-problems';
import { useCreateCourse, useCreateSeries, useUpdateCourse, useUpdateSession } from '../api/admin-courses';
import { fieldsOf, instantOf } from '../datetime';

const INVALID_START = 'Bitte Datum und Uhrzeit des Termins angeben';

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
  const chainLocations = useContext(CourseLocationsContext);
  const chain = chainLocations.length >= 2;
  const locations = locationIds
    ? chainLocations.filter((location) => locationIds.includes(location.id))
    : chainLocations;
  const { fields, set, text, check, problems, fail, clear, summaryRef } = useAdminForm<CourseFields>(() => ({
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
      return check(CourseWriteSchema, courseBody(fields, settings), (body, onError) =>
        update.mutate({ id: course.id, course: body }, { onSuccess: onClose, onError }),
      );
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
      submitText={course ? 'Kurs speichern' : 'Kurs anlegen'}
      busy={create.isPending || update.isPending}
      problems={problems}
      summaryRef={summaryRef}
    >
      <TextField {...text('title')} label="Titel" required />
      <TextAreaField {...text('description')} label="Beschreibung" rows={3} />
      <div className="admin-form__row">
        <SelectField {...text('difficulty')} label="Schwierigkeit">
          {[1, 2, 3].map((level) => (
            <option key={level} value={String(level)}>
              {level} – {LEVEL_LABELS[levelFromDifficulty(level)]}
            </option>
          ))}
        </SelectField>
        <TextField {...text('durationMinutes')} label="Dauer in Minuten" type="number" inputMode="numeric" />
      </div>
      {chain && (
        <SelectField
          {...text('locationId')}
          label="Standort"
          hint="Wo der Kurs stattfindet: seine Termine stehen in der Kurswoche dieses Standorts."
        >
          {locations.map((location) => (
            <option key={location.id} value={String(location.id)}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        {...text('category')}
        label="Kategorie"
        hint="Entscheidet, welche Mitgliedschaften den Kurs buchen dürfen, z. B. EMS oder Personal Training; leer: aus dem Titel (Yoga → Wellness …)."
      />
      <TextField
        {...text('imageUrl')}
        label="Bild-Adresse"
        hint="Beginnt mit / oder https://; leer lassen für kein Bild."
      />
      <CheckField
        label="Online buchbar"
        checked={fields.bookable}
        onChange={(bookable) => set({ bookable })}
      />
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
  const last = course.courseSettings.at(-1);
  const {
    fields: session,
    set,
    check,
    problems,
    summaryRef,
  } = useAdminForm<SessionFields>({
    date: '',
    time: last ? fieldsOf(last.scheduledAt).time : '18:00',
    trainerName: last?.trainerName ?? '',
    maxParticipants: String(last?.maxParticipants ?? 12),
  });
  const [weeks, setWeeks] = useState('12');
  const submit = () =>
    check(
      SeriesRequestSchema,
      {
        firstStart: instantOf(session.date, session.time) ?? '',
        weeks: num(weeks),
        trainerName: session.trainerName,
        maxParticipants: num(session.maxParticipants),
      },
      (body, onError) =>
        series.mutate({ courseId: course.id, series: body }, { onSuccess: onClose, onError }),
    );
  return (
    <FormModal
      title={`Terminserie für ${course.title ?? 'den Kurs'}`}
      onClose={onClose}
      onSubmit={submit}
      submitText="Serie anlegen"
      busy={series.isPending}
      problems={problems}
      summaryRef={summaryRef}
    >
      <SessionInputs legend="Erster Termin der Serie" values={session} set={set} problems={problems} />
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
  const {
    fields: values,
    set,
    check,
    problems,
    summaryRef,
  } = useAdminForm<SessionFields>({
    ...fieldsOf(session.scheduledAt),
    trainerName: session.trainerName ?? '',
    maxParticipants: String(session.maxParticipants ?? 1),
  });
  const submit = () =>
    check(
      SessionUpdateRequestSchema,
      {
        scheduledAt: instantOf(values.date, values.time) ?? '',
        trainerName: values.trainerName,
        maxParticipants: num(values.maxParticipants),
      },
      (body, onError) => update.mutate({ id: session.id, session: body }, { onSuccess: onClose, onError }),
    );
  return (
    <FormModal
      title="Termin bearbeiten"
      onClose={onClose}
      onSubmit={submit}
      submitText="Termin speichern"
      busy={update.isPending}
      problems={problems}
      summaryRef={summaryRef}
    >
      <SessionInputs legend="Termin" values={values} set={set} problems={problems} />
    </FormModal>
  );
}
