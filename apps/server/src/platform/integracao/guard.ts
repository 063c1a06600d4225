// The check every /integracao/v1 route runs before its body is validated (decision 0024): a live bearer
// token (401 with WWW-Authenticate otherwise, RFC 6750 §3), the endpoint's scope (403 insufficient_scope),
// then the client's per-minute budget counted in the shared table (429), so several instances share it.
// platform/access.ts adds it to every route whose contract access is 'integracao:<escopo>'.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTEGRACAO_MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import type { EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';
import { HttpError } from '../errors.js';
import { countRequest } from '../rate-limit-store.js';
import { contarRecusa, type OrcamentoRecusas } from '../rate-limits.js';
import { verificarToken, type ClienteAutenticado } from './credenciais.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator system behind the request's bearer token (integration routes only). */
    integracaoCliente: ClienteAutenticado | null;
    /** A refusal past the per-address ceiling: answered 429 and not written to the audit trail. */
    integracaoSemAuditoria: boolean;
  }
}

export const REALM = 'integracao';
const JANELA_MS = 60_000;
/**
 * Refused bearer tokens (none, unknown, expired, revoked) one address may send a minute. Every call is audited,
 * and the audit trail is append-only: without a ceiling a flood of bad tokens would grow it without end. The
 * first ones of each minute are audited, which shows the attempt; past them the answer is 429, not audited
 * (each request is still in the log). An ERP with a valid token never meets it.
 */
export const RECUSAS_POR_MINUTO = 30;

/** The portal's error body plus the RFC 6750 code (`erro`) a machine branches on. */
export const integracaoError = (status: number, mensagem: string, erro?: string): HttpError =>
  new HttpError(status, { mensagem, ...(erro ? { erro } : {}) });

const BEARER = /^Bearer ([\w-]+)$/i;

const ORCAMENTO_RECUSAS: OrcamentoRecusas = {
  porta: 'integracao-recusa',
  max: RECUSAS_POR_MINUTO,
  janelaMs: JANELA_MS,
  mensagem: SERVER_MESSAGES.tooManyRequests,
};

/** Counts a refused token for the caller's address; past the ceiling, 429 without an audit row. */
async function contarRecusaToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const alem = await contarRecusa(request, reply, ORCAMENTO_RECUSAS);
  if (alem) {
    request.integracaoSemAuditoria = true;
    throw alem;
  }
}

function recusar(reply: FastifyReply, status: 401 | 403, erro: string | null, extra = ''): never {
  const partes = [`realm="${REALM}"`, ...(erro ? [`error="${erro}"`] : []), ...(extra ? [extra] : [])];
  reply.header('www-authenticate', `Bearer ${partes.join(', ')}`);
  if (status === 403)
    throw integracaoError(403, INTEGRACAO_MESSAGES.escopoInsuficiente, 'insufficient_scope');
  throw erro
    ? integracaoError(401, INTEGRACAO_MESSAGES.tokenInvalido, erro)
    : integracaoError(401, INTEGRACAO_MESSAGES.tokenAusente);
}

export function exigirEscopo(escopo: EscopoIntegracao) {
  return async function exigir(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { ctx } = request.server;
    const header = request.headers.authorization;
    const agora = ctx.clock();
    if (!header) {
      await contarRecusaToken(request, reply);
      recusar(reply, 401, null);
    }
    const token = BEARER.exec(header)?.[1];
    const cliente = token ? await verificarToken(ctx.db, token, agora) : null;
    if (!cliente) {
      await contarRecusaToken(request, reply);
      recusar(reply, 401, 'invalid_token');
    }
    request.integracaoCliente = cliente;
    if (!cliente.escopos.includes(escopo)) recusar(reply, 403, 'insufficient_scope', `scope="${escopo}"`);
    // The client's own limit (set by the clients command) or the configured default; counted in the shared
    // store, so every instance spends the same budget. The hook runs before the body is read: nothing applied.
    const { current, ttl } = await countRequest(ctx.db, `integracao|${cliente.id}`, agora, JANELA_MS);
    if (current > (cliente.limitePorMinuto ?? ctx.config.integracao.maxPorMinuto)) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
      throw integracaoError(429, SERVER_MESSAGES.tooManyRequests);
    }
  };
}
