// The one button of the design system (seed 002 §9): six variants, four sizes, a loading state, and a router link
// look-alike when given `to`. A disabled or loading button never emits a click.
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from '../../lib/navigation';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';
import './button.css';

/**
 * primary: orange, the one main action of a view. secondary: navy on a light navy tint. secondaryFull: solid navy.
 * ghost: no background, for quiet actions. gradient: orange-to-red, for marketing calls to action. outline: orange
 * border on transparent.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'secondaryFull' | 'ghost' | 'gradient' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

interface OwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and swallows clicks; keeps focus (unlike disabled). */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  children: ReactNode;
  className?: string;
}

export type ButtonProps = OwnProps & Omit<ComponentProps<'button'>, keyof OwnProps> & { to?: undefined };
export type ButtonLinkProps = OwnProps & Omit<LinkProps, keyof OwnProps> & { to: LinkProps['to'] };

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<OwnProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, fullWidth && 'btn--full', className]
    .filter(Boolean)
    .join(' ');
}

function Content({
  loading,
  iconStart,
  iconEnd,
  children,
}: Pick<OwnProps, 'loading' | 'iconStart' | 'iconEnd' | 'children'>) {
  return (
    <>
      {loading ? <Spinner size="sm" decorative /> : iconStart && <Icon name={iconStart} />}
      <span className="btn__label">{children}</span>
      {iconEnd && !loading && <Icon name={iconEnd} />}
    </>
  );
}

export function Button(props: ButtonProps | ButtonLinkProps) {
  if (props.to !== undefined) return <ButtonLink {...props} />;
  const {
    variant,
    size,
    loading = false,
    disabled = false,
    fullWidth,
    iconStart,
    iconEnd,
    children,
    className,
    type = 'button',
    onClick,
    ...rest
  } = props;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      <Content loading={loading} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </button>
  );
}

function ButtonLink({
  variant,
  size,
  loading = false,
  disabled = false,
  fullWidth,
  iconStart,
  iconEnd,
  children,
  className,
  to,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  if (disabled || loading) {
    // A link without href is not focusable and goes nowhere: the disabled form of a link.
    return (
      <a className={classes} aria-disabled="true" aria-busy={loading || undefined}>
        <Content loading={loading} iconStart={iconStart} iconEnd={iconEnd}>
          {children}
        </Content>
      </a>
    );
  }
  return (
    <Link {...rest} to={to} className={classes}>
      <Content iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </Link>
  );
}
