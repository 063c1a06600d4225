// A webhook receiver for the integration tests (decision 0025): a real node:http server on loopback that
// records what it got, and the receiver's side of the signature as the decision tells an ERP to write it
// (the client package's, so the portal's deliveries are tested against the code an ERP is given).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assinaturasDoPedido, verificarAssinatura } from '@portal/integracao-cliente/webhook';

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
  assinaturasDoPedido(pedido.headers);

/**
 * The receiver's rule (decision 0025 §5) as the client package writes it for an ERP
 * (`verificarAssinatura`, packages/integracao-cliente/src/webhook.ts): recompute the HMAC over
 * "<timestamp>.<raw body>" with each secret it holds and accept when any `v1=` value matches one of them.
 * The timestamp's age is left out here: these tests move the portal's clock (the example receiver's test
 * checks the window).
 */
export const assinaturaConfere = (pedido: Omit<Recebido, 'status'>, segredos: string[]): boolean =>
  verificarAssinatura({ cabecalhos: pedido.headers, corpo: pedido.corpo }, segredos);
