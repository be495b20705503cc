// One own session (issue 22): its participants with their check-in (from 60 minutes before the start, taken back
// within a few minutes, issue 37) and no-show marks, 'Nachricht an
// Teilnehmende' (a few a day) and the substitute request. Checking in and marking no-shows are the desk's calls
// (the route passes them in, decision 0160); the server refuses another trainer's session.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInNotYet, checkInUndoable } from '#domain/check-in/window';
import { BOOKING_STATUS_LABELS } from '#domain/schemas/bookings';
import type { CheckInParticipant, CheckInSession } from '#domain/schemas/check-in';
import type { TrainerSessionDetail } from '#domain/schemas/trainer';
import { formatDay, formatTime } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SuccessNote } from '../../../components/ui/form-feedback';
import { errorMessage } from '../../../lib/error-message';
import { useNow } from '../../../lib/use-now';
import { useTrainerSession } from '../api/get-session';
import { trainerKeys } from '../api/keys';
import { useRequestSubstitute } from '../api/request-substitute';
import { useSendMessage } from '../api/send-message';
import { countsLine } from './my-sessions';
import './trainer.css';

export interface SessionMarks {
  /** Checks one booking in (the desk's call, with its Idempotency-Key). */
  checkIn: (bookingId: number) => Promise<unknown>;
  /** Takes a check-in back within CHECK_IN_UNDO_MINUTES (decision 0199). */
  undoCheckIn: (bookingId: number) => Promise<unknown>;
  /** The desk's no-show mark of an ended session; `onMarked` refreshes this page. */
  noShows: (session: CheckInSession, now: number, onMarked: () => void) => ReactNode;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function stateOf(participant: CheckInParticipant): string {
  if (participant.status === 'attended') return 'Eingecheckt';
  if (participant.status === 'pending')
    return `Warteliste${participant.position ? ` (${participant.position})` : ''}`;
  return BOOKING_STATUS_LABELS[participant.status];
}

export function SessionDetail({ sessionId, marks }: { sessionId: number; marks: SessionMarks }) {
  const session = useTrainerSession(sessionId);
  if (session.isPending) return <p>Termin wird geladen …</p>;
  if (session.isError)
    return (
      <p role="alert">
        {errorMessage(session.error, { fallback: 'Der Termin konnte nicht geladen werden.' })}
      </p>
    );
  return (
    <div className="trainer">
      <Participants session={session.data} marks={marks} />
      <MessageForm session={session.data} />
      <Substitute session={session.data} />
    </div>
  );
}

function Participants({ session, marks }: { session: TrainerSessionDetail; marks: SessionMarks }) {
  const headingId = useId();
  const notYetId = useId();
  const client = useQueryClient();
  const [notice, setNotice] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: trainerKeys.all });
  const checkIn = useMutation({ mutationFn: marks.checkIn, onSettled: refresh });
  const undo = useMutation({ mutationFn: marks.undoCheckIn, onSettled: refresh });
  const now = useNow(15_000);
  // The 60-minute rule the server applies (one function): before it, the buttons are there but disabled.
  const notYet = session.cancelledAt ? null : checkInNotYet(session.scheduledAt, now);
  const failed = checkIn.error ?? undo.error;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {formatTime(session.scheduledAt)} {session.courseTitle}
      </h2>
      <p className="trainer-session__meta">
        {formatDay(session.scheduledAt)} · Trainer: {session.trainerName} · {countsLine(session)}
        {session.cancelledAt && <strong> · Abgesagt</strong>}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
      <h3>Teilnehmende</h3>
      {notYet && (
        <p id={notYetId} className="trainer-session__hint">
          {notYet}
        </p>
      )}
      {session.participants.length === 0 ? (
        <p>Für diesen Termin ist niemand gebucht.</p>
      ) : (
        <ul className="trainer-people">
          {session.participants.map((participant) => {
            const name = fullName(participant);
            const can =
              !session.cancelledAt &&
              (participant.status === 'confirmed' || participant.status === 'no_show');
            const undoable =
              participant.status === 'attended' && checkInUndoable(participant.checkedInAt, now);
            return (
              <li
                key={participant.bookingId}
                className={`trainer-person trainer-person--${participant.status}`}
              >
                <span className="trainer-person__name">{name}</span>
                <span className="trainer-person__state">{stateOf(participant)}</span>
                {can && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={notYet !== null}
                    aria-describedby={notYet ? notYetId : undefined}
                    loading={checkIn.isPending && checkIn.variables === participant.bookingId}
                    aria-label={`${name} einchecken`}
                    onClick={() =>
                      checkIn.mutate(participant.bookingId, {
                        onSuccess: () => setNotice(`${name} eingecheckt.`),
                      })
                    }
                  >
                    Einchecken
                  </Button>
                )}
                {undoable && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={undo.isPending && undo.variables === participant.bookingId}
                    aria-label={`Check-in von ${name} rückgängig machen`}
                    onClick={() =>
                      undo.mutate(participant.bookingId, {
                        onSuccess: () => setNotice(`Check-in von ${name} rückgängig gemacht.`),
                      })
                    }
                  >
                    Rückgängig
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {failed && <p role="alert">{errorMessage(failed, { fallback: 'Das hat nicht geklappt.' })}</p>}
      {marks.noShows(session, now, () => void refresh())}
    </section>
  );
}

function MessageForm({ session }: { session: TrainerSessionDetail }) {
  const headingId = useId();
  const textId = useId();
  const send = useSendMessage(session.id);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const left = Math.max(0, session.messagesPerDay - session.messagesToday);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    send.mutate(
      { subject, text },
      {
        onSuccess: (result) => {
          setSent(result.recipients);
          setSubject('');
          setText('');
        },
      },
    );
  };
  if (session.cancelledAt) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Nachricht an Teilnehmende</h2>
      <p>
        Geht per E-Mail (oder Push, wo eingeschaltet) an alle Gebuchten. Heute noch {left} von{' '}
        {session.messagesPerDay} Nachrichten möglich.
      </p>
      <form className="trainer-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Betreff"
          value={subject}
          maxLength={120}
          onChange={(event) => setSubject(event.target.value)}
        />
        <div className="field">
          <label htmlFor={textId} className="field__label">
            Nachricht
          </label>
          <textarea
            id={textId}
            className="field__input trainer-form__text"
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" loading={send.isPending} disabled={left === 0}>
          Nachricht senden
        </Button>
      </form>
      {sent !== null && (
        <SuccessNote>
          {sent === 1
            ? 'Nachricht an 1 Teilnehmende verschickt.'
            : `Nachricht an ${sent} Teilnehmende verschickt.`}
        </SuccessNote>
      )}
      {send.isError && <p role="alert">{errorMessage(send.error)}</p>}
    </section>
  );
}

function Substitute({ session }: { session: TrainerSessionDetail }) {
  const headingId = useId();
  const ask = useRequestSubstitute(session.id);
  const [reason, setReason] = useState('');
  const started = Date.parse(session.scheduledAt) <= useNow();
  if (session.cancelledAt) return null;
  const request = session.substituteRequest;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask.mutate({ reason }, { onSuccess: () => setReason('') });
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Vertretung</h2>
      {request ? (
        <p role="status">
          Vertretung angefragt von {request.requestedBy.name} („{request.reason}“). Sobald jemand übernimmt,
          erfahren alle Gebuchten den neuen Namen.
        </p>
      ) : started ? (
        <p>Der Termin hat begonnen – eine Vertretung kann nicht mehr angefragt werden.</p>
      ) : (
        <form className="trainer-form" onSubmit={onSubmit} noValidate>
          <TextField
            label="Grund"
            hint="Zum Beispiel „krank“ – die anderen Trainer sehen ihn."
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={ask.isPending}>
            Vertretung anfragen
          </Button>
        </form>
      )}
      {ask.isError && <p role="alert">{errorMessage(ask.error)}</p>}
    </section>
  );
}
