// The head every content section opens with: an optional eyebrow (a line of text, or a badge), the section's h2
// (its id labels the section) and an optional lead paragraph.
import type { ReactNode } from 'react';

export interface SectionHeadProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: ReactNode;
  title: string;
  intro?: string;
  className?: string;
}

export function SectionHead({ id, eyebrow, title, intro, className = 'section__head' }: SectionHeadProps) {
  return (
    <div className={className}>
      {typeof eyebrow === 'string' ? eyebrow && <p className="eyebrow">{eyebrow}</p> : eyebrow}
      <h2 id={id}>{title}</h2>
      {intro && <p className="lead">{intro}</p>}
    </div>
  );
}
