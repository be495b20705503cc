// A labelled checkbox with its error: the error is linked with aria-describedby and the box flagged with
// aria-invalid, like the text fields (components/ui/field.tsx). Posts `value="true"` without JavaScript.
import { useId, type ReactNode } from 'react';

export function CheckField({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={error ? 'contract-check contract-check--invalid' : 'contract-check'}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value="true"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
