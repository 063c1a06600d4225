// How the server meets the network (issue 9): its public origin (PUBLIC_URL) for every absolute link
// and for the Secure flag of cookies, the Host names it answers (others get 421), and which proxies
// may name the client's address in X-Forwarded-For. None of this is ever taken from a request.
import { isIP } from 'node:net';

/** Names a developer's own machine answers to: always allowed outside production, on any port. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export const isLoopbackHost = (hostname: string): boolean =>
  LOOPBACK_HOSTS.has(hostname.toLowerCase()) || /^127(?:\.\d{1,3}){3}$/.test(hostname);

/**
 * The public origin (scheme://host[:port], no path). Outside production it defaults to
 * http://localhost:PORT; production must name it, since a Host header cannot be trusted to.
 */
export function parsePublicUrl(value: string | undefined, production: boolean, port: number): string {
  if (value === undefined) {
    if (production) {
      throw new Error(
        'PUBLIC_URL é obrigatório em produção (ex.: https://portal.operadora.com.br) / ' +
          'PUBLIC_URL is required in production.',
      );
    }
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL inválido / invalid PUBLIC_URL: ${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
    throw new Error(
      `PUBLIC_URL deve ser só a origem http(s), sem caminho (ex.: https://portal.operadora.com.br) / ` +
        `PUBLIC_URL must be a bare http(s) origin: ${value}`,
    );
  }
  return url.origin;
}

/** True when the public origin is plain http on this machine, the one case Secure cookies cannot work. */
export const isLocalHttp = (publicUrl: string): boolean => {
  const url = new URL(publicUrl);
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
};

export type CookieSecureSetting = 'auto' | 'true' | 'false';

/**
 * Secure cookies follow the public origin, never the request: https → Secure. Production always sets
 * Secure unless the public origin is plain http on loopback (a local production run).
 */
export function resolveCookieSecure(
  setting: CookieSecureSetting,
  publicUrl: string,
  production: boolean,
): boolean {
  if (production) {
    if (isLocalHttp(publicUrl)) return setting === 'true';
    if (setting === 'false') {
      throw new Error(
        'COOKIE_SECURE=false não é aceito em produção fora de http://localhost / ' +
          'COOKIE_SECURE=false is refused in production unless PUBLIC_URL is plain http on loopback.',
      );
    }
    return true;
  }
  if (setting !== 'auto') return setting === 'true';
  return new URL(publicUrl).protocol === 'https:';
}

/** ALLOWED_HOSTS: extra host names (optionally with a port) besides PUBLIC_URL's, lower-cased. */
export const parseAllowedHosts = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** Named ranges @fastify/proxy-addr understands besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

const isProxyEntry = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: the proxies' addresses/CIDRs (comma-separated) or a hop count. `true` is refused: it
 * would trust any X-Forwarded-For, so a client could pick its own address and skip the per-IP limits.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true confiaria em qualquer X-Forwarded-For (o cliente escolheria o próprio IP e escaparia ' +
        'do limite por IP): informe os endereços/CIDRs dos proxies (ex.: 10.0.0.0/8) ou o número de saltos ' +
        '(ex.: 1) / TRUST_PROXY=true is refused: list the proxy addresses/CIDRs or give a hop count.',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) throw new Error(`TRUST_PROXY: no máximo ${MAX_PROXY_HOPS} saltos / hops.`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyEntry(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY: endereço ou CIDR inválido / invalid address or CIDR: ${invalid.join(', ')}`,
    );
  }
  return entries;
}
