// The head every content section opens with: an optional eyebrow, the section's h2 (its id labels the section)
// and an optional lead paragraph.
export interface SectionHeadProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
}

export function SectionHead({ id, eyebrow, title, intro, className = 'section__head' }: SectionHeadProps) {
  return (
    <div className={className}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {intro && <p className="lead">{intro}</p>}
    </div>
  );
}
