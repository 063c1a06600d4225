// The console's parameters and maintenance routes (issue 38; rules in parametros.service.ts). Every write
// runs in one transaction with its staff audit row (before → after), so neither commits without the other.
import type { FastifyInstance } from 'fastify';
import { consoleParametrosEndpoints as endpoints } from '@portal/domain/contract/console/parametros';
import { autorDe, registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { route } from '../../platform/route.js';
import {
  alterarManutencao,
  alterarParametro,
  historicoParametro,
  lerManutencao,
  listarParametros,
  valorDoHistorico,
} from './parametros.service.js';

export function parametrosRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const quem = (request: Parameters<typeof autorDe>[0]) => ({
    equipeId: request.equipe?.equipeId ?? null,
    at: ctx.clock(),
  });

  route(app, endpoints.listar, () => listarParametros(ctx.db, ctx.config));

  route(app, endpoints.alterar, (request) =>
    ctx.db.transaction(async (tx) => {
      const { nome } = request.params;
      const { antes, depois } = await alterarParametro(tx, ctx.config, nome, request.body, quem(request));
      await registrarAcaoEquipe(tx, {
        ...autorDe(request, 'parametros'),
        acao: 'parametro.alterar',
        alvo: `parametro:${nome}`,
        antes: { valor: antes.valor, versao: antes.versao },
        depois: { valor: depois.valor, versao: depois.versao, motivo: request.body.motivo ?? null },
      });
      return depois;
    }),
  );

  route(app, endpoints.historico, (request) => historicoParametro(ctx.db, request.params.nome));

  route(app, endpoints.reverter, async (request) => {
    const { nome } = request.params;
    const valor = await valorDoHistorico(ctx.db, nome, request.body.historicoId);
    return ctx.db.transaction(async (tx) => {
      const { antes, depois } = await alterarParametro(
        tx,
        ctx.config,
        nome,
        { valor, versao: request.body.versao, revertidoDe: request.body.historicoId },
        quem(request),
      );
      await registrarAcaoEquipe(tx, {
        ...autorDe(request, 'parametros'),
        acao: 'parametro.reverter',
        alvo: `parametro:${nome}`,
        antes: { valor: antes.valor, versao: antes.versao },
        depois: { valor: depois.valor, versao: depois.versao, historicoId: request.body.historicoId },
      });
      return depois;
    });
  });

  route(app, endpoints.manutencao, () => lerManutencao(ctx.db, ctx.config, ctx.clock()));

  route(app, endpoints.alterarManutencao, (request) =>
    ctx.db.transaction(async (tx) => {
      const { antes, depois } = await alterarManutencao(tx, ctx.config, request.body, quem(request));
      const estado = ({ modo, inicio, fim, mensagem }: typeof antes) => ({ modo, inicio, fim, mensagem });
      await registrarAcaoEquipe(tx, {
        ...autorDe(request, 'parametros'),
        acao: 'manutencao.alterar',
        alvo: 'manutencao',
        antes: estado(antes),
        depois: estado(depois),
      });
      return depois;
    }),
  );
}
