// The shared layout of a content section (decision 0134): the band (tone and spacing), the container (width) and
// the optional head (eyebrow, h2, intro) that labels it. Blocks put their own content inside; ./section.css owns
// every rule of the band and the head, so a block dropped anywhere starts and ends like its neighbours.
import { useId, type ReactNode, type Ref } from 'react';
import { SectionHead } from '../blocks/section-head';
import './section.css';

export type SectionTone = 'default' | 'muted' | 'dark' | 'brand';

export interface SectionProps {
  /** The section's id (an anchor the page links to). */
  anchor?: string;
  /** The h2's id (a generated one by default); with a title the section is labelled by it. */
  headingId?: string;
  /** A line above the title, or a node (a badge). */
  eyebrow?: ReactNode;
  title?: string;
  intro?: string;
  /** Labels the section when it has no visible title. */
  label?: string;
  /** The id of a heading the block renders itself (instead of title). */
  labelledBy?: string;
  tone?: SectionTone;
  spacing?: 'sm' | 'md' | 'lg';
  width?: 'narrow' | 'default';
  /** Centres the head (and only the head). */
  centered?: boolean;
  /** The block's own class on the section. */
  className?: string;
  /** The block's own class on the container. */
  innerClassName?: string;
  /** Extra content in the head, after the intro (a badge, a legend). */
  headExtra?: ReactNode;
  children?: ReactNode;
  as?: 'section' | 'div';
  /** A ref on the container (a block that observes its children). */
  innerRef?: Ref<HTMLDivElement>;
}

/** The head props of a block that names them the catalogue's way (anchor, eyebrow, title, subtitle). */
export function sectionHead(block: { anchor?: string; eyebrow?: string; title?: string; subtitle?: string }) {
  return { anchor: block.anchor, eyebrow: block.eyebrow, title: block.title, intro: block.subtitle };
}

export function Section({
  anchor,
  headingId: givenHeadingId,
  eyebrow,
  title,
  intro,
  label,
  labelledBy,
  tone = 'default',
  spacing = 'md',
  width = 'default',
  centered = false,
  className,
  innerClassName,
  headExtra,
  children,
  as: Element = 'section',
  innerRef,
}: SectionProps) {
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  const classes = [
    'section',
    tone !== 'default' && `section--${tone}`,
    spacing !== 'md' && `section--${spacing}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const inner = ['container', width === 'narrow' && 'container--narrow', innerClassName]
    .filter(Boolean)
    .join(' ');
  const labelledById = title && headingId ? headingId : labelledBy;
  return (
    <Element
      id={anchor || undefined}
      className={classes}
      aria-labelledby={labelledById || undefined}
      aria-label={!labelledById ? label || title || undefined : undefined}
    >
      <div className={inner} ref={innerRef}>
        {title && headingId && (
          <SectionHead
            id={headingId}
            eyebrow={eyebrow || undefined}
            title={title}
            intro={intro || undefined}
            className={centered ? 'section__head section__head--center' : 'section__head'}
          />
        )}
        {headExtra}
        {children}
      </div>
    </Element>
  );
}
