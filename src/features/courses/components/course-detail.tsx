// One course with its selected session (/courses/{id}?courseSettingsId=…). Signed-in users get the course from
// GET /api/v1/courses/{id} (seed 000 §6 needs a token for it); everybody else, and anyone while that answer is
// missing, sees the public data of the week lists. What to do about booking is the page's (`action`).
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useIsRestoring } from '@tanstack/react-query';
import { LEVEL_LABELS, expandCourse, type CourseEntry } from '#domain/courses/expand';
import { sessionPhase } from '#domain/bookings/state';
import { ERRORS } from '#domain/errors/catalogue';
import { berlinDate } from '#domain/time';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useOnlineStatus } from '../../../lib/network-status';
import { useCourse } from '../api/get-course';
import { useCourseLists } from '../api/get-courses';
import { categoryBadge, categoryLabel } from '../category';
import { availability, longDate, spokenTimeRange, timeRange } from '../format';
import { scheduleView, type ScheduleView } from '../schedule-view';
import { followingWeek, studioWeek, useToday } from '../week';
import { ScheduleStatus } from './schedule-status';
import { sessionPath } from './session-item';
import './course-detail.css';
import { useHttpStatus } from '../../../lib/render-notes';

export interface CourseDetailProps {
  id: number;
  /** The session asked for; null shows the next session of the course. */
  courseSettingsId: number | null;
  /** Load the full course with the signed-in token. */
  signedIn: boolean;
  /** What the page offers for the selected session (sign in to book, later the booking itself). */
  action?: (session: CourseEntry) => ReactNode;
}

/** The session to show: the one asked for, else the next one to start, else the last one. */
export function selectSession(
  entries: readonly CourseEntry[],
  courseSettingsId: number | null,
  now: Date,
): CourseEntry | undefined {
  if (courseSettingsId !== null) return entries.find((entry) => entry.courseSettingsId === courseSettingsId);
  const nowIso = now.toISOString();
  return entries.find((entry) => entry.startTime >= nowIso) ?? entries.at(-1);
}

function NotFound({ message }: { message: string }) {
  useHttpStatus(404);
  return (
    <>
      <DocumentTitle title={message} />
      <PageHeader
        eyebrow="Kurs"
        heading={message}
        intro="Vielleicht ist der Link veraltet oder der Termin vorbei."
      />
      <div className="container course-detail__body">
        <Button to={paths.courses} iconStart="arrow-left">
          Zu allen Kursen
        </Button>
      </div>
    </>
  );
}

export function CourseDetail({ id, courseSettingsId, signedIn, action }: CourseDetailProps) {
  const now = useToday();
  const today = berlinDate(now);
  const ranges = useMemo(() => {
    const day = new Date(`${today}T12:00:00Z`);
    return [studioWeek(day).range, followingWeek(day).range];
  }, [today]);
  const lists = useCourseLists(ranges);
  const detail = useCourse(id, courseSettingsId, { enabled: signedIn });
  const isRestoring = useIsRestoring();
  const online = useOnlineStatus();

  const fromLists = useMemo(() => lists.data?.filter((entry) => entry.id === id), [lists.data, id]);
  const fromDetail = useMemo(() => (detail.data ? expandCourse(detail.data) : undefined), [detail.data]);
  const entries = fromDetail ?? fromLists;
  const detailCode = isApiError(detail.error) ? detail.error.code : undefined;

  if (detailCode === 'COURSE_NOT_FOUND' || detailCode === 'NOT_FOUND')
    return <NotFound message={ERRORS.COURSE_NOT_FOUND.message} />;
  if (detailCode === 'COURSE_SETTING_NOT_FOUND')
    return <NotFound message={ERRORS.COURSE_SETTING_NOT_FOUND.message} />;

  // Signed in and the course's own answer still coming: wait for it rather than flash the list's subset.
  const waitingForDetail =
    signedIn && detail.isPending && detail.fetchStatus === 'fetching' && !fromLists?.length;
  const view: ScheduleView = waitingForDetail
    ? 'loading'
    : scheduleView({
        isRestoring,
        data: entries,
        isError: lists.isError,
        fetchStatus: lists.fetchStatus,
        online,
      });

  if (view === 'empty') return <NotFound message={ERRORS.COURSE_NOT_FOUND.message} />;
  if (view !== 'ready') {
    return (
      <>
        <DocumentTitle title="Kursdetails" />
        <PageHeader eyebrow="Kurs" heading="Kursdetails" />
        <div className="container course-detail__body">
          <ScheduleStatus view={view} error={lists.error} onRetry={lists.refetch} />
        </div>
      </>
    );
  }

  const session = selectSession(entries ?? [], courseSettingsId, now);
  if (!session) return <NotFound message={ERRORS.COURSE_SETTING_NOT_FOUND.message} />;
  const others = (entries ?? []).filter(
    (entry) => entry.courseSettingsId !== session.courseSettingsId && entry.date >= today,
  );

  return (
    <>
      <DocumentTitle title={session.title} />
      <PageHeader
        eyebrow={categoryLabel(session.category)}
        heading={session.title}
        intro={session.description}
      >
        <p className="course-detail__badges">
          <Badge variant={categoryBadge(session.category)}>{categoryLabel(session.category)}</Badge>
          <Badge>{LEVEL_LABELS[session.level]}</Badge>
          <Badge>{session.duration} Min.</Badge>
        </p>
      </PageHeader>
      <div className="container course-detail__body">
        <div className="course-detail__grid">
          <Card as="section" className="course-detail__session">
            <h2 className="course-detail__heading">Termin</h2>
            <dl className="course-detail__facts">
              <div>
                <dt>
                  <Icon name="calendar" /> Datum
                </dt>
                <dd>{longDate(session.date)}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="clock" /> Uhrzeit
                </dt>
                <dd>
                  <span aria-hidden="true">{timeRange(session)} Uhr</span>
                  <span className="visually-hidden">{spokenTimeRange(session)}</span>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="user" /> Trainer
                </dt>
                <dd>{session.instructor}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="map-pin" /> Ort
                </dt>
                <dd>{session.location}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="users" /> Plätze
                </dt>
                <dd
                  className={sessionPhase(session, new Date()) === 'open' ? undefined : 'course-detail__full'}
                >
                  {availability(session, new Date())}
                </dd>
              </div>
            </dl>
          </Card>
          {action && <div className="course-detail__action">{action(session)}</div>}
        </div>

        <section className="course-detail__more" aria-labelledby="course-more-heading">
          <h2 id="course-more-heading" className="course-detail__heading">
            Weitere Termine
          </h2>
          {others.length > 0 ? (
            <ul className="course-detail__others">
              {others.map((entry) => (
                <li key={entry.courseSettingsId}>
                  <Link to={sessionPath(entry)}>
                    {longDate(entry.date)}, <span aria-hidden="true">{timeRange(entry)} Uhr</span>
                    <span className="visually-hidden">{spokenTimeRange(entry)}</span>
                  </Link>
                  <span className="course-detail__other-meta">
                    {entry.instructor} · {availability(entry, new Date())}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="course-detail__none">
              <em>Keine weiteren Termine in dieser und der nächsten Woche.</em>
            </p>
          )}
          <Link to={paths.courses} className="course-detail__back">
            <Icon name="arrow-left" /> Zu allen Kursen
          </Link>
        </section>
      </div>
    </>
  );
}
