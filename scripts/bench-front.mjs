#!/usr/bin/env node
// The bench's TLS front (decision 0012, "the bench's transport"): what HAProxy is in production
// (docs/operacao.md: `bind :443 ssl … alpn h2,http/1.1`, HTTP/1.1 to the instances), in a process of its own so
// its work is not the portal's. HTTP/2 over TLS with the certificate `npm run bench` made for this run
// (HTTP/1.1 over TLS to a client that offers no h2), each request passed to the portal on loopback as it came
// and each answer passed back as the portal gave it (compressed, headers, cookies). Lighthouse then measures
// the member's transport: one multiplexed connection per origin and the TLS handshake's round trip.
// Usage: node scripts/bench-front.mjs <front port> <portal port> <key.pem> <cert.pem>
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFileSync } from 'node:fs';

const [frontPort, portalPort, keyFile, certFile] = process.argv.slice(2);
if (!certFile) throw new Error('usage: bench-front.mjs <front port> <portal port> <key.pem> <cert.pem>');

/** Headers of one connection's hop, never passed on (and refused by HTTP/2). */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const server = createSecureServer(
  { key: readFileSync(keyFile), cert: readFileSync(certFile), allowHTTP1: true },
  (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP.has(name)) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const upstream = request(
      { host: '127.0.0.1', port: Number(portalPort), method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  },
);
server.listen(Number(frontPort), '127.0.0.1', () =>
  console.log(`bench front: HTTP/2 over TLS on ${frontPort}, to the portal on ${portalPort}`),
);
process.on('SIGTERM', () => process.exit(0));
