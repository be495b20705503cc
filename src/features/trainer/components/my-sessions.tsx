// 'Meine Termine' (issue 22, a rolling agenda since issue 37, decision 0199): today's sessions still to come or
// running, then those of the next 13 days, and today's finished ones last; each with booked, waitlisted and
// checked-in counts and a link to its participants. Below, the open substitute requests another trainer may take
// (an admin assigns one instead). The server lists a trainer's own sessions only, an admin's all of them.
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { Link } from 'react-router-dom';
import type { SubstituteRequest, TrainerSession } from '#domain/schemas/trainer';
import { berlinDate, formatDay, formatTime } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { errorMessage } from '../../../lib/error-message';
import { useSubstituteRequests } from '../api/get-substitute-requests';
import { useTrainerAccounts } from '../api/get-trainer-accounts';
import { useTrainerAgenda } from '../api/get-week';
import { useTakeSubstitute } from '../api/take-substitute';
import './trainer.css';

/** '2 von 10 gebucht · 1 auf der Warteliste · 0 eingecheckt' */
export function countsLine(session: Pick<TrainerSession, 'counts' | 'maxParticipants'>): string {
  const { booked, waitlist, checkedIn } = session.counts;
  return `${booked} von ${session.maxParticipants} gebucht · ${waitlist} auf der Warteliste · ${checkedIn} eingecheckt`;
}

function SessionItem({
  session,
  today,
  showTrainer,
}: {
  session: TrainerSession;
  today: string;
  showTrainer: boolean;
}) {
  return (
    <li className="trainer-session">
      <h3 className="trainer-session__title">
        <Link to={paths.trainerSession(session.id)}>
          {formatTime(session.scheduledAt)} {session.courseTitle}
        </Link>
      </h3>
      <p className="trainer-session__meta">
        {berlinDate(session.scheduledAt) !== today && <>{formatDay(session.scheduledAt)} · </>}
        {showTrainer && <>{session.trainerName} · </>}
        {countsLine(session)}
      </p>
      {(session.cancelledAt || session.substituteRequestId) && (
        <p className="trainer-session__flags">
          {session.cancelledAt ? <strong>Abgesagt</strong> : <strong>Vertretung angefragt</strong>}
        </p>
      )}
    </li>
  );
}

function SessionList({
  sessions,
  today,
  empty,
  showTrainer,
}: {
  sessions: TrainerSession[];
  today: string;
  empty: string;
  showTrainer: boolean;
}) {
  if (sessions.length === 0) return <p>{empty}</p>;
  return (
    <ul className="trainer-sessions">
      {sessions.map((session) => (
        <SessionItem key={session.id} session={session} today={today} showTrainer={showTrainer} />
      ))}
    </ul>
  );
}

/**
 * The agenda's three parts: today's sessions not yet over (running ones included), the later days', and today's
 * that have ended (shown last: the next session matters more than the finished one). `sessions` come by start.
 */
export function agendaParts(sessions: readonly TrainerSession[], today: string, now: number) {
  const isToday = (s: TrainerSession) => berlinDate(s.scheduledAt) === today;
  const over = (s: TrainerSession) => Date.parse(s.endsAt) <= now;
  return {
    today: sessions.filter((s) => isToday(s) && !over(s)),
    coming: sessions.filter((s) => !isToday(s)),
    past: sessions.filter((s) => isToday(s) && over(s)),
  };
}

/**
 * `admin`: sees every session and assigns substitutes; `trainer`: holds the Trainer role, so may take a request
 * (an admin without it assigns instead).
 */
export function MySessions({ userId, admin, trainer }: { userId: number; admin: boolean; trainer: boolean }) {
  const agenda = useTrainerAgenda();
  const now = useNow();
  const todayId = useId();
  const comingId = useId();
  const pastId = useId();
  if (agenda.isPending) return <p>Termine werden geladen …</p>;
  if (agenda.isError)
    return (
      <p role="alert">
        {errorMessage(agenda.error, { fallback: 'Die Termine konnten nicht geladen werden.' })}
      </p>
    );
  const { today: date, sessions } = agenda.data;
  const parts = agendaParts(sessions, date, now);
  return (
    <div className="trainer">
      <section aria-labelledby={todayId}>
        <h2 id={todayId}>Heute</h2>
        <SessionList
          sessions={parts.today}
          today={date}
          empty={
            parts.past.length > 0
              ? 'Heute steht für dich nichts mehr an.'
              : 'Heute stehen keine Termine für dich an.'
          }
          showTrainer={admin}
        />
      </section>
      <section aria-labelledby={comingId}>
        <h2 id={comingId}>Die nächsten 13 Tage</h2>
        <SessionList
          sessions={parts.coming}
          today={date}
          empty="In den nächsten 13 Tagen stehen keine weiteren Termine an."
          showTrainer={admin}
        />
      </section>
      {parts.past.length > 0 && (
        <section aria-labelledby={pastId}>
          <h2 id={pastId}>Heute schon vorbei</h2>
          <SessionList sessions={parts.past} today={date} empty="" showTrainer={admin} />
        </section>
      )}
      <OpenRequests userId={userId} admin={admin} trainer={trainer} />
    </div>
  );
}

function OpenRequests({ userId, admin, trainer }: { userId: number; admin: boolean; trainer: boolean }) {
  const requests = useSubstituteRequests();
  const headingId = useId();
  const take = useTakeSubstitute();
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Offene Vertretungsanfragen</h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
      <QueryState
        query={requests}
        loading="Anfragen werden geladen …"
        empty="Gerade sucht niemand eine Vertretung."
      >
        {(list) => (
          <ul className="trainer-sessions">
            {list.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                own={request.requestedBy.id === userId}
                admin={admin}
                trainer={trainer}
                pending={take.isPending}
                onTake={(trainerId) =>
                  take.mutate(
                    { requestId: request.id, ...(trainerId !== undefined ? { trainerId } : {}) },
                    {
                      onSuccess: (result) =>
                        setNotice(
                          `${result.request.courseTitle} am ${formatDay(result.request.scheduledAt)} übernimmt jetzt ${result.request.takenBy?.name ?? ''}.`,
                        ),
                    },
                  )
                }
              />
            ))}
          </ul>
        )}
      </QueryState>
      {take.isError && <p role="alert">{errorMessage(take.error)}</p>}
    </section>
  );
}

function RequestItem({
  request,
  own,
  admin,
  trainer,
  pending,
  onTake,
}: {
  request: SubstituteRequest;
  own: boolean;
  admin: boolean;
  trainer: boolean;
  pending: boolean;
  onTake: (trainerId?: number) => void;
}) {
  const selectId = useId();
  const accounts = useTrainerAccounts(admin);
  const [chosen, setChosen] = useState<number | null>(null);
  const label = `${formatDay(request.scheduledAt)}, ${formatTime(request.scheduledAt)} ${request.courseTitle}`;
  return (
    <li className="trainer-session">
      <h3 className="trainer-session__title">{label}</h3>
      <p className="trainer-session__meta">
        Angefragt von {request.requestedBy.name}: „{request.reason}“
      </p>
      <div className="trainer-session__actions">
        {own ? (
          <p>Deine Anfrage – eine andere Trainerin oder ein anderer Trainer kann sie übernehmen.</p>
        ) : (
          trainer && (
            <Button
              size="sm"
              loading={pending}
              onClick={() => onTake()}
              aria-label={`Vertretung übernehmen: ${label}`}
            >
              Vertretung übernehmen
            </Button>
          )
        )}
        {admin && accounts.data && (
          <div className="trainer-assign">
            <label htmlFor={selectId} className="field__label">
              Vertretung zuweisen
            </label>
            <select
              id={selectId}
              className="field__input"
              value={chosen ?? ''}
              onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">Trainer wählen …</option>
              {accounts.data.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="secondary"
              disabled={chosen === null}
              loading={pending}
              onClick={() => chosen !== null && onTake(chosen)}
            >
              Zuweisen
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
