// Spec §3 alert (tipo, mensagem, mostrar) and §8 feedback kinds. One banner at a time, shown in the header.
import { createStore, useStore } from './store';

export type AlertTipo = 'sucesso' | 'erro' | 'atencao' | 'informacao';

export interface AlertState {
  tipo: AlertTipo;
  mensagem: string;
  /** Overrides the generic heading of the kind. */
  titulo?: string;
  /** Changes on every show so the same text shown twice restarts the auto-close timer. */
  id: number;
}

const alertStore = createStore<AlertState | null>(null);
let nextId = 1;

export function showAlert(alert: Omit<AlertState, 'id'>): void {
  alertStore.set({ ...alert, id: nextId++ });
}

export function closeAlert(): void {
  alertStore.set(null);
}

export const useAlert = (): AlertState | null => useStore(alertStore);
