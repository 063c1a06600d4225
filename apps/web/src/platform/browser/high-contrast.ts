// The high-contrast theme is one attribute on <html> (styles.css); the choice belongs to the device and
// survives sign-out (STORAGE_KEYS.highContrast).
import { readStored, writeStored } from '../session/storage';
import { createStore, useStore } from '../state/store';

const highContrastStore = createStore(readStored('highContrast') === true);

function apply(on: boolean): void {
  if (on) document.documentElement.dataset.contraste = 'alto';
  else delete document.documentElement.dataset.contraste;
}

/** Called once before the first render so the stored theme is there from the first paint. */
export function applyStoredContrast(): void {
  apply(highContrastStore.get());
}

export function setHighContrast(on: boolean): void {
  writeStored('highContrast', on);
  apply(on);
  highContrastStore.set(on);
}

export const useHighContrast = (): boolean => useStore(highContrastStore);
