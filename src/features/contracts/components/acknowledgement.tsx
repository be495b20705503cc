// What a withdrawal or a cancellation answers at once (§§ 312k, 356a BGB): a heading that takes the focus (the
// form is gone, so keyboard and screen reader continue here), the date and time received, and what follows.
import { useEffect, useRef, type ReactNode } from 'react';
import { formatDateTimeShort } from '#domain/time';

export function Acknowledgement({
  title,
  receivedAt,
  children,
}: {
  title: string;
  /** The instant the server received it (ISO). */
  receivedAt: string;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="form-feedback form-feedback--success contract-ack" role="status">
      <h2 ref={heading} tabIndex={-1} className="form-feedback__title">
        {title}
      </h2>
      <p className="form-feedback__text">
        Eingegangen am <strong>{formatDateTimeShort(receivedAt)}</strong>.
      </p>
      {children}
    </div>
  );
}
