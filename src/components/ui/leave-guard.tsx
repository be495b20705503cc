// Asks before unsaved changes are left behind (issue 20, decision 0151): an in-app link or the browser's back
// button opens a dialog ('Auf der Seite bleiben' / 'Verlassen ohne Speichern'); closing or reloading the tab gets
// the browser's own question (beforeunload). `allowNextNavigation` lets the editor's own navigation after a save
// through.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from './button';
import { Modal } from './modal';

export const LEAVE_TEXT = {
  title: 'Ungespeicherte Änderungen',
  body: 'Deine Änderungen sind noch nicht gespeichert. Wenn du die Seite jetzt verlässt, bleiben sie nur als Kopie in diesem Browser.',
  stay: 'Auf der Seite bleiben',
  leave: 'Verlassen ohne Speichern',
} as const;

export function useLeaveGuard(when: boolean) {
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  }, [when]);
  const allowOnce = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowOnce.current) {
      allowOnce.current = false;
      return false;
    }
    return whenRef.current && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only with a returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const allowNextNavigation = useCallback(() => {
    allowOnce.current = true;
  }, []);

  const dialog = (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={LEAVE_TEXT.title}
      size="sm"
      footer={
        <>
          <Button variant="primary" onClick={() => blocker.reset?.()}>
            {LEAVE_TEXT.stay}
          </Button>
          <Button variant="outline" onClick={() => blocker.proceed?.()}>
            {LEAVE_TEXT.leave}
          </Button>
        </>
      }
    >
      <p>{LEAVE_TEXT.body}</p>
    </Modal>
  );

  return { dialog, allowNextNavigation };
}
