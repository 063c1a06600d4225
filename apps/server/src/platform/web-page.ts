// index.html as the SPA fallback sends it. A visit that starts on a route gets modulepreload links for
// that screen's chunks (route-preloads.json, written by the web build), so they download beside the entry
// chunk instead of after it has run (issue 11), and every visit gets the script that starts the start-up
// calls at once (early-calls.ts). Each copy is compressed once, here at start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@portal/domain';
import { EARLY_CALLS_TAG } from './early-calls.js';

const PRELOADS_FILE = 'route-preloads.json';
const NO_CACHE = 'no-cache';

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
 * The early calls' script as soon as the head starts (after the charset, which must come first): before the
 * stylesheet, since a script after a stylesheet still loading waits for it.
 */
function withEarlyCalls(html: string): string {
  const at = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!at) throw new Error('index.html has no <head>');
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}${EARLY_CALLS_TAG}${html.slice(end)}`;
}

function readPreloads(webDist: string): Record<string, string[]> {
  const path = join(webDist, PRELOADS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>) : {};
}

export function loadWebPage(webDist: string) {
  const html = withEarlyCalls(readFileSync(join(webDist, 'index.html'), 'utf8'));
  const plain = pageCopy(html);
  const byRoute = new Map<string, PageCopy>();
  for (const [routeId, files] of Object.entries(readPreloads(webDist))) {
    if (files.length > 0)
      byRoute.set(routeId, pageCopy(html.replace('</head>', `${preloadLinks(files)}</head>`)));
  }

  function copyFor(url: string): PageCopy {
    try {
      const routeId = matchRoute(new URL(url, 'http://portal').pathname)?.id;
      return (routeId && byRoute.get(routeId)) || plain;
    } catch {
      return plain; // a malformed escape in the path: no route, no preloads
    }
  }

  return function sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const page = copyFor(request.url);
    reply
      .header('cache-control', NO_CACHE)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  };
}
