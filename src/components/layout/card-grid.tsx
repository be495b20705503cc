// The shared card grid and feature card (decision 0134): a list of cards, one column on a phone, two from 40rem and
// `columns` from 64rem; a card with an icon tile, a title, a text and optional extras (a badge, a highlight line,
// a link). ./card-grid.css owns the rules, so a benefit, a value or a selling point looks the same on every page.
import type { CSSProperties, ReactNode } from 'react';
import { Icon, ICON_NAMES, type IconName } from '../ui/icon';
import './card-grid.css';

export interface CardGridProps {
  columns?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
  as?: 'ul' | 'ol';
}

export function CardGrid({ columns = 3, className, children, as: List = 'ul' }: CardGridProps) {
  return (
    <List className={['card-grid', `card-grid--${columns}`, className].filter(Boolean).join(' ')}>
      {children}
    </List>
  );
}

export type FeatureCardTone = 'plain' | 'outline' | 'primary' | 'secondary' | 'gradient' | 'highlight';
export type IconTone = 'primary' | 'secondary' | 'success' | 'accent';

/** An icon name from data, or undefined when it is not one of ours (the card then shows no icon). */
export const iconOrNone = (name: string | undefined): IconName | undefined =>
  ICON_NAMES.includes(name as IconName) ? (name as IconName) : undefined;

export interface FeatureCardProps {
  /** An icon name; an unknown one shows no icon. */
  icon?: string;
  iconTone?: IconTone;
  iconSize?: string;
  /** An emoji or text shown in the icon tile instead of an icon. */
  iconText?: string;
  title: string;
  /** The heading level of the title (3 by default). */
  headingLevel?: 2 | 3 | 4;
  text?: string;
  /** A line in the accent colour after the title (a figure, a promise). */
  highlight?: string;
  tone?: FeatureCardTone;
  /** Top right corner (a badge). */
  corner?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  /** After the text (a link, a list). */
  children?: ReactNode;
  /** The element: 'li' inside a CardGrid (default), 'article' or 'div' elsewhere. */
  as?: 'li' | 'article' | 'div';
}

export function FeatureCard({
  icon,
  iconTone = 'primary',
  iconSize = '1.5rem',
  iconText,
  title,
  headingLevel = 3,
  text,
  highlight,
  tone = 'plain',
  corner,
  className,
  style,
  id,
  children,
  as: Element = 'li',
}: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const;
  const iconName = iconOrNone(icon);
  return (
    <Element
      id={id}
      className={['feature-card', `feature-card--${tone}`, corner ? 'feature-card--cornered' : '', className]
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {corner}
      {(iconName || iconText) && (
        <span className={`feature-card__icon feature-card__icon--${iconTone}`} aria-hidden="true">
          {iconName ? <Icon name={iconName} size={iconSize} /> : iconText}
        </span>
      )}
      <Heading className="feature-card__title">{title}</Heading>
      {highlight && <p className="feature-card__highlight">{highlight}</p>}
      {text && <p className="feature-card__text">{text}</p>}
      {children}
    </Element>
  );
}
