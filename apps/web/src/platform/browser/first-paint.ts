// Whether the portal's first screen has been painted. What that screen does not need to be seen — the
// signed-in bar's menus, the home's cards and topics, the next screens' table — waits for it: their chunks
// and their rendering otherwise landed before the first paint and held it up (issue 11: on the signed-in
// home, a second of simulated 4G). Until then they show what they show while their chunk loads.
import { startTransition, useEffect, useState } from 'react';
import { createStore } from '../state/store';

const painted = createStore(false);

/**
 * True once the first screen has been painted; stays true for the life of the page. The change reaches
 * each component as a transition, not as an external store's update: React then renders what appears in
 * slices of a few milliseconds between which the page can answer a tap, where a store update renders it
 * all in one task (issue 11: the home's longest task, 0.3–0.4 s at a phone's speed).
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted.get);
  useEffect(() => {
    if (done) return;
    const reveal = () => startTransition(() => setDone(true));
    if (painted.get()) {
      reveal();
      return;
    }
    return painted.subscribe(reveal);
  }, [done]);
  return done;
}

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

/** However the browser reports paints, and whatever the screen waits for, the rest follows within this. */
const SHOWN_WAIT_MS = 3000;
/**
 * Checks in a row (20 ms apart) that see no loader: a screen can show none for a moment between one answer and
 * the loader of the next (plan-tab screens did, between their list of plans and the plan they redirected to) —
 * the after-paint work (VLibras' third-party connection above all) started in such a gap and sat in the largest
 * paint's path (issue 37).
 */
const QUIET_CHECKS = 5;

/**
 * Calls `done` once the page's first contentful paint has been shown and the screen shows no loader of its own
 * (a `role="status"` block with a spinner in the main area; a status message is not one). The frame a timeout
 * after the commit has been produced, but the screen reaches the display a little later, and whatever starts in
 * between (a request, a chunk) still counts as part of the first paint on a phone's slow network. A data screen's first paint is its frame with a loader
 * and its largest paint the data a round trip or two later: what followed the first paint (the signed-in
 * bar's chunks, /api/usuario, VLibras' connection) ran before that largest paint and delayed it (issue 37:
 * docs/desempenho-primeira-pintura.md). On the login and the home the first paint is the content: no wait.
 * Polled (a few ms at most of a phone's main thread): smaller than two observers, and the login's first load
 * has no byte to spare.
 */
function whenPresented(done: () => void): () => void {
  const until = Date.now() + SHOWN_WAIT_MS;
  let timer = 0;
  let quiet = 0;
  const check = () => {
    quiet =
      performance.getEntriesByName('first-contentful-paint').length &&
      !document.querySelector('main [role=status] .animate-spin')
        ? quiet + 1
        : 0;
    if (Date.now() < until && quiet < QUIET_CHECKS) timer = window.setTimeout(check, 20);
    else done();
  };
  check();
  return () => window.clearTimeout(timer);
}

/**
 * Marks the first paint once `screenDrawn` is true: an effect runs after the commit, the animation frame
 * before the next paint, the timeout after that paint, and then the paint has to have been shown.
 */
export function useMarkFirstPaint(screenDrawn: boolean): void {
  useEffect(() => {
    if (!screenDrawn || painted.get()) return;
    let timer = 0;
    let stopWaiting = () => undefined as void;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        stopWaiting = whenPresented(() => painted.set(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [screenDrawn]);
}
