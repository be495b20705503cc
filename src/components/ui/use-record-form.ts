// The submit flow of a settings record's form (the studio's legal data, the billing settings): the fields as typed
// (strings), parsed with the domain's write schema before anything is sent (German messages at their fields and in
// the summary, which gets the focus), a second tap while saving ignored, the saved answer shown in the fields again
// and confirmed.
import { useState, type FormEvent } from 'react';
import type { z } from '#domain/schemas/zod';
import { problemsOfError, problemsOfIssues } from '../../lib/form-problems';
import { useFormProblems } from './form-feedback';

/** The mutation part the flow needs (TanStack Query's `useMutation` result fits). */
export interface RecordSave<TWrite, TRecord> {
  isPending: boolean;
  mutate: (
    body: TWrite,
    options: { onSuccess: (next: TRecord) => void; onError: (error: unknown) => void },
  ) => void;
}

export function useRecordForm<
  TFields extends Record<string, string>,
  TSchema extends z.ZodMiniType,
  TRecord,
>({
  record,
  fieldsOf,
  schema,
  toInput,
  save,
}: {
  record: TRecord;
  /** The record as the form shows it (every field a string). */
  fieldsOf: (record: TRecord) => TFields;
  schema: TSchema;
  /** The typed fields as the schema's input (numbers parsed; anything not a number stays NaN for the schema). */
  toInput: (fields: TFields) => unknown;
  save: RecordSave<z.output<TSchema>, TRecord>;
}) {
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const [fields, setFields] = useState<TFields>(() => fieldsOf(record));
  const [saved, setSaved] = useState(false);
  const field = (name: keyof TFields & string) => ({
    value: fields[name],
    error: problems.fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });
  const set = (name: keyof TFields & string, value: string) => setFields((f) => ({ ...f, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (save.isPending) return;
    const parsed = schema.safeParse(toInput(fields));
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    save.mutate(parsed.data as z.output<TSchema>, {
      onSuccess: (next) => {
        setFields(fieldsOf(next));
        setSaved(true);
      },
      onError: (error) => fail(problemsOfError(error)),
    });
  };
  return { fields, field, set, submit, saved, problems, summaryRef };
}

/** Whole numbers as typed; anything else stays NaN so the schema names it. */
export const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
