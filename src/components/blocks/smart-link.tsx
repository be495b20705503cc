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

export interface CtaPairProps {
  className: string;
  primaryText: string;
  primaryUrl: string;
  secondaryText: string;
  secondaryUrl: string;
  primaryVariant?: ButtonVariant;
  secondaryVariant?: ButtonVariant;
  secondaryClassName?: string;
}

/** A block's two calls to action side by side (large; the primary with an arrow); an empty text hides its link. */
export function CtaPair(props: CtaPairProps) {
  return (
    <div className={props.className}>
      {props.primaryText && (
        <SmartLink to={props.primaryUrl} variant={props.primaryVariant} size="lg" iconEnd="arrow-right">
          {props.primaryText}
        </SmartLink>
      )}
      {props.secondaryText && (
        <SmartLink
          to={props.secondaryUrl}
          variant={props.secondaryVariant ?? 'outline'}
          size="lg"
          className={props.secondaryClassName}
        >
          {props.secondaryText}
        </SmartLink>
      )}
    </div>
  );
}
