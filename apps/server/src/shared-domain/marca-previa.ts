// The console's preview of the brand draft on the member page itself (issue 38, "Brand": "a preview shows the
// member home in both themes at phone and desktop size before publishing"). The console frames the member
// page with ?previa-marca=<token>; the page is then written with the draft's style and images instead of the
// published ones. The staff cookie is scoped to /console, so the member page cannot see the staff session:
// the token carries it instead — issued only to a staff member who may edit the brand (console:parametros),
// an HMAC of the server's session secret over its purpose and expiry (10 minutes), compared in constant time.
// What it opens is the unpublished brand, never anyone's data: the framed page is the member portal as that
// browser already is (signed out, or the browser's own member session). A page with a valid token is sent
// no-store and noindex, and is the only member page that may be framed — by the portal's own origin and the
// console's (frame-ancestors), for the preview; without a token the page keeps frame-ancestors 'none'.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PARAMETRO_PREVIA_MARCA = 'previa-marca';
export const VALIDADE_PREVIA_MS = 10 * 60_000;
const PROPOSITO = 'marca-previa';

const assinar = (segredo: string, expira: number): string =>
  createHmac('sha256', segredo).update(`${PROPOSITO}:${expira}`).digest('base64url');

export function emitirTokenPrevia(segredo: string, agora: Date): { token: string; expiraEm: Date } {
  const expira = agora.getTime() + VALIDADE_PREVIA_MS;
  return { token: `${expira}.${assinar(segredo, expira)}`, expiraEm: new Date(expira) };
}

export function tokenPreviaValido(segredo: string, token: string | undefined, agora: Date): boolean {
  const m = /^(\d{13})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) return false;
  const expira = Number(m[1]);
  if (expira <= agora.getTime() || expira > agora.getTime() + VALIDADE_PREVIA_MS) return false;
  const esperado = Buffer.from(assinar(segredo, expira));
  const recebido = Buffer.from(m[2]!);
  return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
}

/** The token of a page or image request, from its query string. */
export function tokenDaUrl(url: string): string | undefined {
  const i = url.indexOf('?');
  return i < 0 ? undefined : (new URLSearchParams(url.slice(i + 1)).get(PARAMETRO_PREVIA_MARCA) ?? undefined);
}
