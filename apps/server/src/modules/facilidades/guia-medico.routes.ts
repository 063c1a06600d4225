// Guia Médico (issue 40, decision 0046) under /api/guia-medico. The operator's network is public information:
// no family data, so no read is audited. The public calls count every request of an address in the shared
// counter (GUIA_MEDICO_MAX_POR_MINUTO a minute, 429 past it); the member's two calls need a session.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GUIA_MEDICO_MESSAGES as MSG,
  guiaMedicoEndpoints as endpoints,
} from '@portal/domain/contract/facilidades/guia-medico';
import { HttpError } from '../../platform/errors.js';
import { familyScope } from '../../platform/family-scope.js';
import { leitura } from '../../platform/leitura.js';
import { countRequest } from '../../platform/rate-limit-store.js';
import { route } from '../../platform/route.js';
import { buscarRede, sugerirServicos } from './guia-medico-busca.service.js';
import { obterPrestador } from './guia-medico-prestador.service.js';
import {
  listarAlteracoes,
  listarAvisos,
  listarMeusPlanos,
  listarProdutos,
} from './guia-medico-alteracoes.service.js';

const JANELA_MS = 60_000;

/**
 * Counts the call of the caller's address (one atomic upsert); past the minute's budget, 429 with Retry-After.
 * GUIA_MEDICO_MAX_POR_MINUTO=0 counts nothing (an operator whose proxy limits already; the bench).
 */
async function limitePorEndereco(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, clock, config } = request.server.ctx;
  if (config.guiaMedico.maxPorMinuto === 0) return;
  const { current, ttl } = await countRequest(db, `guia-medico|${request.ip}`, clock(), JANELA_MS);
  if (current <= config.guiaMedico.maxPorMinuto) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
  throw new HttpError(429, { mensagem: MSG.muitasBuscas });
}

export function guiaMedicoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const publica = { preHandler: limitePorEndereco };

  route(app, endpoints.produtos, async () => ({ produtos: await listarProdutos(ctx.db) }), publica);

  route(
    app,
    endpoints.sugestoes,
    async (request) => ({ servicos: await sugerirServicos(leitura(request), request.query.termo) }),
    publica,
  );

  route(app, endpoints.busca, (request) => buscarRede(leitura(request), request.query, ctx.clock()), publica);

  route(
    app,
    endpoints.prestador,
    (request) => obterPrestador(ctx.db, request.params.id, ctx.clock(), ctx.config.mapaEmbedOrigin),
    publica,
  );

  route(
    app,
    endpoints.alteracoes,
    async (request) => ({ alteracoes: await listarAlteracoes(ctx.db, request.query.produto, ctx.clock()) }),
    publica,
  );

  route(app, endpoints.meusPlanos, async (request) => ({
    planos: await listarMeusPlanos(familyScope(request)),
  }));

  route(app, endpoints.avisos, async (request) => ({
    avisos: await listarAvisos(familyScope(request), ctx.clock()),
  }));
}
