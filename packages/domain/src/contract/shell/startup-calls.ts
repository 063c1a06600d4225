// The two calls the portal makes before it draws anything: the maintenance status (spec §3) and the public
// parameters the shell needs before login (spec §7). The server sends their answers with the page and a tiny
// script that hands them over (apps/server/src/platform/early-calls.ts); the web's client takes those
// answers instead of asking (apps/web/src/lib/early-answers.ts). Issue 11: asked only after the entry had
// run, they put one more round trip before the first paint; asked from the page, they still shared a slow
// network with the entry chunk.
import { API_BASE } from '../../constants.js';
import { parametrosCalls } from '../calls/shell/parametros.js';
import { PARAMETROS_PUBLICOS } from './parametros-nomes.js';

/** The public parameters' query: every name the shell reads. */
export const STARTUP_PARAMETROS_QUERY = { nome: [...PARAMETROS_PUBLICOS] };

/** The maintenance status's URL, as the web's client spells it. */
export const STARTUP_STATUS_URL = `${API_BASE}${parametrosCalls.statusManutencao.path}`;

/**
 * The public parameters' URL, spelled as the web's client spells it (spec §7: an array repeats its key; the
 * names are plain ASCII). apps/web/src/lib/early-answers.test.ts holds the two spellings together.
 */
export const STARTUP_PARAMETROS_URL = `${API_BASE}${parametrosCalls.publicos.path}?${STARTUP_PARAMETROS_QUERY.nome.map((nome) => `nome=${encodeURIComponent(nome)}`).join('&')}`;

/** The calls' URLs. */
export const STARTUP_CALL_URLS: readonly string[] = [STARTUP_STATUS_URL, STARTUP_PARAMETROS_URL];

/** Where the page's script leaves the answers' promises, by URL, for the client to take once. */
export const EARLY_ANSWERS_GLOBAL = '__portalEarlyAnswers';

/**
 * Where the page's script leaves the screen visit (contract/shell/route-first-calls.ts) it made its calls in and those calls' URLs: the web's
 * visit (x-visita, decision 0035 §9) starts as that one, so the early reads and the screen's later ones are
 * one visit; once the member leaves the first screen, answers nobody took are dropped.
 */
export const EARLY_VISIT_GLOBAL = '__portalVisitaInicial';
export interface EarlyVisit {
  id: string;
  urls: readonly string[];
  /** The page's path when the calls were made: a visit continued only while the member is still there. */
  path: string;
}
