// Spec §2/§4 edit mode: the question 'Deseja sair mesmo assim?' when leaving a screen being edited, for
// both the route blocker and confirmLeave() (logout). The edit-mode state itself is platform/state/edit-mode.
import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { MESSAGES } from '@portal/domain/messages';
import {
  isEditMode,
  setEditMode,
  useEditMode,
  usePendingLeaveQuestion,
} from '../../platform/state/edit-mode';

// The dialog (and Radix behind it) loads only when a question is actually asked: most visits never edit.
// Its own lazy() rather than ui/confirm-dialog-lazy.tsx: this file is in the entry, where that module's
// wrapper cost the bytes /login's first load no longer has (size-check, 120 KiB).
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../ui/dialog')).ConfirmDialog,
}));

/** Mounted once inside the router: blocks route changes and the browser's leave while editing. */
export function LeavePrompt() {
  const editing = useEditMode();
  const question = usePendingLeaveQuestion();
  // Reads the store, not the render's value: a leave that turns edit mode off and navigates in the same
  // tick (logout, session end) must not be stopped.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isEditMode() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!editing) return;
    // Browsers show their own wording for a page unload; the custom dialog covers in-app navigation.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [editing]);

  const blocked = blocker.state === 'blocked';
  const answer = (leave: boolean) => {
    if (question) {
      question(leave);
      return;
    }
    if (!blocked) return;
    if (leave) {
      setEditMode(false);
      blocker.proceed();
    } else {
      blocker.reset();
    }
  };

  if (!blocked && question === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={MESSAGES.leaveTitle}
        description={MESSAGES.leaveText}
        cancelLabel={MESSAGES.leaveCancel}
        confirmLabel={MESSAGES.leaveConfirm}
        onCancel={() => answer(false)}
        onConfirm={() => answer(true)}
      />
    </Suspense>
  );
}
