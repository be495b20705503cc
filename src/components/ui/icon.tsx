// An icon from /icons/{name}.svg, painted in the current text colour (the SVG is used as a mask, carried by the
// stylesheet as a data URL).
// Decorative by default (hidden from assistive technology); with a label it is an image with that name.
import type { CSSProperties } from 'react';
import './icon.css';

/** The icons shipped in public/icons (a test checks each has its file). */
export const ICON_NAMES = [
  'alert',
  'arrow-left',
  'arrow-right',
  'calendar',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'clock',
  'close',
  'cookie',
  'dumbbell',
  'file-text',
  'flame',
  'grid',
  'heart',
  'home',
  'info',
  'list',
  'log-in',
  'log-out',
  'mail',
  'map-pin',
  'menu',
  'phone',
  'refresh',
  'settings',
  'shield',
  'target',
  'trophy',
  'user',
  'users',
  'wifi-off',
  'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export interface IconProps {
  name: IconName;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
  /** CSS length; defaults to 1.25em so icons scale with the text around them. */
  size?: string;
  className?: string;
}

/** The mask comes from the stylesheet by `data-icon` (tools/build/plugins/icon-masks.ts: each file as a data URL). */
export function Icon({ name, label, size, className }: IconProps) {
  const style = (size ? { '--icon-size': size } : undefined) as CSSProperties | undefined;
  const classes = ['icon', className].filter(Boolean).join(' ');
  if (label) return <span role="img" aria-label={label} className={classes} style={style} data-icon={name} />;
  return <span aria-hidden="true" className={classes} style={style} data-icon={name} />;
}
