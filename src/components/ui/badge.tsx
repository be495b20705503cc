// A small label: inline by default, or pinned to one of the four corners of its nearest positioned ancestor
// (seed 002 §3 "Badge positions"). Variants are the gallery badge variants of seed 002.
import type { ReactNode } from 'react';
import './badge.css';

export type BadgeVariant =
  'new' | 'popular' | 'featured' | 'limited' | 'success' | 'warning' | 'info' | 'neutral';
export type BadgePosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface BadgeProps {
  children: ReactNode;
  variant?: BadgeVariant;
  /** Pins the badge to a corner; the parent must be position: relative (Card is). */
  position?: BadgePosition;
  className?: string;
}

export function Badge({ children, variant = 'neutral', position, className }: BadgeProps) {
  const classes = ['badge', `badge--${variant}`, position && `badge--${position}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-position={position}>
      {children}
    </span>
  );
}
