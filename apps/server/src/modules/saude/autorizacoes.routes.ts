// Autorizações (spec §7 "Authorizations") under /api/beneficiarios/autorizacoes and its /v2 detail, behind
// tela-consulta-autorizacoes (declared by the contract). Health data: every answer is audited per person.
import type { FastifyInstance } from 'fastify';
import { SAUDE_MESSAGES } from '@portal/domain';
import { autorizacoesEndpoints as endpoints } from '@portal/domain/contract/saude/autorizacoes';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { readOperador } from '../../shared-domain/contratos.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import {
  cidadesDoProcedimento,
  detalheAutorizacao,
  guiaVisivel,
  listAutorizacoes,
  prestadoresDoProcedimento,
} from './autorizacoes.service.js';
import { cartaNegativaPdf } from './negativa.pdf.js';

export function autorizacoesRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  listagemBeneficiariosRoute(app, endpoints.listagem, { somenteComPlano: true, saude: 'SAUDE' });

  route(
    app,
    endpoints.autorizacoes,
    async (request) => {
      const { cpf, status } = request.query;
      const { nome, autorizacoes } = await listAutorizacoes(familyScope(request), cpf, status);
      return {
        cpf,
        nome,
        status,
        autorizacoes,
        ...(autorizacoes.length === 0
          ? { mensagemAmigavel: SAUDE_MESSAGES.noAuthorizations, tipoMensagem: 'INFORMACAO' as const }
          : {}),
      };
    },
    { audit: 'LEITURA_AUTORIZACOES', saude: 'SAUDE' },
  );

  route(
    app,
    endpoints.detalhe,
    async (request) =>
      detalheAutorizacao(
        await guiaVisivel(familyScope(request), request.params.idGuia, request.query.carteira),
      ),
    { audit: 'LEITURA_AUTORIZACAO', saude: 'SAUDE' },
  );

  route(
    app,
    endpoints.cidades,
    async (request) => {
      const scope = familyScope(request);
      const visivel = await guiaVisivel(scope, request.params.idGuia);
      return { cidades: await cidadesDoProcedimento(scope, visivel, request.query.codigoProcedimento) };
    },
    { audit: 'LEITURA_AUTORIZACAO', saude: 'SAUDE' },
  );

  route(
    app,
    endpoints.prestadores,
    async (request) => {
      const scope = familyScope(request);
      const { codigoProcedimento, codigoCidade } = request.query;
      const visivel = await guiaVisivel(scope, request.params.idGuia);
      return {
        prestadores: await prestadoresDoProcedimento(scope, visivel, codigoProcedimento, codigoCidade),
      };
    },
    { audit: 'LEITURA_AUTORIZACAO', saude: 'SAUDE' },
  );

  route(
    app,
    endpoints.negativa,
    async (request, reply) => {
      const visivel = await guiaVisivel(familyScope(request), request.params.idGuia);
      if (visivel.guia.status !== 'NEGADA') throw notFound(SAUDE_MESSAGES.noDenialLetter);
      const downloadName = `Carta de negativa - guia ${visivel.guia.idGuia}.pdf`;
      // The operator's own letter when its ERP sent one (decision 0024 §10); else one rendered from the
      // stored reason and ground.
      if (visivel.guia.cartaNegativaChave) {
        const file = await app.storage.get(visivel.guia.cartaNegativaChave);
        if (!file) throw new Error('carta de negativa sem arquivo no armazenamento');
        return sendFile(reply, file.stream, {
          downloadName,
          contentType: 'application/pdf',
          size: file.size,
        });
      }
      const pdf = await cartaNegativaPdf(visivel, await readOperador(ctx.db, { comLogo: true }), ctx.clock);
      return sendFile(reply, pdf, { downloadName, contentType: 'application/pdf' });
    },
    { audit: 'DOWNLOAD_CARTA_NEGATIVA', saude: 'SAUDE' },
  );
}
