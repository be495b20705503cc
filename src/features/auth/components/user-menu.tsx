// The account entry of the site header. Signed out: 'Anmelden'. Signed in: the first name opens a small menu
// (disclosure: a button with aria-expanded and a list of links) with Dashboard, Meine Kurse, Profil, Verwaltung for
// admins, and Abmelden, at every width. In the phone drawer the list is shown open under the name. While the
// session is being restored an empty placeholder keeps the header from jumping.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { hasPermission } from '#domain/auth/permissions';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/logout';
import { SignInButton } from './sign-in-button';
import { useSession } from '../session-store';
import './user-menu.css';

export function UserMenu() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);

  if (status === 'restoring') return <span className="user-menu__placeholder" aria-hidden="true" />;
  if (status === 'signedOut' || !user) return <SignInButton />;
  return <SignedInMenu firstName={user.firstName} admin={hasPermission(user, 'Manager')} />;
}

function SignedInMenu({ firstName, admin }: { firstName: string; admin: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { logout, isPending } = useLogout();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className={`user-menu${open ? ' user-menu--open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        <span className="visually-hidden">Konto von </span>
        <span className="user-menu__name">{firstName}</span>
        <Icon name="chevron-down" className="user-menu__chevron" />
      </button>
      <div id={panelId} className="user-menu__panel">
        <p className="user-menu__signed-in">
          Angemeldet als <strong>{firstName}</strong>
        </p>
        <ul className="user-menu__list">
          <li>
            <Link to={paths.user.dashboard} className="user-menu__item" onClick={close}>
              <Icon name="grid" /> Dashboard
            </Link>
          </li>
          <li>
            <Link to={paths.user.myCourses} className="user-menu__item" onClick={close}>
              <Icon name="calendar" /> Meine Kurse
            </Link>
          </li>
          <li>
            <Link to={paths.user.profile} className="user-menu__item" onClick={close}>
              <Icon name="settings" /> Profil
            </Link>
          </li>
          {admin && (
            <li>
              <Link to={paths.admin.dashboard} className="user-menu__item" onClick={close}>
                <Icon name="shield" /> Verwaltung
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="user-menu__item user-menu__item--button"
              aria-busy={isPending || undefined}
              aria-disabled={isPending || undefined}
              data-closes-menu
              onClick={() => {
                if (!isPending) void logout().finally(close);
              }}
            >
              <Icon name="log-out" /> {isPending ? 'Wird abgemeldet …' : 'Abmelden'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
