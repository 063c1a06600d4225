// TRUST_PROXY compiled once (issue 9 and 18), for everything that asks whether an address is a proxy we trust:
// Fastify's trustProxy (the client's address from X-Forwarded-For, for the per-IP limits and the audit) and the
// request id a proxy may pass on (request-id.ts). One reading of the setting, so the two can never disagree.
import proxyaddr from '@fastify/proxy-addr';
import type { AppConfig } from '../config.js';

/** Whether the address `hop` steps from us (0: the direct peer) is a trusted proxy. */
export type TrustedProxy = (address: string, hop: number) => boolean;

export function trustedProxy(setting: AppConfig['trustProxy']): TrustedProxy {
  if (setting === false) return () => false;
  // A hop count trusts that many proxies nearest to us, whatever their addresses.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}
