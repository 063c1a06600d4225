// The two checks the portal makes before it draws anything: GET /api/bemmais/status (spec §3 "Maintenance
// status": when emManutencao is true the portal shows the notice instead of itself) and GET
// /api/parametros/publicos (spec §7: the operator values the shell needs before login — footer, bot-check,
// chatbot, VLibras, medical guide). Started by the page itself while the entry downloads (contract/shell/
// startup-calls.ts); here their answers are taken, once, before React renders.
//
// Plain stores rather than TanStack Query: they are the only data the login screen reads, and keeping the
// query library off the first load saves ≈ 9 KiB gzipped (issue 11); the query cache loads with the first
// screen that uses it (app/routing/router.tsx). Operator data, the same for everyone: kept when a member signs out.
// A failed check never hides the portal: it settles with no data.
import type { ParametroPublico } from '@portal/domain/contract/shell/parametros-nomes';
import { STARTUP_PARAMETROS_QUERY } from '@portal/domain/contract/shell/startup-calls';
import type { Parametro, StatusManutencao } from '@portal/domain/contract/shell/parametros';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { createStore, useStore, type Store } from '../../../platform/state/store';
import { parametrosCalls } from '@portal/domain/contract/calls/shell/parametros';

export type ParametrosPublicos = Partial<Record<ParametroPublico, string>>;

export interface StartupCheck<T> {
  settled: boolean;
  data: T | undefined;
}

/** The answer's list as a record by name (names the operator does not set are left out). */
export const parametrosByName = <N extends string>(lista: Parametro[]): Partial<Record<N, string>> =>
  Object.fromEntries(lista.map(({ nome, valor }) => [nome, valor])) as Partial<Record<N, string>>;

const PENDING = { settled: false, data: undefined } as const;
const statusManutencao = createStore<StartupCheck<StatusManutencao>>(PENDING);
const parametrosPublicos = createStore<StartupCheck<ParametrosPublicos>>(PENDING);

function settle<T>(store: Store<StartupCheck<T>>, answer: Promise<T>): Promise<void> {
  return answer.then(
    (data) => store.set({ settled: true, data }),
    () => store.set({ settled: true, data: undefined }),
  );
}

let bothSettled: Promise<void> = Promise.resolve();

/** Settles when both checks have (started by startStartupChecks; a failed check settles too). */
export const startupChecksSettled = (): Promise<void> => bothSettled;

let started = false;

/** Starts both checks once (app start); later calls do nothing. */
export function startStartupChecks(): void {
  if (started) return;
  started = true;
  const background = { ignoreRedirect: true, background: true } as const;
  const status = settle(statusManutencao, callEndpoint(parametrosCalls.statusManutencao, background));
  const parametros = settle(
    parametrosPublicos,
    callEndpoint(parametrosCalls.publicos, { ...background, query: STARTUP_PARAMETROS_QUERY }).then(
      parametrosByName<ParametroPublico>,
    ),
  );
  bothSettled = Promise.all([status, parametros]).then(() => undefined);
}

export const useStatusManutencao = () => useStore(statusManutencao);
export const useParametrosPublicos = () => useStore(parametrosPublicos);
