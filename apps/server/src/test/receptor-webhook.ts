// A webhook receiver for the integration tests (decision 0025): a real node:http server on loopback that
// records what it got, and the receiver's side of the signature as the decision tells an ERP to write it.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_CABECALHOS } from '@portal/domain/contract/integracao/eventos';
import { hmacHex } from '../platform/clock.js';

export interface Recebido {
  headers: IncomingHttpHeaders;
  corpo: string;
  status: number;
}

/**
 * A real HTTP receiver on loopback; `responder(n, pedido)` gives the status of the n-th request (0-based),
 * answered after `demoraMs`.
 */
export async function receptor(
  responder: (n: number, pedido: Omit<Recebido, 'status'>) => number,
  demoraMs = 0,
) {
  const recebidos: Recebido[] = [];
  const server: Server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const pedido = { headers: req.headers, corpo: Buffer.concat(partes).toString('utf8') };
      const status = responder(recebidos.length, pedido);
      recebidos.push({ ...pedido, status });
      setTimeout(() => res.writeHead(status).end(), demoraMs);
    });
  });
  // Every TCP connection, even one that never became a request (a TLS hello to this plain-http server).
  const conexoes = { total: 0 };
  server.on('connection', () => (conexoes.total += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const porta = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${porta}/webhook`;
  return { url, porta, recebidos, conexoes, fechar: () => new Promise((resolve) => server.close(resolve)) };
}

/** The `v1=` values of a signature header (one, or two during a rotation). */
export const assinaturasDo = (pedido: Pick<Recebido, 'headers'>): string[] =>
  String(pedido.headers[WEBHOOK_CABECALHOS.assinatura] ?? '')
    .split(',')
    .map((parte) => parte.trim())
    .filter((parte) => parte.startsWith('v1='))
    .map((parte) => parte.slice(3));

/**
 * The receiver's rule (decision 0025 §5): recompute the HMAC over "<timestamp>.<raw body>" with each secret
 * it holds and accept when any `v1=` value matches one of them (compared in constant time).
 */
export function assinaturaConfere(pedido: Omit<Recebido, 'status'>, segredos: string[]): boolean {
  const timestamp = String(pedido.headers[WEBHOOK_CABECALHOS.timestamp]);
  const recebidas = assinaturasDo(pedido).map((hex) => Buffer.from(hex, 'hex'));
  return segredos.some((segredo) => {
    const esperada = Buffer.from(hmacHex(segredo, `${timestamp}.${pedido.corpo}`), 'hex');
    return recebidas.some((r) => r.length === esperada.length && timingSafeEqual(r, esperada));
  });
}
