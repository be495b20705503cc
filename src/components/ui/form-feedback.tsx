// What a form says after a submit: the error summary (every failing rule as a list, role alert, focused so it
// is read at once) and the success note (role status); and what it says before: a warning list (read in order).
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { NO_PROBLEMS, type FormProblems } from '../../lib/form-problems';
import './form-feedback.css';

export interface ErrorSummaryProps {
  messages: readonly string[];
  /** Shown above a list of two or more messages. */
  title?: string;
  ref?: Ref<HTMLDivElement>;
}

export function ErrorSummary({
  messages,
  title = 'Bitte überprüfe deine Eingaben:',
  ref,
}: ErrorSummaryProps) {
  if (messages.length === 0) return null;
  return (
    <div ref={ref} className="form-feedback form-feedback--error" role="alert" tabIndex={-1}>
      {messages.length === 1 ? (
        <p className="form-feedback__text">{messages[0]}</p>
      ) : (
        <>
          <p className="form-feedback__title">{title}</p>
          <ul className="form-feedback__list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <div className="form-feedback form-feedback--success" role="status">
      <p className="form-feedback__text">{children}</p>
    </div>
  );
}

/**
 * What to know before a step that cannot be undone (issue 37: what deleting an account loses), as a list named by
 * `title`; nothing without items. Not an alert: it is there from the start and read in the page's order.
 */
export function WarningList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="form-feedback form-feedback--warning">
      <p className="form-feedback__title">{title}</p>
      <ul className="form-feedback__list" aria-label={title}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Focuses the error summary after each failed submit (`attempt` counts them), so it is read out at once. */
export function useErrorSummaryFocus(attempt: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  return ref;
}

/**
 * A form's problems after a submit: `fail` shows them and focuses the summary (each failure counts as a new
 * attempt, so the same message is read out again), `clear` removes them. `summaryRef` goes on <ErrorSummary>.
 */
export function useFormProblems() {
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useErrorSummaryFocus(attempt);
  const fail = useCallback((next: FormProblems) => {
    setProblems(next);
    setAttempt((count) => count + 1);
  }, []);
  const clear = useCallback(() => setProblems(NO_PROBLEMS), []);
  return { problems, fail, clear, summaryRef };
}
