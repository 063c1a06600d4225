// Where the server may send a push (issue 42, decision 0053). The endpoint comes from a member's browser, so it
// is a URL the member chooses: without a rule, "subscribe" would make the server POST to any address it can reach
// — the metadata service, the database's admin page, an intranet host (SSRF). A real browser's endpoint is always
// its vendor's push service over https on the standard port; nothing else is accepted, at subscription and again
// before each send (a row written under another rule, or PORTAL_PUSH_ORIGENS since narrowed). Names, not addresses:
// an IP literal or another port never matches, and the request never follows a redirect.

/** The browsers' push services: Chrome/Edge on Android/Opera/Samsung (FCM), Firefox, Safari, Edge on Windows. */
const SERVICOS_PUSH = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

/** RFC 8030 endpoints are short; a longer "endpoint" is not one (and would bloat the row). */
export const TAMANHO_MAXIMO_ENDPOINT = 1024;

const doServico = (host: string): boolean =>
  SERVICOS_PUSH.some((servico) => host === servico || host.endsWith(`.${servico}`));

/**
 * True when the server may POST to this endpoint: https to a browser's push service on port 443, or a URL under
 * one of `origensExtras` (PORTAL_PUSH_ORIGENS — the tests' local push service; http only outside production).
 */
export function destinoPermitido(endpoint: string, origensExtras: readonly string[]): boolean {
  if (endpoint.length > TAMANHO_MAXIMO_ENDPOINT) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (origensExtras.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && doServico(url.hostname.toLowerCase());
}
