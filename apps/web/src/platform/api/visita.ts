// The screen visit every call is made in (issue 37, decision 0035): a random id, new at every navigation
// (a new history entry, a back or forward step), sent as x-visita by apiHeaders. The server writes one audit
// row per visit, action and subject for the reads that show data, so a screen that asks twice for the same
// kind of data (Solicitação de Reembolso: the last reimbursements and all of them), a refetch when the
// window regains focus, or React's development double mount read as one visit in "Quem Acessou Meus Dados".
import { VISITA_HEADER } from '@portal/domain/constants';

/** 128 random bits in base 36 (crypto.randomUUID is missing outside secure contexts). */
const novoId = (): string =>
  Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, '0')).join('-');

let visita = novoId();

/** The header of the current visit. */
export const cabecalhoVisita = (): [string, string] => [VISITA_HEADER, visita];

/** A new screen visit starts (the router calls it when its location changes). */
export function novaVisita(): void {
  visita = novoId();
}

/** Starts a new visit whenever the router lands on another history entry (not on its own state updates). */
export function acompanharVisitas(router: {
  state: { location: { key: string } };
  subscribe: (ouvinte: (state: { location: { key: string } }) => void) => unknown;
}): void {
  let chave = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === chave) return;
    chave = location.key;
    novaVisita();
  });
}
