// Issue #4 downloads: a member's file (or a generated PDF) goes out as a download the browser may not
// sniff, render as HTML or cache. The ownership check stays in the route, before this is called.
import type { FastifyReply } from 'fastify';

export interface SendFileOptions {
  /** The name the browser saves under; may hold accents ('Declaração de permanência.pdf'). */
  downloadName: string;
  contentType: string;
  /** 'inline' lets a mobile browser open a PDF in a new tab instead of saving it. */
  disposition?: 'attachment' | 'inline';
  size?: number;
}

/**
 * RFC 6266: a plain-ASCII `filename` for old clients plus a UTF-8 `filename*`. Quotes, backslashes,
 * separators and control characters never reach the header, so the name cannot break out of it.
 */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '').trim() || 'arquivo';
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sendFile(
  reply: FastifyReply,
  body: Buffer | NodeJS.ReadableStream,
  { downloadName, contentType, disposition = 'attachment', size }: SendFileOptions,
): FastifyReply {
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(downloadName, disposition))
    .header('x-content-type-options', 'nosniff')
    // Health documents must not linger in shared or browser caches.
    .header('cache-control', 'no-store');
  const length = Buffer.isBuffer(body) ? body.length : size;
  if (length !== undefined) reply.header('content-length', length);
  return reply.send(body);
}
