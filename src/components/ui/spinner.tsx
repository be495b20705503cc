// A loading indicator. Announced as a status with a German label, or purely decorative inside a busy control.
import './spinner.css';

export interface SpinnerProps {
  /** What screen readers hear; defaults to 'Wird geladen…'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy (aria-busy): hide it from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  label = 'Wird geladen…',
  size = 'md',
  decorative = false,
  className,
}: SpinnerProps) {
  const classes = ['spinner', `spinner--${size}`, className].filter(Boolean).join(' ');
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-status">
      <span className={classes} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
