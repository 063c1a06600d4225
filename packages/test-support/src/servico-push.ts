// A local push service (RFC 8030) for the tests (issue 42, decision 0053): the portal's sender POSTs each
// encrypted message here instead of to a browser vendor's service, which the tests cannot reach. It keeps what it
// receives and answers the status a test asks for (201 by default; 410 to say the subscription is gone).
// `novasChavesNavegador` makes the keys a browser makes when it subscribes (a P-256 pair and a 16-byte auth
// secret), and `decifrar` opens a message with them (RFC 8291, aes128gcm, by http_ece) — as the browser would.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ChavesNavegador {
  /** As PushSubscription.toJSON() gives them (base64url). */
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

export function novasChavesNavegador(): ChavesNavegador {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    ecdh,
    authSecret,
  };
}

/** The plaintext of an aes128gcm message, with the subscription's private key and auth secret. */
export function decifrar(corpo: Buffer, chaves: ChavesNavegador): string {
  return ece
    .decrypt(corpo, { version: 'aes128gcm', privateKey: chaves.ecdh, authSecret: chaves.authSecret })
    .toString('utf8');
}

/** The VAPID header's parts (RFC 8292: `vapid t=<JWT>, k=<public key>`), the JWT's claims decoded. */
export function vapidDoCabecalho(authorization: string | undefined): {
  k: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`cabeçalho VAPID inesperado: ${authorization}`);
  const payload = m[1]!.split('.')[1]!;
  return {
    k: m[2]!,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}

export interface MensagemRecebida {
  caminho: string;
  cabecalhos: IncomingHttpHeaders;
  corpo: Buffer;
}

export interface ServicoPush {
  /** scheme://host:port, for PORTAL_PUSH_ORIGENS. */
  origem: string;
  /** An endpoint of this service for a new subscription. */
  novoEndpoint(): string;
  recebidas: MensagemRecebida[];
  /** The status answered to POSTs on this endpoint from now on. */
  responder(endpoint: string, status: number): void;
  /** The next message for this endpoint (waits up to `ms`). */
  proxima(endpoint: string, ms?: number): Promise<MensagemRecebida>;
  fechar(): Promise<void>;
}

export async function iniciarServicoPush(porta = 0): Promise<ServicoPush> {
  const recebidas: MensagemRecebida[] = [];
  const status = new Map<string, number>();
  const esperando = new Set<() => void>();
  const servidor = createServer((pedido, resposta) => {
    const partes: Buffer[] = [];
    pedido.on('data', (parte: Buffer) => partes.push(parte));
    pedido.on('end', () => {
      const caminho = pedido.url ?? '/';
      recebidas.push({ caminho, cabecalhos: pedido.headers, corpo: Buffer.concat(partes) });
      resposta.writeHead(status.get(caminho) ?? 201).end();
      for (const avisar of esperando) avisar();
    });
  });
  servidor.listen(porta, '127.0.0.1');
  await once(servidor, 'listening');
  const origem = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  const caminhoDe = (endpoint: string) => new URL(endpoint).pathname;
  let lidas = 0;
  return {
    origem,
    novoEndpoint: () => `${origem}/push/${randomBytes(12).toString('base64url')}`,
    recebidas,
    responder: (endpoint, codigo) => status.set(caminhoDe(endpoint), codigo),
    proxima(endpoint, ms = 10_000) {
      const caminho = caminhoDe(endpoint);
      const achar = () => recebidas.slice(lidas).find((m) => m.caminho === caminho);
      return new Promise((resolve, reject) => {
        const tentar = () => {
          const achada = achar();
          if (!achada) return false;
          lidas = recebidas.indexOf(achada) + 1;
          esperando.delete(tentar);
          clearTimeout(limite);
          resolve(achada);
          return true;
        };
        const limite = setTimeout(() => {
          esperando.delete(tentar);
          reject(new Error(`nenhuma mensagem de push chegou a ${caminho} em ${ms} ms`));
        }, ms);
        if (!tentar()) esperando.add(tentar);
      });
    },
    async fechar() {
      servidor.close();
      await once(servidor, 'close');
    },
  };
}
