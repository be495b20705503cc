// The admin area's form kit (issue 35): one way for an entity form (a course, a membership type, a location, a
// client, a member's membership) to hold its fields, check them with the domain's write schema before anything is
// sent (German messages at their fields and in the summary, which gets the focus), ignore a second tap while
// saving, say whether anything was changed, and lay out its rows, checkboxes, repeated rows and actions.
import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import type { z } from '#domain/schemas/zod';
import { problemsOfError, problemsOfIssues, type FormProblems } from '../../lib/form-problems';
import type { ErrorMessageOptions } from '../../lib/error-message';
import { Button } from './button';
import { ErrorSummary, useFormProblems } from './form-feedback';
import { Modal, type ModalProps } from './modal';
import './admin-form.css';

/** What an API failure's codes mean for the fields (EMAIL_TAKEN → email), and how its message reads. */
export type FailureOptions = ErrorMessageOptions & { codeFields?: Record<string, string> };

/**
 * A form's fields (`initial`: the record as the form shows it) and its problems. `text(name)` binds a text
 * control (its value, its error, its change; `errorAt` when the schema names the field otherwise), `set` patches,
 * `dirty` says whether anything differs from the start. `check(schema, input, send)` parses the input: a failure
 * shows the schema's messages, a success clears them and calls `send` with the parsed body and the handler for
 * the server's refusal.
 */
export function useAdminForm<TFields extends object>(initial: TFields | (() => TFields)) {
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const [start] = useState(initial);
  const [fields, setFields] = useState<TFields>(start);
  const set = (patch: Partial<TFields>) => setFields((f) => ({ ...f, ...patch }));
  const text = <K extends keyof TFields & string>(name: K, errorAt: string = name) => ({
    value: fields[name] as TFields[K] & string,
    error: problems.fields[errorAt],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value } as Partial<TFields>),
  });
  const check = <S extends z.ZodMiniType>(
    schema: S,
    input: unknown,
    send: (body: z.output<S>, onError: (error: unknown) => void) => void,
    failure: FailureOptions = {},
  ) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    send(parsed.data as z.output<S>, (error) => fail(problemsOfError(error, failure)));
  };
  const dirty = JSON.stringify(fields) !== JSON.stringify(start);
  return { fields, set, setFields, text, check, dirty, problems, fail, clear, summaryRef };
}

export interface AdminFormProps {
  /** The form's name for a screen reader (none: the dialog's title names it). */
  label?: string;
  /** While saving: the submit button spins and a second submit is ignored. */
  busy: boolean;
  onSubmit: () => void;
  /** With `problems`: the error summary above the fields. */
  problems?: FormProblems;
  summaryRef?: Ref<HTMLDivElement>;
  /** The submit button's text. */
  submitText?: string;
  /** With it: an 'Abbrechen' button beside the submit button. */
  onCancel?: () => void;
  /** Shown between the summary and the fields (a success note). */
  notice?: ReactNode;
  children: ReactNode;
}

export function AdminForm({
  label,
  busy,
  onSubmit,
  problems,
  summaryRef,
  submitText = 'Speichern',
  onCancel,
  notice,
  children,
}: AdminFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-label={label}>
      {problems && <ErrorSummary ref={summaryRef} messages={problems.messages} />}
      {notice}
      {children}
      <FormActions busy={busy} submitText={submitText} onCancel={onCancel} />
    </form>
  );
}

/** The submit button (spinning while saving) and, with `onCancel`, 'Abbrechen'. */
export function FormActions({
  busy,
  submitText = 'Speichern',
  onCancel,
}: {
  busy: boolean;
  submitText?: string;
  onCancel?: () => void;
}) {
  return (
    <div className="admin-form__actions">
      <Button type="submit" loading={busy}>
        {submitText}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
      )}
    </div>
  );
}

/** An admin form in a dialog that a tap beside it does not close (typed work would be lost). */
export function FormModal({
  title,
  size = 'lg',
  onClose,
  ...form
}: Omit<AdminFormProps, 'onCancel'> & { title: string; size?: ModalProps['size']; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={title} size={size} closeOnBackdrop={false}>
      <AdminForm {...form} onCancel={onClose} />
    </Modal>
  );
}

/** A checkbox with its label beside it, and a hint linked to it. */
export function CheckField({
  label,
  checked,
  onChange,
  hint,
  hintId,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Read with the checkbox (aria-describedby); `hintId` names it. */
  hint?: ReactNode;
  hintId?: string;
}) {
  const box = (
    <label className="admin-form__check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? hintId : undefined}
      />
      {label}
    </label>
  );
  if (!hint) return box;
  return (
    <div className="field">
      {box}
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </div>
  );
}

/**
 * A framed group of repeated rows (opening hours, booking limits): each row a named group with its own
 * 'Entfernen', the group's error below them, then the button that adds a row.
 */
export function RepeatedRows<TRow>({
  legend,
  rows,
  rowClassName,
  groupLabel,
  removeLabel,
  empty,
  error,
  addText,
  onAdd,
  onRemove,
  children,
}: {
  legend: string;
  rows: readonly TRow[];
  rowClassName: string;
  /** Row `index` (0-based)'s name as a group. */
  groupLabel: (index: number) => string;
  /** What 'Entfernen' removes, for a screen reader. */
  removeLabel: (index: number) => string;
  /** Said when there are no rows. */
  empty?: ReactNode;
  error?: string;
  addText: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (row: TRow, index: number) => ReactNode;
}) {
  return (
    <fieldset className="admin-form__group">
      <legend>{legend}</legend>
      {rows.length === 0 && empty}
      {rows.map((row, index) => (
        <div key={index} className={rowClassName} role="group" aria-label={groupLabel(index)}>
          {children(row, index)}
          <Button size="sm" variant="ghost" onClick={() => onRemove(index)}>
            Entfernen<span className="visually-hidden">: {removeLabel(index)}</span>
          </Button>
        </div>
      ))}
      {error && <p className="field__error">{error}</p>}
      <div>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {addText}
        </Button>
      </div>
    </fieldset>
  );
}

/** Row `index` of a list changed by `patch`. */
export const patchRow = <TRow,>(rows: readonly TRow[], index: number, patch: Partial<TRow>): TRow[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
