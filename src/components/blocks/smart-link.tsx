// A call to action whose target is data: a site path becomes a router link, '#…' an in-page anchor, http(s) an
// external link in a new tab. The page renderer may take over some anchors (e.g. '#probetraining' opens the
// funnel) through ActionContext.
import { createContext, useContext, type ReactNode } from 'react';
import { Button, buttonClassName, type ButtonSize, type ButtonVariant } from '../ui/button';
import type { IconName } from '../ui/icon';

/** Returns true when it handled the target (then no navigation happens). */
export type ActionHandler = (target: string) => boolean;
export const ActionContext = createContext<ActionHandler>(() => false);

/** Anchors a handler claims render as buttons; it says which. */
export const ActionTargetsContext = createContext<readonly string[]>([]);

export interface SmartLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconEnd?: IconName;
  fullWidth?: boolean;
  className?: string;
}

export function SmartLink({ to, children, variant, size, iconEnd, fullWidth, className }: SmartLinkProps) {
  const handle = useContext(ActionContext);
  const claimed = useContext(ActionTargetsContext);
  if (claimed.includes(to)) {
    return (
      <Button
        variant={variant}
        size={size}
        iconEnd={iconEnd}
        fullWidth={fullWidth}
        className={className}
        aria-haspopup="dialog"
        onClick={() => handle(to)}
      >
        {children}
      </Button>
    );
  }
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Button
        to={to}
        variant={variant}
        size={size}
        iconEnd={iconEnd}
        fullWidth={fullWidth}
        className={className}
      >
        {children}
      </Button>
    );
  }
  const external = /^https?:\/\//.test(to);
  return (
    <a
      href={to}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className="btn__label">{children}</span>
      {external && <span className="visually-hidden"> (öffnet in neuem Tab)</span>}
    </a>
  );
}
