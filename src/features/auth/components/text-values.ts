// The values of a form of text fields and the props that wire one field to them: name, value, its message
// after a failed submit, and the change handler (`onEdit` runs first, e.g. to hide a success note).
import { useState } from 'react';

export function useTextValues<T extends Record<string, string>>(
  initial: T,
  fieldMessages: Readonly<Record<string, string>>,
  onEdit?: () => void,
) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: fieldMessages[name],
    onChange: (event: { target: { value: string } }) => {
      onEdit?.();
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return { values, setValues, field };
}
