// The random tokens of public links (a shared card, an appointment's confirm/cancel link): 32 random bytes
// in base64url (256 bits), kept only as their SHA-256 so a copy of the tables opens nothing. A string
// that cannot be one of ours is never looked up. Tokens are never logged (platform/log-redaction.ts).
// Also the one review of a public link's calls (revisaoDoLink): refusal budget and audit.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_TOKEN_HEADER } from '@portal/domain/contract/saude/token-servico';
import { audit, type AuditAction } from './audit.js';
import { randomToken, sha256Hex, type RandomBytes } from './clock.js';
import { contarRecusa, orcamentoDaPorta } from './rate-limits.js';

/** 32 random bytes, base64url: what randomToken gives, and nothing else is looked up. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** A new token and the hash to store. */
export function novoTokenServico(random: RandomBytes): { token: string; hash: string } {
  const token = randomToken(random, 32);
  return { token, hash: sha256Hex(token) };
}

/** The stored hash of `token`; null when the string cannot be a token we issued. */
export const hashTokenServico = (token: string): string | null =>
  TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;

/** A public link's token as its page's calls send it (the x-token-servico header); '' when absent. */
export const tokenDoPedido = (request: FastifyRequest): string =>
  String(request.headers[SERVICE_TOKEN_HEADER] ?? '');

/**
 * The review every call of a public link goes through (the appointment link, the shared card): refusals
 * are counted per address with the account doors' numbers under `porta` (platform/rate-limits.ts), and past
 * them a refusal throws 429 without an audit row while a live token still passes; every other call is
 * audited with the token as the actor (no account) against the person the link opens — FALHA, with no
 * person, when refused. `pessoaId` null means the token was refused.
 */
export function revisaoDoLink(app: FastifyInstance, porta: string) {
  const orcamentoRecusas = orcamentoDaPorta(app, porta);
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    action: AuditAction,
    pessoaId: number | null,
  ): Promise<void> => {
    if (pessoaId === null) {
      const alem = await contarRecusa(request, reply, orcamentoRecusas);
      if (alem) throw alem;
    }
    await audit({
      request,
      action,
      subjectPessoaId: pessoaId,
      resource: `token:${request.routeOptions.url ?? ''}`,
      result: pessoaId === null ? 'FALHA' : 'SUCESSO',
    });
  };
}
