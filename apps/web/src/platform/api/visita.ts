// The screen visit every call is made in (issue 37, decision 0035): a random id, new whenever a call comes
// from another history entry than the call before (a navigation, a step back or forward), sent as x-visita.
// The server writes one audit row per visit, action and subject for the reads that show data, so a screen
// that asks twice for the same kind of data (Solicitação de Reembolso: the last reimbursements and all of
// them), a refetch when the window regains focus, or React's development double mount read as one visit in
// "Quem Acessou Meus Dados". It loads with the query cache (query-provider.tsx), off the login's first load
// (issue 11's budget): the screens that read data are the ones that use it. The router keeps each entry's
// key in history.state; the first entry has none until the first navigation, which is one visit too.
//
// A page opened on a data screen has already asked for that screen's first data (the page's own script, issue
// 37: contract/shell/route-first-calls.ts) in a visit it made up: the first entry's visit is that one, so those
// reads and the screen's later ones are one visit — also after the screen replaced its landing entry with its
// own default (a redirect: /meu-plano → /meu-plano/100001, same history position, a path under the page's);
// when the member moves on, answers the screen never took are dropped (they would be another visit's, and
// stale), their bodies read to the end so the requests end (an unread body stays open in the browser).
import { VISITA_HEADER } from '@portal/domain/constants';
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_VISIT_GLOBAL,
  type EarlyVisit,
} from '@portal/domain/contract/shell/startup-calls';
import { cabecalhosExtras } from './api-client';

const globals = globalThis as unknown as Record<string, unknown>;
const earlyVisit = () => globals[EARLY_VISIT_GLOBAL] as EarlyVisit | undefined;

/** The page's early answers for the first screen nobody took: not to be taken by another visit. */
function dropEarlyAnswers(): void {
  const answers = globals[EARLY_ANSWERS_GLOBAL] as Record<string, unknown> | undefined;
  for (const url of earlyVisit()?.urls ?? []) {
    Promise.resolve(answers?.[url] as Response | undefined)
      .then((response) => response?.arrayBuffer())
      .catch(() => undefined);
    delete answers?.[url];
  }
  delete globals[EARLY_VISIT_GLOBAL];
}

/** The page's path or one under it (the screen's own parameter: the plan, the beneficiary). */
const naTela = (tela: string, path: string): boolean =>
  path === tela || (tela !== '/' && path.startsWith(`${tela.replace(/\/+$/, '')}/`));

/** 128 random bits in base 36 (crypto.randomUUID is missing outside secure contexts). */
const novoId = (): string =>
  Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, '0')).join('-');

const PRIMEIRA = {};
let entrada: unknown = PRIMEIRA;
/** The history position (the router's idx) of the entry the page opened on. */
let posicaoInicial: unknown;
let visita = '';

/** The visit of a call made now: the same while calls come from the same history entry. */
export function visitaAtual(): string {
  const estado = history.state as { key?: string; idx?: number } | null;
  const chave = estado?.key;
  if (chave !== entrada) {
    const early = earlyVisit();
    const primeira = entrada === PRIMEIRA;
    if (primeira) posicaoInicial = estado?.idx;
    // On the landing entry, or on the one that replaced it (same position) while the visit is still the page's.
    const naEntradaInicial =
      primeira || (visita === early?.id && typeof estado?.idx === 'number' && estado.idx === posicaoInicial);
    const continuada = early && naEntradaInicial && naTela(early.path, location.pathname) ? early.id : null;
    if (!continuada) dropEarlyAnswers();
    entrada = chave;
    visita = continuada ?? novoId();
  }
  return visita;
}

Object.defineProperty(cabecalhosExtras, VISITA_HEADER, { enumerable: true, get: visitaAtual });
