// POST /integracao/v1/oauth/token (decision 0024): OAuth 2.0 client credentials (RFC 6749 §4.4). The client
// authenticates with HTTP Basic (§2.3.1) or client_id/client_secret in the form body — never both — and gets
// a short-lived opaque bearer token. Answers and errors are the RFC's shapes (§5.1, §5.2), not the portal's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import { INTEGRACAO_TOKEN_PATH, type TokenIntegracao } from '@portal/domain/contract/integracao/integracao';
import { isEscopoIntegracao, type EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';
import { audit } from '../../platform/audit.js';
import { emitirToken } from '../../platform/integracao/credenciais.js';
import { REALM } from '../../platform/integracao/guard.js';
import { contarRecusa, orcamentoDaPorta } from '../../platform/rate-limits.js';

type ErroOAuth = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

const DESCRICAO: Record<ErroOAuth, string> = {
  invalid_request: INTEGRACAO_MESSAGES.requisicaoTokenInvalida,
  invalid_client: INTEGRACAO_MESSAGES.clienteInvalido,
  unsupported_grant_type: INTEGRACAO_MESSAGES.grantNaoSuportado,
  invalid_scope: INTEGRACAO_MESSAGES.escopoNaoPermitido,
};

const texto = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : undefined;

/** RFC 6749 §2.3.1: each part is form-urlencoded, then 'id:secret' in base64. */
function basicCredentials(header: string | undefined): { id: string; segredo: string } | null | 'malformada' {
  if (!header) return null;
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match) return header.toLowerCase().startsWith('basic') ? 'malformada' : null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return 'malformada';
  try {
    const unform = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: unform(decoded.slice(0, colon)), segredo: unform(decoded.slice(colon + 1)) };
  } catch {
    return 'malformada';
  }
}

function negar(reply: FastifyReply, erro: ErroOAuth, usouBasic: boolean): FastifyReply {
  const status = erro === 'invalid_client' ? 401 : 400;
  if (status === 401 && usouBasic) reply.header('www-authenticate', `Basic realm="${REALM}"`);
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      // RFC 6749 §5.2's fields, plus the portal's `mensagem` every refusal carries (the same text).
      .send({ error: erro, error_description: DESCRICAO[erro], mensagem: DESCRICAO[erro] })
  );
}

export function tokenRoutes(app: FastifyInstance): void {
  const orcamentoRecusas = orcamentoDaPorta(app, 'integracao-token-recusa');
  // The form body the RFC prescribes; only in this plugin's context (the member API stays JSON only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    INTEGRACAO_TOKEN_PATH,
    {
      schema: { hide: true },
      // A door anyone can knock on: refusals are counted per address (platform/rate-limits.ts, the account
      // doors' numbers); the right credentials pass whatever their address spent.
      config: { access: 'public' },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { ctx } = app;
      const body = (request.body !== null && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const basic = basicCredentials(request.headers.authorization);
      const usouBasic = basic !== null;
      const falha = async (erro: ErroOAuth, clienteId: number | null = null) => {
        // Past the address's budget of refusals: 429, not audited (the trail is append-only).
        const alem = await contarRecusa(request, reply, orcamentoRecusas);
        if (alem) throw alem;
        await audit({
          request,
          action: 'INTEGRACAO_TOKEN_FALHA',
          subjectPessoaId: null,
          result: 'FALHA',
          integracaoClienteId: clienteId,
        });
        return negar(reply, erro, usouBasic);
      };

      const grant = texto(body.grant_type);
      if (!grant) return falha('invalid_request');
      if (grant !== 'client_credentials') return falha('unsupported_grant_type');
      const doCorpo = { id: texto(body.client_id), segredo: texto(body.client_secret) };
      // RFC 6749 §2.3: one authentication method per request.
      if (basic === 'malformada' || (basic && (doCorpo.id || doCorpo.segredo)))
        return falha('invalid_request');
      const credenciais = basic ?? doCorpo;
      if (!credenciais.id || !credenciais.segredo) return falha('invalid_client');

      let escopos: EscopoIntegracao[] | null = null;
      if (body.scope !== undefined) {
        const pedidos = (texto(body.scope) ?? '').split(' ').filter(Boolean);
        if (pedidos.length === 0 || !pedidos.every(isEscopoIntegracao)) return falha('invalid_scope');
        escopos = [...new Set(pedidos)] as EscopoIntegracao[];
      }

      const emissao = await emitirToken(ctx.db, {
        clientId: credenciais.id,
        segredo: credenciais.segredo,
        escopos,
        clock: ctx.clock,
        random: ctx.random,
        validadeMs: ctx.config.integracao.tokenMs,
      });
      if (!emissao.ok) return falha(emissao.erro, emissao.cliente?.id ?? null);
      await audit({
        request,
        action: 'INTEGRACAO_TOKEN',
        subjectPessoaId: null,
        integracaoClienteId: emissao.cliente.id,
      });
      const answer: TokenIntegracao = {
        access_token: emissao.token,
        token_type: 'Bearer',
        expires_in: Math.round(ctx.config.integracao.tokenMs / 1000),
        scope: emissao.escopos.join(' '),
      };
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
    },
  );
}
