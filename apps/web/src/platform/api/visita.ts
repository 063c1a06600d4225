// The screen visit every call is made in (issue 37, decision 0035): a random id, new whenever a call comes
// from another history entry than the call before (a navigation, a step back or forward), sent as x-visita.
// The server writes one audit row per visit, action and subject for the reads that show data, so a screen
// that asks twice for the same kind of data (Solicitação de Reembolso: the last reimbursements and all of
// them), a refetch when the window regains focus, or React's development double mount read as one visit in
// "Quem Acessou Meus Dados". It loads with the query cache (query-provider.tsx), off the login's first load
// (issue 11's budget): the screens that read data are the ones that use it. The router keeps each entry's
// key in history.state; the first entry has none until the first navigation, which is one visit too.
import { VISITA_HEADER } from '@portal/domain/constants';
import { cabecalhosExtras } from './api-client';

/** 128 random bits in base 36 (crypto.randomUUID is missing outside secure contexts). */
const novoId = (): string =>
  Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, '0')).join('-');

let entrada: unknown = {};
let visita = '';

/** The visit of a call made now: the same while calls come from the same history entry. */
export function visitaAtual(): string {
  const chave = (history.state as { key?: string } | null)?.key;
  if (chave !== entrada) {
    entrada = chave;
    visita = novoId();
  }
  return visita;
}

Object.defineProperty(cabecalhosExtras, VISITA_HEADER, { enumerable: true, get: visitaAtual });
