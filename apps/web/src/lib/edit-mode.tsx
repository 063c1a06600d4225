// Spec §2/§4 edit mode: a tracked field that differs from its initial value turns edit mode on; while it
// is on, leaving the screen (links, browser back, closing the tab) and logging out ask first.
import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { createStore, useStore } from './store';

// The dialog (and Radix behind it) loads only when a question is actually asked: most visits never edit.
const ConfirmDialog = lazy(async () => ({
  default: (await import('../components/ui/dialog')).ConfirmDialog,
}));

const editModeStore = createStore(false);
/** An open question from confirmLeave() (logout), answered by the same dialog as the route blocker. */
const pendingQuestion = createStore<((leave: boolean) => void) | null>(null);

export const isEditMode = (): boolean => editModeStore.get();
export const setEditMode = (on: boolean): void => editModeStore.set(on);
export const useEditMode = (): boolean => useStore(editModeStore);

/** Forms call this with their dirty flag; edit mode ends when the form goes away. */
export function useTrackEditMode(dirty: boolean): void {
  useEffect(() => {
    setEditMode(dirty);
  }, [dirty]);
  useEffect(() => () => setEditMode(false), []);
}

/**
 * Asks 'Deseja sair mesmo assim?' when edit mode is on; answers true at once when it is off.
 * On a yes, edit mode is turned off so the leave that follows is not asked about again.
 */
export function confirmLeave(): Promise<boolean> {
  if (!isEditMode()) return Promise.resolve(true);
  return new Promise((resolve) => {
    pendingQuestion.get()?.(false);
    pendingQuestion.set(() => (leave: boolean) => {
      pendingQuestion.set(null);
      if (leave) setEditMode(false);
      resolve(leave);
    });
  });
}

/** Mounted once inside the router: blocks route changes and the browser's leave while editing. */
export function LeavePrompt() {
  const editing = useEditMode();
  const question = useStore(pendingQuestion);
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
