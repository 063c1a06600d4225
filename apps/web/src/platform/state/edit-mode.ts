// Spec §2/§4 edit mode: a tracked field that differs from its initial value turns edit mode on; while it
// is on, leaving the screen (links, browser back, closing the tab) and logging out ask first. The state
// lives here; the dialog that asks is the shell's LeavePrompt (app/shell/leave-prompt.tsx).
import { useEffect } from 'react';
import { createStore, useStore } from './store';

const editModeStore = createStore(false);
/** An open question from confirmLeave() (logout), answered by the same dialog as the route blocker. */
const pendingQuestion = createStore<((leave: boolean) => void) | null>(null);

export const isEditMode = (): boolean => editModeStore.get();
export const setEditMode = (on: boolean): void => editModeStore.set(on);
export const useEditMode = (): boolean => useStore(editModeStore);
/** The answer to the open confirmLeave() question, or null when none is open. */
export const usePendingLeaveQuestion = (): ((leave: boolean) => void) | null => useStore(pendingQuestion);

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
