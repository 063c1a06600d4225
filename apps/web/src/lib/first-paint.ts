// Whether the portal's first screen has been painted. What that screen does not need to be seen — the
// signed-in bar's menus, the home's cards and topics, the next screens' table — waits for it: their chunks
// and their rendering otherwise landed before the first paint and held it up (issue 11: on the signed-in
// home, a second of simulated 4G). Until then they show what they show while their chunk loads.
import { useEffect } from 'react';
import { createStore, useStore } from './store';

const painted = createStore(false);

/** True once the first screen has been painted; stays true for the life of the page. */
export const useFirstPaintDone = (): boolean => useStore(painted);

/** Runs `task` once the first screen has been painted (at once if it has). */
export function afterFirstPaint(task: () => void): void {
  if (painted.get()) {
    task();
    return;
  }
  const unsubscribe = painted.subscribe(() => {
    unsubscribe();
    task();
  });
}

/**
 * Marks the first paint once `screenDrawn` is true: an effect runs after the commit, the animation frame
 * before the next paint, and the timeout after that paint.
 */
export function useMarkFirstPaint(screenDrawn: boolean): void {
  useEffect(() => {
    if (!screenDrawn || painted.get()) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => painted.set(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [screenDrawn]);
}
