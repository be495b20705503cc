// The desk's part of a client's screen (issue 19, Admin): the member's memberships with what each allows and
// its state, and the changes (assign a type from a date, pause from–to or lift the pause, end, extend, add
// credits to a card), then the no-show strikes with 'Erlassen' and a reason. The server audits every change.
import { useId, useState, type ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import {
  AddCreditsSchema,
  AssignMembershipSchema,
  EndMembershipSchema,
  ExtendMembershipSchema,
  ForgiveStrikeSchema,
  PauseMembershipSchema,
  type Membership,
  type Strike,
} from '#domain/memberships/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormModal, useAdminForm } from '../../../components/ui/admin-form';
import { SuccessNote } from '../../../components/ui/form-feedback';
import type { z } from '#domain/schemas/zod';
import { formatDateShort } from '#domain/time';
import { useChangeMembership, type MembershipChange } from '../api/change-membership';
import { useForgiveStrike } from '../api/forgive-strike';
import { useUserMemberships } from '../api/get-user-memberships';
import { useUserStrikes } from '../api/get-user-strikes';
import {
  membershipLines,
  membershipPhase,
  PHASE_BADGE,
  PHASE_LABELS,
  strikeText,
  textToCount,
  todayInBerlin,
} from '../model';
import { MembershipTypeField } from './membership-type-field';
import './memberships.css';

type Dialog =
  | { kind: 'assign' }
  | { kind: 'pause' | 'end' | 'extend' | 'credits'; membership: Membership }
  | { kind: 'forgive'; strike: Strike };

/** `renderHistory`: the audit trail of one membership (the app passes the audit feature's). */
export function MemberMemberships({
  userId,
  name,
  renderHistory,
}: {
  userId: number;
  name: string;
  renderHistory?: (membershipId: number) => ReactNode;
}) {
  const headingId = useId();
  const memberships = useUserMemberships(userId);
  const strikes = useUserStrikes(userId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState('');
  const close = () => setDialog(null);
  const finish = (text: string) => {
    setDialog(null);
    setDone(text);
  };
  const today = todayInBerlin();
  return (
    <section className="membership-panel admin-form__group" aria-labelledby={headingId}>
      <h3 id={headingId}>Mitgliedschaften</h3>
      {done && <SuccessNote>{done}</SuccessNote>}
      <QueryState
        query={memberships}
        loading="Mitgliedschaften werden geladen …"
        empty={<>{name} hat keine Mitgliedschaft und kann keine Kurse buchen.</>}
      >
        {(list) => (
          <ul className="membership-panel__list">
            {list.map((membership) => {
              const phase = membershipPhase(membership, today);
              const label = `${membership.name} ab ${formatDateShort(membership.startsOn)}`;
              const paused = membership.pausedUntil !== null && membership.pausedUntil >= today;
              return (
                <li key={membership.id} className="membership-panel__item">
                  <h4 className="my-membership__name">
                    {membership.name} <Badge variant={PHASE_BADGE[phase]}>{PHASE_LABELS[phase]}</Badge>
                  </h4>
                  <ul className="my-membership__lines">
                    {membershipLines(membership, new Date()).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  {phase !== 'ended' && (
                    <div className="membership-panel__actions">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDialog({ kind: 'pause', membership })}
                      >
                        {paused ? 'Ruhezeit ändern' : 'Ruhen lassen'}
                        <span className="visually-hidden">: {label}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDialog({ kind: 'extend', membership })}
                      >
                        Verlängern<span className="visually-hidden">: {label}</span>
                      </Button>
                      {membership.credits !== null && (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDialog({ kind: 'credits', membership })}
                        >
                          Guthaben hinzufügen<span className="visually-hidden">: {label}</span>
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDialog({ kind: 'end', membership })}
                      >
                        Beenden<span className="visually-hidden">: {label}</span>
                      </Button>
                    </div>
                  )}
                  {renderHistory?.(membership.id)}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <div>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'assign' })}>
          Mitgliedschaft zuweisen
        </Button>
      </div>

      <h3>Verwarnungen</h3>
      <QueryState
        query={strikes}
        loading="Verwarnungen werden geladen …"
        empty="Keine Verwarnungen für nicht wahrgenommene Termine."
      >
        {(list) => (
          <ul className="membership-panel__list">
            {list.map((strike) => (
              <li key={strike.id} className="membership-panel__item">
                <p>{strikeText(strike)}</p>
                {!strike.forgivenAt && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDialog({ kind: 'forgive', strike })}
                  >
                    Erlassen<span className="visually-hidden">: {strike.courseTitle}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      {dialog?.kind === 'assign' && (
        <AssignDialog userId={userId} name={name} onClose={close} onDone={finish} />
      )}
      {dialog && dialog.kind !== 'assign' && dialog.kind !== 'forgive' && (
        <ChangeDialog
          userId={userId}
          kind={dialog.kind}
          membership={dialog.membership}
          onClose={close}
          onDone={finish}
        />
      )}
      {dialog?.kind === 'forgive' && (
        <ForgiveDialog userId={userId} strike={dialog.strike} onClose={close} onDone={finish} />
      )}
    </section>
  );
}

/** Runs a schema-checked change and reports its failure at the fields. */
function useChangeForm(userId: number) {
  const change = useChangeMembership(userId);
  const form = useAdminForm({});
  const run = <S extends z.ZodMiniType>(
    schema: S,
    values: unknown,
    toChange: (body: z.output<S>) => MembershipChange,
    onDone: (membership: Membership) => void,
  ) =>
    form.check(schema, values, (body, onError) =>
      change.mutate(toChange(body), { onSuccess: onDone, onError }),
    );
  return { ...form, busy: change.isPending, run };
}

function AssignDialog({
  userId,
  name,
  onClose,
  onDone,
}: {
  userId: number;
  name: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const form = useChangeForm(userId);
  const [typeId, setTypeId] = useState('');
  const [startsOn, setStartsOn] = useState(todayInBerlin());
  return (
    <FormModal
      title="Mitgliedschaft zuweisen"
      label="Mitgliedschaft zuweisen"
      size="md"
      submitText="Zuweisen"
      busy={form.busy}
      problems={form.problems}
      summaryRef={form.summaryRef}
      onClose={onClose}
      onSubmit={() =>
        form.run(
          AssignMembershipSchema,
          { typeId: typeId ? Number(typeId) : undefined, startsOn },
          (body) => ({ kind: 'assign', body }),
          (membership) =>
            onDone(`${name} hat jetzt ${membership.name} ab ${formatDateShort(membership.startsOn)}.`),
        )
      }
    >
      <MembershipTypeField value={typeId} onChange={setTypeId} error={form.problems.fields.typeId} />
      <TextField
        label="Beginnt am"
        type="date"
        value={startsOn}
        onChange={(e) => setStartsOn(e.target.value)}
        error={form.problems.fields.startsOn}
        required
      />
    </FormModal>
  );
}

const CHANGE_TITLES = {
  pause: 'Ruhezeit festlegen',
  end: 'Mitgliedschaft beenden',
  extend: 'Mitgliedschaft verlängern',
  credits: 'Guthaben hinzufügen',
} as const;

function ChangeDialog({
  userId,
  kind,
  membership,
  onClose,
  onDone,
}: {
  userId: number;
  kind: keyof typeof CHANGE_TITLES;
  membership: Membership;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const form = useChangeForm(userId);
  const today = todayInBerlin();
  const [from, setFrom] = useState(membership.pausedFrom ?? today);
  const [until, setUntil] = useState(membership.pausedUntil ?? '');
  const [endsOn, setEndsOn] = useState(kind === 'end' ? today : (membership.endsOn ?? ''));
  const [credits, setCredits] = useState('10');
  const id = membership.id;
  const errors = form.problems.fields;
  const submit = () => {
    switch (kind) {
      case 'pause':
        return form.run(
          PauseMembershipSchema,
          { pausedFrom: from || null, pausedUntil: until || null },
          (body) => ({ kind, id, body }),
          (m) =>
            onDone(
              m.pausedUntil
                ? `${m.name} ruht vom ${formatDateShort(m.pausedFrom!)} bis ${formatDateShort(m.pausedUntil)}.`
                : `Die Ruhezeit von ${m.name} ist aufgehoben.`,
            ),
        );
      case 'end':
        return form.run(
          EndMembershipSchema,
          { endsOn },
          (body) => ({ kind, id, body }),
          (m) => onDone(`${m.name} endet am ${formatDateShort(m.endsOn!)}.`),
        );
      case 'extend':
        return form.run(
          ExtendMembershipSchema,
          { endsOn: endsOn || null },
          (body) => ({ kind, id, body }),
          (m) =>
            onDone(
              m.endsOn
                ? `${m.name} gilt jetzt bis ${formatDateShort(m.endsOn)}.`
                : `${m.name} ist jetzt unbefristet.`,
            ),
        );
      case 'credits':
        return form.run(
          AddCreditsSchema,
          { credits: textToCount(credits) ?? Number.NaN },
          (body) => ({ kind, id, body }),
          (m) => onDone(`${m.name}: noch ${m.creditsLeft} von ${m.credits} Buchungen.`),
        );
    }
  };
  return (
    <FormModal
      title={`${CHANGE_TITLES[kind]}: ${membership.name}`}
      label={`${CHANGE_TITLES[kind]}: ${membership.name}`}
      size="md"
      submitText={kind === 'end' ? 'Beenden' : 'Speichern'}
      busy={form.busy}
      problems={form.problems}
      summaryRef={form.summaryRef}
      onClose={onClose}
      onSubmit={submit}
    >
      {kind === 'pause' && (
        <>
          <div className="admin-form__row">
            <TextField
              label="Ruht vom"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              error={errors.pausedFrom}
            />
            <TextField
              label="Ruht bis"
              type="date"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
              error={errors.pausedUntil}
            />
          </div>
          <p className="field__hint">
            Beide Tage zählen mit. Beide Felder leer: die Ruhezeit wird aufgehoben.
          </p>
        </>
      )}
      {kind === 'end' && (
        <TextField
          label="Letzter Tag"
          type="date"
          value={endsOn}
          onChange={(e) => setEndsOn(e.target.value)}
          error={errors.endsOn}
        />
      )}
      {kind === 'extend' && (
        <TextField
          label="Gilt bis"
          hint="Leer: unbefristet"
          type="date"
          value={endsOn}
          onChange={(e) => setEndsOn(e.target.value)}
          error={errors.endsOn}
        />
      )}
      {kind === 'credits' && (
        <TextField
          label="Weitere Buchungen"
          inputMode="numeric"
          value={credits}
          onChange={(e) => setCredits(e.target.value)}
          error={errors.credits}
        />
      )}
    </FormModal>
  );
}

function ForgiveDialog({
  userId,
  strike,
  onClose,
  onDone,
}: {
  userId: number;
  strike: Strike;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const forgive = useForgiveStrike(userId);
  const form = useAdminForm({});
  const [reason, setReason] = useState('');
  return (
    <FormModal
      title="Verwarnung erlassen"
      label="Verwarnung erlassen"
      size="md"
      submitText="Erlassen"
      busy={forgive.isPending}
      problems={form.problems}
      summaryRef={form.summaryRef}
      onClose={onClose}
      onSubmit={() =>
        form.check(ForgiveStrikeSchema, { reason }, (body, onError) =>
          forgive.mutate(
            { id: strike.id, body },
            { onSuccess: () => onDone(`Die Verwarnung für ${strike.courseTitle} ist erlassen.`), onError },
          ),
        )
      }
    >
      <p>{strikeText(strike)}</p>
      <TextField
        label="Grund"
        hint="Wird mit der Änderung protokolliert"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={form.problems.fields.reason}
        required
      />
    </FormModal>
  );
}
