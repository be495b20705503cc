// The shared call to action (decision 0134): a title, a text, trust points and up to two links, as a full-width
// band (a section of its own) or as a rounded box inside another section. ./call-to-action.css owns the rules.
import type { ReactNode } from 'react';
import { SmartLink } from '../blocks/smart-link';
import type { ButtonVariant } from '../ui/button';
import { Icon } from '../ui/icon';
import './call-to-action.css';

export interface CallToActionLayoutProps {
  anchor?: string;
  title: string;
  description?: string;
  primaryText?: string;
  primaryUrl?: string;
  secondaryText?: string;
  secondaryUrl?: string;
  variant?: 'default' | 'gradient' | 'outline' | 'dark' | 'warm';
  size?: 'md' | 'lg';
  trustIndicators?: readonly string[];
  /** A box inside the surrounding section (its title a paragraph, not a heading) instead of a band. */
  inline?: boolean;
  /** The title's element: an h2 in a band; in a box a paragraph unless the block wants a heading. */
  titleAs?: 'h2' | 'h3' | 'p';
  primaryVariant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
}

export function CallToActionBand({
  anchor,
  title,
  description,
  primaryText,
  primaryUrl = '',
  secondaryText,
  secondaryUrl = '',
  variant = 'default',
  size = 'lg',
  trustIndicators = [],
  inline = false,
  titleAs,
  primaryVariant,
  className,
  children,
}: CallToActionLayoutProps) {
  const onColour = variant === 'gradient' || variant === 'dark' || variant === 'warm';
  const Title = titleAs ?? (inline ? 'p' : 'h2');
  const classes = ['cta', `cta--${variant}`, `cta--${size}`, inline && 'cta--inline', className]
    .filter(Boolean)
    .join(' ');
  const body = (
    <div className={inline ? 'cta__inner' : 'container cta__inner'}>
      <div className="cta__copy">
        {title && <Title className="cta__title">{title}</Title>}
        {description && <p>{description}</p>}
        {trustIndicators.length > 0 && (
          <ul className="cta__trust">
            {trustIndicators.map((point) => (
              <li key={point}>
                <Icon name="check" /> {point}
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
      <div className="cta__actions">
        {primaryText && (
          <SmartLink
            to={primaryUrl}
            variant={primaryVariant ?? (onColour ? 'secondaryFull' : 'primary')}
            size="lg"
            iconEnd="arrow-right"
          >
            {primaryText}
          </SmartLink>
        )}
        {secondaryText && (
          <SmartLink
            to={secondaryUrl}
            variant={variant === 'gradient' || variant === 'warm' ? 'secondary' : 'outline'}
            size="lg"
            className="cta__secondary"
          >
            {secondaryText}
          </SmartLink>
        )}
      </div>
    </div>
  );
  if (inline) {
    return (
      <div id={anchor || undefined} className={classes}>
        {body}
      </div>
    );
  }
  return (
    <section id={anchor || undefined} className={classes} aria-label={title}>
      {body}
    </section>
  );
}
