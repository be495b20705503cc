// A modal dialog (seed 002 "BaseModal"): role dialog with aria-modal and a labelled title; closes on Escape and on a
// backdrop click (unless turned off); locks page scroll while open; keeps Tab inside; gives focus back to the
// element that opened it.
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusableElements } from './focus';
import { Icon } from './icon';
import { useScrollLock } from './scroll-lock';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** seed 002 maxWidth, default lg. */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** seed 002 closeOnBackdrop, default true. */
  closeOnBackdrop?: boolean;
  /** Element to focus first; otherwise the first focusable element, otherwise the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** Open modals, innermost last: only the innermost one answers Escape. */
const openStack: string[] = [];

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  size = 'lg',
  closeOnBackdrop = true,
  initialFocus,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useScrollLock(true);

  // Focus in on open, back to the opener on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocus?.current ?? focusableElements(dialog)[0] ?? dialog;
      target.focus();
    }
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
    // Runs once per opening on purpose: re-focusing on every render would steal focus from the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape closes the innermost modal, wherever focus is.
  useEffect(() => {
    openStack.push(id);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && openStack[openStack.length - 1] === id) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(id), 1);
    };
  }, [id]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A press that starts inside the panel and ends on the backdrop (text selection) must not close.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <div className="modal" data-modal-backdrop="" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal__panel modal__panel--${size}`}
        onKeyDown={trapTab}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Schließen" onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>
  );
}
