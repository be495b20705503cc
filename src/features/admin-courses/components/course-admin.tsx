// /admin/courses (issue 6): every course with its sessions, a search, and the writes: new course (with its
// weekly series in one step), edit, delete (asks first), a series for a course, and per session edit or cancel
// (asks first, naming the bookings that will be cancelled).
import { useId, useState, type ReactNode } from 'react';
import { LEVEL_LABELS, levelFromDifficulty } from '#domain/courses/expand';
import type { Course, CourseSetting } from '#domain/schemas/courses';
import { formatDay, formatTime } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/error-message';
import { useAdminCourses, useCancelSession, useDeleteCourse } from '../api/admin-courses';
import { CourseFormModal, SeriesFormModal, SessionFormModal } from './course-forms';
import './course-admin.css';

type Dialog =
  | { kind: 'new' }
  | { kind: 'edit'; course: Course }
  | { kind: 'series'; course: Course }
  | { kind: 'delete'; course: Course }
  | { kind: 'session'; session: CourseSetting }
  | { kind: 'cancel'; course: Course; session: CourseSetting };

const fold = (value: string) => value.toLocaleLowerCase('de-DE');

/** '1 kommender Termin', '3 kommende Termine', 'keine kommenden Termine'. */
export function upcomingText(count: number): string {
  if (count === 0) return 'keine kommenden Termine';
  return count === 1 ? '1 kommender Termin' : `${count} kommende Termine`;
}

/**
 * `renderHistory`: a course's audit trail (the admin's); `locationIds`: a manager's locations, whose courses alone
 * are listed (issue 34).
 */
export function CourseAdmin({
  renderHistory,
  locationIds,
}: {
  renderHistory?: (courseId: number) => ReactNode;
  locationIds?: readonly number[] | undefined;
}) {
  const courses = useAdminCourses(locationIds);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const term = fold(search.trim());
  const list = (courses.data ?? [])
    .filter(
      (course) =>
        !term ||
        fold(course.title ?? '').includes(term) ||
        course.courseSettings.some((s) => fold(s.trainerName ?? '').includes(term)),
    )
    .sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', 'de'));

  return (
    <div className="course-admin">
      <div className="course-admin__tools">
        <TextField
          label="Kurse suchen"
          hint="Nach Titel oder Trainer"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button iconStart="calendar" onClick={() => setDialog({ kind: 'new' })}>
          Neuer Kurs
        </Button>
      </div>
      <QueryState
        query={courses}
        loading="Kurse werden geladen …"
        failed="Die Kurse konnten nicht geladen werden."
        empty="Keine Kurse gefunden."
        isEmpty={() => list.length === 0}
      >
        {() =>
          list.map((course) => (
            <CourseBlock
              key={course.id}
              course={course}
              open={setDialog}
              history={renderHistory?.(course.id)}
            />
          ))
        }
      </QueryState>

      {dialog?.kind === 'new' && <CourseFormModal onClose={close} locationIds={locationIds} />}
      {dialog?.kind === 'edit' && (
        <CourseFormModal course={dialog.course} onClose={close} locationIds={locationIds} />
      )}
      {dialog?.kind === 'series' && <SeriesFormModal course={dialog.course} onClose={close} />}
      {dialog?.kind === 'session' && <SessionFormModal session={dialog.session} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteCourseDialog course={dialog.course} onClose={close} />}
      {dialog?.kind === 'cancel' && (
        <CancelSessionDialog course={dialog.course} session={dialog.session} onClose={close} />
      )}
    </div>
  );
}

function CourseBlock({
  course,
  open,
  history,
}: {
  course: Course;
  open: (dialog: Dialog) => void;
  history?: ReactNode;
}) {
  const headingId = useId();
  const [showPast, setShowPast] = useState(false);
  const [now] = useState(() => Date.now());
  const sessions = [...course.courseSettings].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  const past = sessions.filter((s) => Date.parse(s.scheduledAt) < now);
  const shown = showPast ? sessions : sessions.filter((s) => Date.parse(s.scheduledAt) >= now);
  const title = course.title ?? 'Kurs';
  return (
    <section className="course-admin__course" aria-labelledby={headingId}>
      <header className="course-admin__head">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="course-admin__meta">
            {course.durationMinutes ?? 60} Minuten · Stufe{' '}
            {LEVEL_LABELS[levelFromDifficulty(course.difficulty)]} ·{' '}
            {course.bookable === false ? 'nicht online buchbar' : 'online buchbar'} ·{' '}
            {upcomingText(sessions.filter((s) => !s.cancelledAt && Date.parse(s.scheduledAt) >= now).length)}
          </p>
        </div>
        <div className="course-admin__actions">
          <Button size="sm" variant="secondary" onClick={() => open({ kind: 'edit', course })}>
            Bearbeiten<span className="visually-hidden">: {title}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => open({ kind: 'series', course })}>
            Terminserie anlegen<span className="visually-hidden">: {title}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => open({ kind: 'delete', course })}>
            Löschen<span className="visually-hidden">: {title}</span>
          </Button>
        </div>
      </header>
      <div className="course-admin__table-wrap">
        <table className="course-admin__table">
          <caption className="visually-hidden">Termine von {title}</caption>
          <thead>
            <tr>
              <th scope="col">Termin</th>
              <th scope="col">Trainer</th>
              <th scope="col">Plätze</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Aktionen</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((session) => {
              const started = Date.parse(session.scheduledAt) <= now;
              const when = `${formatDay(session.scheduledAt)}, ${formatTime(session.scheduledAt)}`;
              return (
                <tr
                  key={session.id}
                  className={session.cancelledAt ? 'course-admin__row--cancelled' : undefined}
                >
                  <td>{when}</td>
                  <td>{session.trainerName}</td>
                  <td>
                    {session.bookingsCount ?? 0} / {session.maxParticipants}
                  </td>
                  <td>{session.cancelledAt ? 'Abgesagt' : started ? 'Vorbei' : 'Geplant'}</td>
                  <td className="course-admin__row-actions">
                    {!session.cancelledAt && !started && (
                      <>
                        <Button size="sm" variant="ghost" onClick={() => open({ kind: 'session', session })}>
                          Termin bearbeiten<span className="visually-hidden">: {when}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => open({ kind: 'cancel', course, session })}
                        >
                          Absagen<span className="visually-hidden">: {when}</span>
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {past.length > 0 && (
        <Button size="sm" variant="ghost" onClick={() => setShowPast((v) => !v)} aria-expanded={showPast}>
          {showPast ? 'Vergangene Termine ausblenden' : `Vergangene Termine zeigen (${past.length})`}
        </Button>
      )}
      {history}
    </section>
  );
}

function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Abbrechen
          </Button>
        </>
      }
    >
      {children}
      {error ? <p role="alert">{errorMessage(error)}</p> : null}
    </Modal>
  );
}

function CancelSessionDialog({
  course,
  session,
  onClose,
}: {
  course: Course;
  session: CourseSetting;
  onClose: () => void;
}) {
  const cancel = useCancelSession();
  const booked = session.bookingsCount ?? 0;
  return (
    <ConfirmDialog
      title="Termin absagen?"
      confirmLabel="Termin absagen"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate(session.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p>
        {course.title}, {formatDay(session.scheduledAt)}, {formatTime(session.scheduledAt)} Uhr.
      </p>
      <p>
        {booked > 0
          ? `${booked === 1 ? 'Eine Buchung wird' : `${booked} Buchungen werden`} storniert; die Mitglieder sehen „Kurs abgesagt“. Wartelistenplätze entfallen ebenfalls.`
          : 'Für diesen Termin gibt es keine Buchungen.'}
      </p>
    </ConfirmDialog>
  );
}

function DeleteCourseDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const remove = useDeleteCourse();
  const [now] = useState(() => Date.now());
  const booked = course.courseSettings
    .filter((s) => !s.cancelledAt && Date.parse(s.scheduledAt) > now)
    .reduce((sum, s) => sum + (s.bookingsCount ?? 0), 0);
  return (
    <ConfirmDialog
      title="Kurs löschen?"
      confirmLabel="Kurs löschen"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(course.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p>„{course.title}“ wird aus dem Kursplan entfernt.</p>
      <p>
        {booked > 0
          ? `Kommende Termine haben ${booked === 1 ? 'eine Buchung' : `${booked} Buchungen`}: sie werden abgesagt und die Buchungen storniert.`
          : 'Kommende Termine haben keine Buchungen.'}
      </p>
    </ConfirmDialog>
  );
}
