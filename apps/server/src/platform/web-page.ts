// index.html as the SPA fallback sends it. A visit that starts on a route gets modulepreload links for
// that screen's chunks (route-preloads.json, written by the web build), so they download beside the entry
// chunk instead of after it has run (issue 11), and every visit gets the start-up calls' answers with the
// script that hands them to the client (early-calls.ts, modules/shell/startup-answers.ts). Each copy is compressed once,
// when its answers are first seen, and kept while they stay the same; the page revalidates by ETag. A data
// screen's page also names the screen's first calls (contract/shell/route-first-calls.ts), which the same script
// starts with the document for a member it remembers (issue 37).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@portal/domain';
import { ROUTE_CHOICE_CALLS, ROUTE_FIRST_CALLS } from '@portal/domain/contract/shell/route-first-calls';
import { ROUTES, type RouteDef, type RouteId } from '@portal/domain/access/routes';
import { EARLY_CALLS_TAG, routeCallsBlock, startupAnswersBlock, type EarlyAnswers } from './early-calls.js';

const PRELOADS_FILE = 'route-preloads.json';
const NO_CACHE = 'no-cache';
/** Copies kept: a few routes' preloads times the answers' versions a change of parameters leaves behind. */
const MAX_COPIES = 64;

interface PageCopy {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function pageCopy(html: string): PageCopy {
  const identity = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  // Weak: the three encodings are the same page.
  return {
    identity,
    br: brotliCompressSync(identity),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `W/"${hash}"`,
  };
}

const preloadLinks = (files: readonly string[]): string =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');

/** q=0 refuses an encoding; otherwise brotli, then gzip, then none. */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * The start-up answers and the early calls' script as soon as the head starts (after the charset, which must
 * come first): before the stylesheet, since a script after a stylesheet still loading waits for it; the
 * answers before the script that reads them. Without answers (they could not be read) the script asks.
 */
function withEarlyCalls(html: string, answers: EarlyAnswers | undefined, routeId: string): string {
  const at = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!at) throw new Error('index.html has no <head>');
  const end = at.index + at[0].length;
  const route = ROUTES[routeId as RouteId] as RouteDef | undefined;
  const block =
    (answers ? startupAnswersBlock(answers) : '') +
    routeCallsBlock(ROUTE_FIRST_CALLS[routeId as RouteId], route?.permission, {
      chamadas: ROUTE_CHOICE_CALLS[routeId as RouteId],
      path: route?.param ? route.path : undefined,
    });
  return `${html.slice(0, end)}${block}${EARLY_CALLS_TAG}${html.slice(end)}`;
}

/** The icon index.html writes (the portal's own mark as a data: URL). */
const PAGE_ICON = /<link\s+rel="icon"[^>]*>\s*/i;

/**
 * The operator's published brand (issue 38, shared-domain/marca.ts): its style (after the inlined sheet, so its
 * custom properties win) and, when it has one, its icon in place of the portal's.
 */
function withBrand(html: string, brand: string): string {
  if (!brand) return html;
  const page = brand.includes('rel="icon"') ? html.replace(PAGE_ICON, '') : html;
  return page.replace('</head>', `${brand}</head>`);
}

function readPreloads(webDist: string): Record<string, string[]> {
  const path = join(webDist, PRELOADS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>) : {};
}

/** A public page whose parameter is a link's token (routes.ts `param: 'token'`). */
function isTokenPage(url: string): boolean {
  try {
    const match = matchRoute(new URL(url, 'http://portal').pathname);
    return Boolean(match?.route.public && match.route.param === 'token' && match.param);
  } catch {
    return false;
  }
}

export interface WebPageOptions {
  /** The start-up calls' answers for this visit; a failure leaves them to the page's script. */
  readAnswers: () => Promise<EarlyAnswers>;
  /** Called for every page sent, before it is (the CSRF token cookie a first visit needs). */
  beforeSend?: (request: FastifyRequest, reply: FastifyReply) => void;
  /** The brand's head markup for this visit (issue 38); '' keeps the page as built. */
  readBrand?: (request: FastifyRequest) => Promise<string>;
}

export function loadWebPage(webDist: string, options: WebPageOptions) {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const byRoute = new Map<string, string>();
  for (const [routeId, files] of Object.entries(readPreloads(webDist))) {
    if (files.length > 0) byRoute.set(routeId, html.replace('</head>', `${preloadLinks(files)}</head>`));
  }

  function templateFor(url: string): { key: string; template: string } {
    try {
      const routeId = matchRoute(new URL(url, 'http://portal').pathname)?.id;
      const template = routeId && byRoute.get(routeId);
      if (routeId && (template || ROUTE_FIRST_CALLS[routeId]))
        return { key: routeId, template: template || html };
    } catch {
      // a malformed escape in the path: no route, no preloads
    }
    return { key: '', template: html };
  }

  const copies = new Map<string, PageCopy>();
  function copyFor(url: string, answers: EarlyAnswers | undefined, brand: string): PageCopy {
    const { key: route, template } = templateFor(url);
    const key = `${route}\n${answers ? JSON.stringify(answers) : ''}\n${brand}`;
    let copy = copies.get(key);
    if (!copy) {
      if (copies.size >= MAX_COPIES) copies.clear();
      copy = pageCopy(withBrand(withEarlyCalls(template, answers, route), brand));
      copies.set(key, copy);
    }
    return copy;
  }

  // Resolves once the page is handed to the reply (not with the reply: a reply is thenable, and awaiting it
  // would wait for the whole answer to be written).
  return async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // Both read at once: the brand costs the page no round trip of its own.
    const [answers, brand] = await Promise.all([
      options.readAnswers().catch((error: unknown) => {
        request.log.warn({ err: error }, 'respostas iniciais não lidas: a página as pede');
        return undefined;
      }),
      (options.readBrand?.(request) ?? Promise.resolve('')).catch((error: unknown) => {
        request.log.warn({ err: error }, 'marca não lida: a página sai com a do portal');
        return '';
      }),
    ]);
    const page = copyFor(request.url, answers, brand);
    options.beforeSend?.(request, reply);
    // A page opened by a link's token (the public appointment, the shared card): its URL is a credential,
    // so no cache keeps it and no search engine lists it (issue 37).
    const tokenPage = isTokenPage(request.url);
    if (tokenPage) reply.header('x-robots-tag', 'noindex, nofollow');
    reply
      .header('cache-control', tokenPage ? 'no-store' : NO_CACHE)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) {
      reply.code(304).send();
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.send(page[encoding]);
  };
}
