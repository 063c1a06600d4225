// Spec §4 loader: shown while calls run (counted) and hidden 300 ms after the last one ends, so a burst of
// consecutive calls shows one steady indicator instead of a flicker.
import { LOADER_HIDE_DELAY_MS } from '@portal/domain/constants';
import { createStore, useStore } from './store';

let running = 0;
let hideTimer: number | undefined;
const visibleStore = createStore(false);

export function startLoading(): void {
  running += 1;
  window.clearTimeout(hideTimer);
  visibleStore.set(true);
}

export function stopLoading(): void {
  running = Math.max(0, running - 1);
  if (running > 0) return;
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(() => visibleStore.set(false), LOADER_HIDE_DELAY_MS);
}

export const useLoaderVisible = (): boolean => useStore(visibleStore);
