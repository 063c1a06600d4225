// Spec §3 alert (tipo, mensagem, mostrar) and §8 feedback kinds. One banner at a time, shown fixed in the
// viewport (app/shell/alert-slot.tsx) so a member at the bottom of a long form on a phone still sees it.
import { createStore, useStore } from './store';

export type AlertTipo = 'sucesso' | 'erro' | 'atencao' | 'informacao';

export interface AlertState {
  tipo: AlertTipo;
  mensagem: string;
  /** Overrides the generic heading of the kind. */
  titulo?: string;
  /** Moves keyboard focus to the banner (a failed submit with no invalid field to focus). */
  focus?: boolean;
  /** Changes on every show so the same text shown twice restarts the auto-close timer. */
  id: number;
}

const alertStore = createStore<AlertState | null>(null);
let nextId = 1;

/** Shows the alert and answers its id (for closeAlert). */
export function showAlert(alert: Omit<AlertState, 'id'>): number {
  const id = nextId++;
  alertStore.set({ ...alert, id });
  return id;
}

/** Closes the banner; with an id, only if that alert is still the one shown. */
export function closeAlert(id?: number): void {
  alertStore.set((current) => (id === undefined || current?.id === id ? null : current));
}

export const useAlert = (): AlertState | null => useStore(alertStore);
