// The two calls the portal makes before it draws anything: the maintenance status (spec §3) and the public
// parameters the shell needs before login (spec §7). The server writes a tiny script into the page that
// starts them while the entry chunk downloads (apps/server/src/platform/early-calls.ts); the web's client
// takes those answers instead of asking again (apps/web/src/lib/early-answers.ts). Issue 11: asked only
// after the entry had run, they put one more round trip before the first paint.
import { API_BASE } from '../../constants.js';
import { parametrosCalls } from '../calls/shell/parametros.js';
import { PARAMETROS_PUBLICOS } from './parametros-nomes.js';

/** The public parameters' query: every name the shell reads. */
export const STARTUP_PARAMETROS_QUERY = { nome: [...PARAMETROS_PUBLICOS] };

/**
 * The calls' URLs, spelled as the web's client spells them (spec §7: an array repeats its key; the names are
 * plain ASCII). apps/web/src/lib/early-answers.test.ts holds the two spellings together.
 */
export const STARTUP_CALL_URLS: readonly string[] = [
  `${API_BASE}${parametrosCalls.statusManutencao.path}`,
  `${API_BASE}${parametrosCalls.publicos.path}?${STARTUP_PARAMETROS_QUERY.nome.map((nome) => `nome=${encodeURIComponent(nome)}`).join('&')}`,
];

/** Where the page's script leaves the answers' promises, by URL, for the client to take once. */
export const EARLY_ANSWERS_GLOBAL = '__portalEarlyAnswers';
