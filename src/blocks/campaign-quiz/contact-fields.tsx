// The short contact step that ends the questionnaire and the popup (0083): Name and E-Mail required, Handynummer
// optional, checked with the domain's CampaignLeadContactSchema and its German messages. A refused finish shows
// the messages under the fields and focuses the first one; after that they update while the visitor types.
import { useRef, useState } from 'react';
import { fieldIssues } from '#domain/schemas/common';
import { CampaignLeadContactSchema } from '#domain/schemas/leads';
import { TextField } from '../../components/ui/field';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
}
type ContactField = keyof ContactValues;
type ContactErrors = Partial<Record<ContactField, string>>;

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone'];

function errorsOf(values: ContactValues): ContactErrors {
  const result = CampaignLeadContactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of fieldIssues(result.error)) {
    const field = issue.path as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useContactStep() {
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(errorsOf(next));
  };

  /** The trimmed contact when valid; otherwise shows the messages, focuses the first field and gives null. */
  const validate = (): ContactValues | null => {
    setChecked(true);
    const result = CampaignLeadContactSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = errorsOf(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
    return null;
  };

  /** The ref callback of a field, so a refused finish can focus it. */
  const refFor = (field: ContactField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };

  return { values, errors, change, validate, refFor };
}

export function ContactFields({ step }: { step: ReturnType<typeof useContactStep> }) {
  const { values, errors, change, refFor } = step;
  return (
    <div className="cq-contact">
      <TextField
        label="Name *"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        ref={refFor('name')}
        onChange={(event) => change('name', event.target.value)}
      />
      <TextField
        label="E-Mail *"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        ref={refFor('email')}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        label="Handynummer (optional)"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={errors.phone}
        ref={refFor('phone')}
        onChange={(event) => change('phone', event.target.value)}
      />
    </div>
  );
}
