// The staff session ends after 15 minutes without a call (CONSOLE_IDLE_MS, checked by the server). The app
// warns two minutes before: every answer of the console API resets the clock (with the server's own count
// of what is left, when it sends one), and the layout shows the warning with "Continuar conectado" (one call
// to the server) and "Sair". The warning is the best back offices' practice (GOV.UK, AWS console): time to
// keep one's unsaved form instead of losing it silently.
import { CONSOLE_IDLE_MS } from '@portal/domain/contract/console/acesso';

export const AVISO_ANTES_MS = 2 * 60_000;

let expiraEm = Date.now() + CONSOLE_IDLE_MS;
const ouvintes = new Set<() => void>();

/** An answer arrived: the session lasts the server's count (header, in ms) or a whole idle window. */
export function registrarResposta(restante: string | null, agora = Date.now()): void {
  const ms = restante === null ? NaN : Number(restante);
  expiraEm = agora + (Number.isFinite(ms) && ms > 0 ? Math.min(ms, CONSOLE_IDLE_MS) : CONSOLE_IDLE_MS);
  ouvintes.forEach((ouvinte) => ouvinte());
}

export const expiracaoDaSessao = (): number => expiraEm;

export function aoMudarExpiracao(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}
