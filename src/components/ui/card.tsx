// A surface for grouped content: optional media on top, body, optional footer. Badges inside pin to its corners.
import type { ElementType, ReactNode } from 'react';
import './card.css';

export interface CardProps {
  children: ReactNode;
  /** The element to render: 'article' for self-contained items, 'section' or 'div' otherwise. */
  as?: ElementType;
  media?: ReactNode;
  footer?: ReactNode;
  /** Lifts on hover; use when the whole card is a link target. */
  interactive?: boolean;
  tone?: 'default' | 'muted' | 'dark';
  className?: string;
}

export function Card({
  children,
  as: Element = 'div',
  media,
  footer,
  interactive = false,
  tone = 'default',
  className,
}: CardProps) {
  const classes = ['card', `card--${tone}`, interactive && 'card--interactive', className]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes}>
      {media && <div className="card__media">{media}</div>}
      <div className="card__body">{children}</div>
      {footer && <div className="card__footer">{footer}</div>}
    </Element>
  );
}
