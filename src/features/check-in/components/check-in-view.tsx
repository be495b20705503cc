// The check-in view (issue 6, seed 000 §6: Trainer of the session or Admin): today's sessions with their
// participants, a tap on a name checks in (through the offline queue; from 60 minutes before the start, and taken
// back online within 5 minutes, issue 37), a search by name, the QR scan with the
// tablet camera and the typed short code, and no-shows after a session has ended.
import { useId, useState, type FormEvent } from 'react';
import { parseCheckInCode } from '#domain/check-in/codes';
import { checkInNotYet, checkInUndoable } from '#domain/check-in/window';
import { BOOKING_STATUS_LABELS } from '#domain/schemas/bookings';
import type { CheckInParticipant, CheckInSession } from '#domain/schemas/check-in';
import { formatDay, formatTime } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useOnlineStatus } from '../../../lib/network-status';
import { useNow } from '../../../lib/use-now';
import { useCheckInSessions, useScanCheckIn, useUndoCheckIn } from '../api/check-in';
import { useCheckInQueue } from '../use-check-in-queue';
import { NoShowsAction } from './no-shows-action';
import { QrScanner } from './qr-scanner';
import './check-in.css';

export const WAITING_LABEL = 'wartet auf Verbindung';

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLocaleLowerCase('de-DE');

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** The session the scanner checks into by default: the one running now, else the next, else the last. */
export function defaultScanSession(sessions: readonly CheckInSession[], now: number): CheckInSession | null {
  const open = sessions.filter((s) => !s.cancelledAt);
  return open.find((s) => Date.parse(s.endsAt) > now - 15 * 60_000) ?? open[open.length - 1] ?? null;
}

export function CheckInView({ actorId, ready }: { actorId: number; ready: boolean }) {
  const sessions = useCheckInSessions();
  const queue = useCheckInQueue({ actorId, ready });
  const online = useOnlineStatus();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState('');
  const undo = useUndoCheckIn();
  const list = sessions.data ?? [];
  const queuedBookings = new Set(queue.entries.map((entry) => entry.bookingId));

  const checkIn = async (session: CheckInSession, participant: CheckInParticipant) => {
    await queue.enqueue({
      bookingId: participant.bookingId,
      courseSettingsId: session.id,
      memberName: fullName(participant),
      courseTitle: session.courseTitle,
    });
    setNotice(`${fullName(participant)} wird eingecheckt.`);
  };

  const undoCheckIn = (participant: CheckInParticipant) =>
    undo.mutate(participant.bookingId, {
      onSuccess: () => setNotice(`Check-in von ${fullName(participant)} rückgängig gemacht.`),
    });

  const term = fold(search.trim());
  const visible = list
    .map((session) => ({
      session,
      participants: term
        ? session.participants.filter((p) => fold(fullName(p)).includes(term))
        : session.participants,
    }))
    .filter(({ participants }) => !term || participants.length > 0);

  return (
    <div className="check-in">
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>

      {queue.entries.length > 0 && (
        <section className="check-in__queue" aria-labelledby="queue-heading">
          <h2 id="queue-heading">Noch nicht übertragen ({queue.entries.length})</h2>
          <ul>
            {queue.entries.map((entry) => (
              <li key={entry.key}>
                {entry.memberName} – {entry.courseTitle}:{' '}
                <strong>{queue.waiting ? WAITING_LABEL : 'wird übertragen …'}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}

      {queue.failures.length > 0 && (
        <div className="check-in__failures" role="alert">
          <ul>
            {queue.failures.map((failure) => (
              <li key={failure.entry.key}>
                {failure.entry.memberName}: {failure.message}{' '}
                <Button size="sm" variant="ghost" onClick={() => queue.dismissFailure(failure.entry.key)}>
                  Ausblenden
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="check-in__tools">
        <TextField
          label="Teilnehmer suchen"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        <ScanPanel
          sessions={list}
          now={now}
          online={online}
          onOfflineSigned={(session, participant) => void checkIn(session, participant)}
        />
      </div>

      {sessions.isPending ? (
        <p>
          {sessions.fetchStatus === 'paused'
            ? 'Keine Verbindung: die Termine des Tages werden geladen, sobald die Verbindung zurück ist.'
            : 'Termine werden geladen …'}
        </p>
      ) : sessions.isError && !sessions.data ? (
        <p role="alert">
          {errorMessage(sessions.error, { fallback: 'Die Termine konnten nicht geladen werden.' })}
        </p>
      ) : list.length === 0 ? (
        <p>Heute stehen keine Termine für dich an.</p>
      ) : visible.length === 0 ? (
        <p>Niemand mit diesem Namen ist heute gebucht.</p>
      ) : (
        visible.map(({ session, participants }) => (
          <SessionBlock
            key={session.id}
            session={session}
            participants={participants}
            now={now}
            queued={queuedBookings}
            waiting={queue.waiting}
            onCheckIn={(participant) => void checkIn(session, participant)}
            onUndo={online ? undoCheckIn : undefined}
            undoing={undo.isPending ? undo.variables : undefined}
          />
        ))
      )}
      {undo.isError && <p role="alert">{errorMessage(undo.error)}</p>}
    </div>
  );
}

function SessionBlock({
  session,
  participants,
  now,
  queued,
  waiting,
  onCheckIn,
  onUndo,
  undoing,
}: {
  session: CheckInSession;
  participants: CheckInParticipant[];
  now: number;
  queued: Set<number>;
  waiting: boolean;
  onCheckIn: (participant: CheckInParticipant) => void;
  /** Takes a fresh check-in back; absent offline (the undo needs the server). */
  onUndo?: (participant: CheckInParticipant) => void;
  /** The booking whose undo is under way. */
  undoing?: number;
}) {
  const headingId = useId();
  const notYetId = useId();
  // The 60-minute rule the server applies (one function): before it, names cannot be tapped, and it says when.
  const notYet = session.cancelledAt ? null : checkInNotYet(session.scheduledAt, now);
  const ended = Date.parse(session.endsAt) <= now;
  const startsSoon = !ended && Date.parse(session.scheduledAt) - now <= 60 * 60_000;
  return (
    <section
      className={`check-in__session${startsSoon ? ' check-in__session--now' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="check-in__session-head">
        <h2 id={headingId}>
          {formatTime(session.scheduledAt)} {session.courseTitle}
        </h2>
        <p className="check-in__meta">
          {formatDay(session.scheduledAt)} · Trainer: {session.trainerName} · {session.counts.booked} von{' '}
          {session.maxParticipants} gebucht · {session.counts.checkedIn} eingecheckt
          {session.counts.waitlist > 0 && ` · ${session.counts.waitlist} auf der Warteliste`}
          {session.cancelledAt && <strong> · Abgesagt</strong>}
        </p>
      </header>
      {notYet && participants.length > 0 && (
        <p id={notYetId} className="check-in__hint">
          {notYet}
        </p>
      )}
      {participants.length === 0 ? (
        <p>Für diesen Termin ist niemand gebucht.</p>
      ) : (
        <ul className="check-in__people">
          {participants.map((participant) => {
            const isQueued = queued.has(participant.bookingId);
            const done = participant.status === 'attended';
            const canCheckIn =
              !session.cancelledAt &&
              !notYet &&
              !isQueued &&
              (participant.status === 'confirmed' || participant.status === 'no_show');
            const state = isQueued
              ? waiting
                ? WAITING_LABEL
                : 'wird übertragen …'
              : done
                ? 'Eingecheckt'
                : participant.status === 'pending'
                  ? `Warteliste${participant.position ? ` (${participant.position})` : ''}`
                  : BOOKING_STATUS_LABELS[participant.status];
            const undoable =
              onUndo !== undefined && done && !isQueued && checkInUndoable(participant.checkedInAt, now);
            return (
              <li key={participant.bookingId} className={undoable ? 'check-in__row--undo' : undefined}>
                <button
                  type="button"
                  className={`check-in__person check-in__person--${isQueued ? 'queued' : participant.status}`}
                  disabled={!canCheckIn}
                  aria-describedby={notYet ? notYetId : undefined}
                  onClick={() => onCheckIn(participant)}
                  aria-label={`${fullName(participant)}: ${state}${canCheckIn ? ', zum Einchecken tippen' : ''}`}
                >
                  {/* The space keeps name and state two words in the visible text the label must contain. */}
                  <span className="check-in__name">{fullName(participant)}</span>{' '}
                  <span className="check-in__state">{state}</span>
                </button>
                {undoable && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={undoing === participant.bookingId}
                    aria-label={`Check-in von ${fullName(participant)} rückgängig machen`}
                    onClick={() => onUndo?.(participant)}
                  >
                    Rückgängig
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <NoShowsAction session={session} now={now} />
    </section>
  );
}

function ScanPanel({
  sessions,
  now,
  online,
  onOfflineSigned,
}: {
  sessions: CheckInSession[];
  now: number;
  online: boolean;
  onOfflineSigned: (session: CheckInSession, participant: CheckInParticipant) => void;
}) {
  const open = sessions.filter((s) => !s.cancelledAt);
  const [chosen, setChosen] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [shortCode, setShortCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const scan = useScanCheckIn();
  const selectId = useId();
  const session = open.find((s) => s.id === chosen) ?? defaultScanSession(sessions, now) ?? null;

  const submit = (code: string) => {
    setResult(null);
    const parsed = parseCheckInCode(code);
    if (!parsed) return setResult({ ok: false, text: 'Der Check-in-Code hat nicht das erwartete Format.' });
    if (!session) return setResult({ ok: false, text: 'Heute gibt es keinen Termin zum Einchecken.' });
    if (!online) {
      // The signed code names the member: their booking can wait in the queue like a tap on the name.
      const participant =
        parsed.kind === 'signed'
          ? session.participants.find((p) => p.userId === parsed.userId && p.status !== 'pending')
          : undefined;
      if (participant) {
        onOfflineSigned(session, participant);
        return setResult({ ok: true, text: `${fullName(participant)}: ${WAITING_LABEL}.` });
      }
      return setResult({
        ok: false,
        text: 'Ohne Verbindung kann der Code nicht geprüft werden. Tippe den Namen in der Liste an.',
      });
    }
    scan.mutate(
      { code, courseSettingsId: session.id },
      {
        onSuccess: (answer) => {
          const name = fullName(answer.member);
          const text = answer.alreadyCheckedIn ? `${name} war bereits eingecheckt.` : `${name} eingecheckt.`;
          setResult({ ok: true, text });
          setShortCode('');
        },
        onError: (error) =>
          setResult({ ok: false, text: errorMessage(error, { fallback: 'Check-in fehlgeschlagen' }) }),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(shortCode);
  };

  if (open.length === 0) return null;
  return (
    <section className="check-in__scan" aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`}>Code scannen oder eingeben</h2>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          Termin
        </label>
        <select
          id={selectId}
          className="field__input"
          value={session?.id ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {open.map((s) => (
            <option key={s.id} value={s.id}>
              {formatTime(s.scheduledAt)} {s.courseTitle}
            </option>
          ))}
        </select>
      </div>
      <div className="check-in__scan-actions">
        <Button
          variant={scanning ? 'ghost' : 'secondary'}
          onClick={() => setScanning((value) => !value)}
          aria-expanded={scanning}
        >
          {scanning ? 'Kamera schließen' : 'QR-Code scannen'}
        </Button>
      </div>
      {scanning && (
        <QrScanner
          onCode={(code) => {
            setScanning(false);
            submit(code);
          }}
        />
      )}
      <form className="check-in__short-code" onSubmit={onSubmit} noValidate>
        <TextField
          label="Kurzcode"
          hint="Acht Zeichen, z. B. ABCD-1234"
          value={shortCode}
          onChange={(event) => setShortCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" loading={scan.isPending}>
          Einchecken
        </Button>
      </form>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'check-in__ok' : 'check-in__error'}>
          {result.text}
        </p>
      )}
    </section>
  );
}
