// Where a webhook may be delivered (issue 34): never into the portal's own network. A webhook URL is the
// operator's to set, but a signed POST to loopback, a private network or a cloud metadata service would reach
// what the internet cannot. Two checks: the URL as written (at registration and before every delivery: http in
// production, an internal IP literal; at registration also a known internal name) and, for a name, every
// address DNS gives, at connect time (the `lookup` of node:http/https: a name that resolves to an internal
// address is caught, and the address checked is the one connected to). Outside production loopback stays
// allowed, for a receiver on the developer's machine (the integration tests' receptor-webhook.ts).
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isLoopbackHost } from '../../config/network.js';

/** 127.0.0.0/8 and ::1: allowed outside production only. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Never a destination: this host, private and shared networks, link-local (cloud metadata at 169.254.169.254),
 * documentation, benchmarking, multicast and reserved ranges, IPv6 unique-local and link-local, and the
 * IPv6 forms that carry an IPv4 address (NAT64, 6to4). BlockList checks an IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d) against the IPv4 ranges.
 */
const PROIBIDOS = new BlockList();
for (const [rede, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PROIBIDOS.addSubnet(rede, bits, 'ipv4');
for (const [rede, bits] of [
  ['::', 128],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PROIBIDOS.addSubnet(rede, bits, 'ipv6');

/** Names of cloud metadata services and of private name spaces (a single label is a local search domain's). */
const NOMES_INTERNOS = new Set(['metadata.google.internal', 'metadata.goog', 'instance-data.ec2.internal']);
const SUFIXOS_INTERNOS = ['.internal', '.local', '.localhost', '.localdomain', '.home.arpa'];

/** True when `endereco` (an IP) is no place for a webhook; loopback only when `permitirLoopback` is false. */
export function enderecoProibido(endereco: string, permitirLoopback: boolean): boolean {
  const familia = isIP(endereco);
  if (familia === 0) return true;
  const tipo = familia === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(endereco, tipo)) return !permitirLoopback;
  return PROIBIDOS.check(endereco, tipo);
}

/** The URL's host without IPv6 brackets. */
const hostDe = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why the URL as written is no destination (null when it may be tried), checked at registration and before
 * every delivery: a scheme other than https (http is allowed outside production to loopback only), or an
 * internal IP literal. A name is checked when it is resolved (lookupSeguro).
 */
export function recusaDoDestino(url: URL, producao: boolean): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'o webhook precisa de https';
  if (url.protocol === 'http:') {
    if (producao) return 'em produção o webhook precisa de https';
    if (!isLoopbackHost(url.hostname)) return 'o webhook precisa de https (http só para localhost)';
  }
  const host = hostDe(url);
  if (isIP(host) === 0) return null;
  return enderecoProibido(host, !producao) ? `endereço interno recusado (${host})` : null;
}

/**
 * At registration in production, also a name that can only be internal: localhost, a cloud metadata service,
 * a private name space, or a single label (completed by the server's own search domain). Delivery needs no
 * such list: whatever a name resolves to is checked when connecting.
 */
export function recusaDoNome(url: URL, producao: boolean): string | null {
  const host = hostDe(url);
  if (!producao || isIP(host) !== 0) return null;
  const interno =
    host === 'localhost' ||
    !host.includes('.') ||
    NOMES_INTERNOS.has(host) ||
    SUFIXOS_INTERNOS.some((sufixo) => host.endsWith(sufixo));
  return interno ? `nome interno recusado (${host})` : null;
}

/** The refusal of a name that resolved to an internal address (its `code` names it in the delivery's error). */
export class DestinoProibidoError extends Error {
  readonly code = 'DESTINO_PROIBIDO';
  constructor(readonly endereco: string) {
    super(`endereço interno recusado (${endereco})`);
  }
}

/**
 * A `lookup` for node:http/https that resolves every address of the name and refuses the connection when any
 * of them is internal (a name with one public and one internal address is refused too). Answers in the shape
 * the caller asked for (`all` or one address), as net.connect's happy-eyeballs asks for all.
 */
export function lookupSeguro(permitirLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const todas: LookupAllOptions = { ...options, all: true };
    dnsLookup(hostname, todas, (erro, enderecos: LookupAddress[]) => {
      if (erro) return callback(erro, '', 0);
      const proibido = enderecos.find((e) => enderecoProibido(e.address, permitirLoopback));
      if (proibido) return callback(new DestinoProibidoError(proibido.address), '', 0);
      if (options.all) return callback(null, enderecos);
      const [primeiro] = enderecos;
      if (!primeiro) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), '', 0);
      callback(null, primeiro.address, primeiro.family);
    });
  };
}

export interface PedidoWebhook {
  headers: Record<string, string>;
  corpo: string;
  timeoutMs: number;
  /** Production: https only, loopback refused too. */
  producao: boolean;
}

/**
 * POSTs to a destination `recusaDoDestino` passed, over node:http/https with `lookupSeguro`, and resolves with
 * the answer's status; never follows a redirect (a 3xx is the answer). Its own connection (no pool), so every
 * delivery's addresses are checked. Rejects on a refused address, a network error or the timeout.
 */
export function postarWebhook(url: URL, pedido: PedidoWebhook): Promise<number> {
  return new Promise((resolve, reject) => {
    const enviar = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = enviar(
      url,
      {
        method: 'POST',
        headers: { ...pedido.headers, 'content-length': String(Buffer.byteLength(pedido.corpo)) },
        lookup: lookupSeguro(!pedido.producao),
        agent: false,
        signal: AbortSignal.timeout(pedido.timeoutMs),
      },
      (resposta) => {
        resolve(resposta.statusCode ?? 0);
        // The body is not read: only the status counts.
        resposta.destroy();
      },
    );
    req.on('error', reject);
    req.end(pedido.corpo);
  });
}
