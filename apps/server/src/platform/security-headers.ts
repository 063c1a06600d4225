// Security headers, computed once with helmet: a page gets them all; a resource (API answers, built assets)
// gets those that protect a resource and a CSP that allows nothing (resourceHeaders). The page's CSP allows our own origin
// plus the bot-check vendors and VLibras (spec §1 sign-language plugin), the maps service of the service
// points (issue 17) as a frame only and its tiles (the Guia Médico's map of results, issue 40) as images only;
// nobody may frame the portal.
// API answers (personal data) are never stored by browsers or proxies (issue 9). Router-level and
// client errors reuse these headers (framework-errors.ts), so no answer leaves without them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { MAPA_TILES_ORIGIN } from '@portal/domain/contract/facilidades/mapa-tiles';
import { EARLY_CALLS_CSP_SOURCE } from './early-calls.js';
import { isApiPath, isConsoleApiPath, isConsolePath, isIntegracaoPath } from './errors.js';

const CAPTCHA_ORIGINS = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
  'https://hcaptcha.com',
  'https://*.hcaptcha.com',
  'https://challenges.cloudflare.com',
];
const VLIBRAS_ORIGINS = ['https://vlibras.gov.br', 'https://*.vlibras.gov.br'];

/**
 * `frameOrigins` may only be framed (the embedded map of the service points): a maps service has no business
 * running scripts or receiving calls on our pages.
 */
export function contentSecurityDirectives(
  extraOrigins: readonly string[],
  frameOrigins: readonly string[] = [],
) {
  const external = [...CAPTCHA_ORIGINS, ...VLIBRAS_ORIGINS, ...extraOrigins];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // The page's one inline script, by its hash (early-calls.ts).
    scriptSrc: ["'self'", EARLY_CALLS_CSP_SOURCE, ...external],
    // Radix, VLibras and the captcha widgets set inline styles.
    styleSrc: ["'self'", "'unsafe-inline'", ...external],
    imgSrc: ["'self'", 'data:', 'blob:', MAPA_TILES_ORIGIN, ...external],
    fontSrc: ["'self'", 'data:', ...external],
    connectSrc: ["'self'", ...external],
    frameSrc: ["'self'", ...external, ...frameOrigins],
    workerSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", ...VLIBRAS_ORIGINS],
  };
}

/**
 * Powerful browser features the portal never uses; Web Share and the clipboard stay allowed (Cartão Virtual).
 * The location only for the portal's own pages (issue 40: the Guia Médico's "Perto de mim" asks for it when
 * pressed), never for a framed third party (the maps embed, VLibras, the chatbot).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .concat('geolocation=(self)')
  .join(', ');

/** On every /api answer, including errors; files and PDFs set the same themselves. */
export const API_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  pragma: 'no-cache',
};

export type HeaderMap = Readonly<Record<string, string>>;

/** The headers helmet sets with these options, read once from a stand-in response (none depends on the request). */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const sink = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, sink as unknown as ServerResponse, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** helmet's headers for our options, read once from a stand-in response (none depends on the request). */
export function securityHeaderValues(
  cspExtraOrigins: readonly string[],
  frameOrigins: readonly string[] = [],
): HeaderMap {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(cspExtraOrigins, frameOrigins),
    },
    // VLibras and the captcha iframes are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Same intent as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * The Console da Operadora's headers (issue 38, decision 0040), on everything under /console — its page, its
 * files and its API: a CSP that allows only the console's own origin (no bot-check, no VLibras, no inline
 * script; inline styles stay for the dialogs' scroll lock), frames only of the member portal (the brand
 * preview, `frameOrigins`), no referrer, and `X-Robots-Tag: noindex, nofollow`: a back office is never in a
 * search engine.
 */
export function consoleSecurityHeaderValues(frameOrigins: readonly string[] = []): HeaderMap {
  return {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...frameOrigins],
          workerSrc: ["'none'"],
          manifestSrc: ["'self'"],
          mediaSrc: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
    'x-robots-tag': CONSOLE_ROBOTS,
  };
}

/** Search engines never index nor follow the console. */
export const CONSOLE_ROBOTS = 'noindex, nofollow';

/**
 * Headers that only a document (a page the browser shows) acts on. A script, a stylesheet or a JSON answer
 * ignores them, and over HTTP/1.1 they cost ≈ 1.4 KB on each of the 10–35 requests of a first visit on a
 * phone (issue 11: a fifth of the bytes the login's first paint waited for).
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** What an answer opened on its own (a JSON or a file URL in a tab) may do: nothing, framed by nobody. */
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

const resourceSets = new WeakMap<HeaderMap, HeaderMap>();

/**
 * The headers of a resource: everything that protects a resource (nosniff, CORP, HSTS, referrer policy,
 * X-Frame-Options) and a CSP that allows nothing, without the document-only ones.
 */
export function resourceHeaders(headers: HeaderMap): HeaderMap {
  let set = resourceSets.get(headers);
  if (!set) {
    const kept = Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.includes(name));
    set = { ...Object.fromEntries(kept), 'content-security-policy': RESOURCE_CSP };
    resourceSets.set(headers, set);
  }
  return set;
}

/** Built assets (hashed scripts, styles, fonts, images) of both apps: never shown as a page. */
const isAssetPath = (url: string): boolean =>
  url.startsWith('/assets/') || url.startsWith('/console/assets/');

/**
 * The security headers — a document's or a resource's — plus no-store on API paths. Under /console, the
 * console's (`consoleHeaders`) instead of the member portal's.
 */
export function applySecurityHeaders(
  reply: FastifyReply,
  headers: HeaderMap,
  url: string,
  consoleHeaders?: HeaderMap,
): void {
  const set = consoleHeaders && isConsolePath(url) ? consoleHeaders : headers;
  const api = isApiPath(url) || isIntegracaoPath(url) || isConsoleApiPath(url);
  reply.headers(api || isAssetPath(url) ? resourceHeaders(set) : set);
  if (api) reply.headers(API_CACHE_HEADERS);
}

export interface SecurityHeadersOptions {
  headers: HeaderMap;
  /** The console's headers (consoleSecurityHeaderValues), for everything under /console. */
  consoleHeaders?: HeaderMap;
}

function securityHeadersPlugin(
  app: FastifyInstance,
  { headers, consoleHeaders }: SecurityHeadersOptions,
  done: (error?: Error) => void,
): void {
  app.addHook('onRequest', (request, reply, next) => {
    applySecurityHeaders(reply, headers, request.url, consoleHeaders);
    next();
  });
  done();
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'portal-security-headers' });
