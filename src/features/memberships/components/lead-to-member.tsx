// 'Als Mitglied anlegen' on a lead (issue 19, Admin): the lead's account with the chosen membership from a date,
// in one step; the server links the lead and sends the invitation mail (set-password link) through the outbox.
// The lead's one name field is split into first and last name, which the desk may correct.
import { useState, type FormEvent } from 'react';
import { LeadToMemberSchema, type LeadToMemberResult } from '#domain/memberships/schemas';
import type { Lead } from '#domain/schemas/leads';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { Modal } from '../../../components/ui/modal';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
import { useLeadToMember } from '../api/lead-to-member';
import { MembershipTypeField, useActiveMembershipTypes } from './membership-type-field';
import { todayInBerlin } from '../model';
import './memberships.css';
import '../../../components/ui/admin-form.css';

/** 'Anna Maria Schmidt' → first 'Anna Maria', last 'Schmidt'; one word is the first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

export function LeadToMember({
  lead,
  onCreated,
}: {
  lead: Lead;
  onCreated?: (result: LeadToMemberResult) => Promise<unknown> | void;
}) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  if (lead.userId !== null && !created) {
    return (
      <div className="membership-panel__actions">
        <p>Als Mitglied angelegt.</p>
      </div>
    );
  }
  return (
    <div className="membership-panel__actions">
      {created ? (
        <SuccessNote>{created}</SuccessNote>
      ) : (
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Als Mitglied anlegen<span className="visually-hidden">: {lead.name}</span>
        </Button>
      )}
      {open && (
        <LeadToMemberDialog
          lead={lead}
          onClose={() => setOpen(false)}
          onCreated={(result) => {
            setOpen(false);
            setCreated(
              result.invited
                ? `${lead.name} ist jetzt Mitglied mit ${result.membership.name}. Die Einladung zum Festlegen des Passworts geht an ${lead.email}.`
                : `${lead.name} hatte schon ein Konto (${lead.email}) und ist jetzt Mitglied mit ${result.membership.name}. Eine Einladung war nicht nötig.`,
            );
            void onCreated?.(result);
          }}
        />
      )}
    </div>
  );
}

function LeadToMemberDialog({
  lead,
  onClose,
  onCreated,
}: {
  lead: Lead;
  onClose: () => void;
  onCreated: (result: LeadToMemberResult) => void;
}) {
  const create = useLeadToMember();
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const active = useActiveMembershipTypes();
  const recommended = active.find((type) => type.name === lead.recommendedTier);
  const [values, setValues] = useState(() => ({
    ...splitName(lead.name),
    typeId: '',
    startsOn: todayInBerlin(),
  }));
  const typeId = values.typeId || (recommended ? String(recommended.id) : '');
  const set = (name: keyof typeof values) => ({
    value: name === 'typeId' ? typeId : values[name],
    error: problems.fields[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = LeadToMemberSchema.safeParse({
      ...values,
      typeId: typeId ? Number(typeId) : undefined,
    });
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    create.mutate(
      { leadId: lead.id, body: parsed.data },
      {
        onSuccess: onCreated,
        onError: (error) => fail(problemsOfError(error, { codeFields: { EMAIL_TAKEN: 'email' } })),
      },
    );
  };
  return (
    <Modal open onClose={onClose} title="Als Mitglied anlegen" size="md" closeOnBackdrop={false}>
      <form className="admin-form" noValidate onSubmit={submit} aria-label="Als Mitglied anlegen">
        <ErrorSummary ref={summaryRef} messages={problems.messages} />
        <p>
          Ein Konto für <strong>{lead.email}</strong> mit der gewählten Mitgliedschaft. Die Einladung zum
          Festlegen des Passworts kommt per E-Mail; gibt es zu der Adresse schon ein Konto, bekommt es die
          Mitgliedschaft ohne Einladung.
        </p>
        <div className="admin-form__row">
          <TextField {...set('firstName')} label="Vorname" autoComplete="off" required />
          <TextField {...set('lastName')} label="Nachname" autoComplete="off" required />
        </div>
        <MembershipTypeField
          value={typeId}
          onChange={(id) => setValues((v) => ({ ...v, typeId: id }))}
          error={problems.fields.typeId}
        />
        <TextField {...set('startsOn')} label="Beginnt am" type="date" required />
        <div className="admin-form__actions">
          <Button type="submit" loading={create.isPending}>
            Mitglied anlegen und einladen
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Abbrechen
          </Button>
        </div>
      </form>
    </Modal>
  );
}
