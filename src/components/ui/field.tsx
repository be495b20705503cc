// A labelled text input (or select, or text area) with its hint and error: the label is a real <label>, the error is linked
// with aria-describedby and flagged with aria-invalid, so a screen reader reads the message with the field.
import { useId, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import './field.css';

interface FieldFrameProps {
  label: string;
  /** The field's message after a failed submit; shown below the control in the danger colour. */
  error?: string;
  /** A short help text, always shown. */
  hint?: string;
  className?: string;
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and error around one control, linked to it. */
function FieldFrame({
  label,
  error,
  hint,
  className,
  control,
}: FieldFrameProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {control({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends FieldFrameProps, Omit<ComponentProps<'input'>, 'id' | 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(control) => <input {...input} ref={ref} {...control} />}
    />
  );
}

export interface SelectFieldProps extends FieldFrameProps, Omit<ComponentProps<'select'>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select, its options as children. */
export function SelectField({ label, error, hint, className, ref, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(control) => (
        <select {...select} ref={ref} {...control}>
          {children}
        </select>
      )}
    />
  );
}

export interface TextAreaFieldProps extends FieldFrameProps, Omit<ComponentProps<'textarea'>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area (several lines: a description, one entry per line). */
export function TextAreaField({ label, error, hint, className, ref, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(control) => <textarea {...area} ref={ref} {...control} />}
    />
  );
}

/** An e-mail input: the phone's e-mail keyboard, no capitals, no spell check. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** A password input with a 'Passwort anzeigen' switch (typing on a phone is easier when you can see it). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field-password">
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className="field-password__toggle"
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? 'Verbergen' : 'Anzeigen'}
        <span className="visually-hidden">: {props.label}</span>
      </button>
    </div>
  );
}
