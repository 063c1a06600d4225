// The operator integration API (issue 19, decision 0024), registered by app.ts under /integracao/v1 —
// outside the member /api, so no cookie, CSRF, session or x-origin hook acts on it (they act on /api paths
// only). Each route's contract access names its scope; platform/access.ts turns it into the bearer check.
// Every call leaves one audit row with the client id and counts in its client's hour (uso.ts); bodies up
// to 5 MB, above it a 413 with a body.
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import {
  INTEGRACAO_BODY_LIMIT_BYTES,
  INTEGRACAO_TOKEN_PATH,
  integracaoEndpoints as endpoints,
} from '@portal/domain/contract/integracao/integracao';
import { integracaoAcessosSaudeEndpoints as acessosSaude } from '@portal/domain/contract/integracao/acessos-saude';
import { integracaoCadastroEndpoints as cadastro } from '@portal/domain/contract/integracao/cadastro';
import { integracaoCarenciasEndpoints as carencias } from '@portal/domain/contract/integracao/carencias';
import { integracaoEventosEndpoints } from '@portal/domain/contract/integracao/eventos';
import { integracaoFinanceiroEndpoints as financeiro } from '@portal/domain/contract/integracao/financeiro';
import { integracaoOperadoraEndpoints as operadora } from '@portal/domain/contract/integracao/operadora';
import { integracaoSaudeEndpoints as saude } from '@portal/domain/contract/integracao/saude';
import { integracaoAgendaEndpoints as agenda } from '@portal/domain/contract/integracao/agenda';
import { integracaoDocumentosClinicosEndpoints as documentos } from '@portal/domain/contract/integracao/documentos-clinicos';
import { integracaoRedeEndpoints as rede } from '@portal/domain/contract/integracao/rede';
import { integracaoProcedimentosEndpoints as procedimentos } from '@portal/domain/contract/integracao/procedimentos';
import { integracaoTokensAtendimentoEndpoints as tokensAtendimento } from '@portal/domain/contract/integracao/tokens-atendimento';
import { audit } from '../../platform/audit.js';
import { answerError, toHttpError } from '../../platform/errors.js';
import { lerEventos } from '../../platform/integracao/eventos.js';
import { integracaoError } from '../../platform/integracao/guard.js';
import { contarUso } from '../../platform/integracao/uso.js';
import { route } from '../../platform/route.js';
import { upsertAcessosSaude } from './acessos-saude-erp.service.js';
import { upsertEspecialidades, upsertHorarios, upsertPrestadores } from './agenda-erp.service.js';
import { upsertBeneficiarios, upsertCartoes, upsertContratos } from './cadastro-erp.service.js';
import { upsertCarencias, upsertCoberturasParciais } from './carencias-erp.service.js';
import { upsertDocumentosClinicos } from './documentos-clinicos-erp.service.js';
import { upsertReajustes, upsertUtilizacoes } from './financeiro-erp.service.js';
import { upsertParametros, upsertTextosLegais } from './operadora-erp.service.js';
import {
  upsertAlteracoesRede,
  upsertLocaisRede,
  upsertPrestadoresRede,
  upsertProdutosRede,
  upsertServicosRede,
} from './rede-erp.service.js';
import {
  upsertProcedimentos,
  upsertProdutosPlano,
  upsertTabelaReembolso,
} from './procedimentos-erp.service.js';
import { upsertAutorizacoes, upsertResultadosExame, type ContextoSaude } from './saude-erp.service.js';
import { ATOR_INTEGRACAO } from '../../shared-domain/mudanca-situacao.js';
import {
  mudarSituacaoCertidaoObito,
  mudarSituacaoDebitoConta,
  mudarSituacaoReembolso,
  mudarSituacaoSegundaVia,
} from '../../shared-domain/situacao-solicitacoes.js';
import { upsertTitulos } from './titulos-erp.service.js';
import { tokenRoutes } from './token.routes.js';
import { validarTokenAtendimento } from './tokens-atendimento.service.js';

export const integracaoArea: FastifyPluginCallback = (app, _options, done) => {
  app.decorateRequest('integracaoCliente', null);
  app.decorateRequest('integracaoSemAuditoria', false);

  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error, request);
    return answerError(
      error,
      request,
      reply,
      httpError.statusCode === 413 ? integracaoError(413, INTEGRACAO_MESSAGES.corpoGrandeDemais) : httpError,
    );
  });

  // One row per call, before the answer leaves (a failed audit write fails the call). The token call
  // writes its own rows (issued / refused).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url?.endsWith(INTEGRACAO_TOKEN_PATH)) return payload;
    // Refusals past the per-address ceiling (guard.ts): the minute's first ones are in the trail already.
    if (request.integracaoSemAuditoria) return payload;
    await audit({
      request,
      action: 'INTEGRACAO_REQUISICAO',
      subjectPessoaId: null,
      result: reply.statusCode < 400 ? 'SUCESSO' : 'FALHA',
    });
    // The client's calls and refusals of the hour, for the console (platform/integracao/uso.ts).
    const cliente = request.integracaoCliente;
    if (cliente) {
      await contarUso(request.server.ctx.db, {
        clienteId: cliente.id,
        agora: request.server.ctx.clock(),
        recusada: reply.statusCode >= 400,
      });
    }
    return payload;
  });

  tokenRoutes(app);
  const extras = { bodyLimit: INTEGRACAO_BODY_LIMIT_BYTES };
  // The provider's check of a member's attendance token (issue 41, decision 0050).
  route(app, tokensAtendimento.validacao, (request, reply) =>
    validarTokenAtendimento(request, reply, request.body),
  );
  route(
    app,
    endpoints.situacaoReembolso,
    (request) => mudarSituacaoReembolso(request, request.params.protocolo, request.body, ATOR_INTEGRACAO),
    extras,
  );
  route(
    app,
    endpoints.situacaoDebitoConta,
    (request) => mudarSituacaoDebitoConta(request, request.params.protocolo, request.body, ATOR_INTEGRACAO),
    extras,
  );
  route(
    app,
    endpoints.situacaoSegundaVia,
    (request) => mudarSituacaoSegundaVia(request, request.params.protocolo, request.body, ATOR_INTEGRACAO),
    extras,
  );
  route(
    app,
    endpoints.situacaoCertidaoObito,
    (request) => mudarSituacaoCertidaoObito(request, request.params.protocolo, request.body, ATOR_INTEGRACAO),
    extras,
  );
  route(
    app,
    endpoints.titulos,
    (request) => upsertTitulos(request.server.ctx.db, request.body.titulos),
    extras,
  );
  // Uses (with co-participation) and annual adjustments (decision 0024 §11).
  route(
    app,
    financeiro.utilizacoes,
    (r) => upsertUtilizacoes(r.server.ctx.db, r.body.utilizacoes, r.server.ctx.clock),
    extras,
  );
  route(app, financeiro.reajustes, (r) => upsertReajustes(r.server.ctx.db, r.body.reajustes), extras);
  // The operator's configuration (decision 0024 §14): parameters and legal texts.
  route(app, operadora.parametros, (r) => upsertParametros(r.server.ctx.db, r.body.parametros), extras);
  route(
    app,
    operadora.textosLegais,
    (r) => upsertTextosLegais(r.server.ctx.db, r.body.textosLegais, r.server.ctx.clock),
    extras,
  );
  // The cadastro (decision 0024 "Cadastro"): contracts, then memberships, then cards, each by ERP ids.
  route(
    app,
    cadastro.contratos,
    (request) => upsertContratos(request.server.ctx.db, request.body.contratos),
    extras,
  );
  route(
    app,
    cadastro.beneficiarios,
    (request) => upsertBeneficiarios(request.server.ctx.db, request.body.beneficiarios),
    extras,
  );
  route(
    app,
    cadastro.cartoes,
    (request) => upsertCartoes(request.server.ctx.db, request.body.cartoes),
    extras,
  );
  // Who may see a member's health data (issue 33): a consent or a legal representation, by CPF.
  route(
    app,
    acessosSaude.acessosSaude,
    (request) =>
      upsertAcessosSaude(
        { db: request.server.ctx.db, clock: request.server.ctx.clock, request },
        request.body.acessosSaude,
      ),
    extras,
  );
  // Health records (decision 0024 §10): guides and exam results with their PDFs, through the storage driver.
  const contextoSaude = (request: FastifyRequest): ContextoSaude => ({
    db: request.server.ctx.db,
    storage: request.server.storage,
    clock: request.server.ctx.clock,
    notify: request.server.notify,
  });
  route(
    app,
    saude.autorizacoes,
    (request) => upsertAutorizacoes(contextoSaude(request), request.body.autorizacoes),
    extras,
  );
  route(
    app,
    saude.resultadosExame,
    (request) => upsertResultadosExame(contextoSaude(request), request.body.resultadosExame),
    extras,
  );
  // Prescriptions and certificates (§11); specialities, providers and own clinics' slots (§12).
  route(
    app,
    documentos.documentosClinicos,
    (request) => upsertDocumentosClinicos(contextoSaude(request), request.body.documentosClinicos),
    extras,
  );
  route(
    app,
    agenda.especialidades,
    (request) => upsertEspecialidades(request.server.ctx.db, request.body.especialidades),
    extras,
  );
  route(
    app,
    agenda.prestadores,
    (request) => upsertPrestadores(request.server.ctx.db, request.body.prestadores),
    extras,
  );
  route(
    app,
    agenda.horarios,
    (request) => upsertHorarios(contextoSaude(request), request.body.horarios),
    extras,
  );
  // The Guia Médico's network (issue 40, decision 0047): products and catalogue, providers, locations, changes.
  const ctxRede = (r: FastifyRequest) => ({ db: r.server.ctx.db, clock: r.server.ctx.clock });
  route(app, rede.produtos, (r) => upsertProdutosRede(ctxRede(r), r.body.produtos), extras);
  route(app, rede.servicos, (r) => upsertServicosRede(ctxRede(r), r.body.servicos), extras);
  route(app, rede.prestadores, (r) => upsertPrestadoresRede(ctxRede(r), r.body.prestadores), extras);
  route(app, rede.locais, (r) => upsertLocaisRede(ctxRede(r), r.body.locais), extras);
  route(app, rede.alteracoes, (r) => upsertAlteracoesRede(ctxRede(r), r.body.alteracoes), extras);
  // Waiting periods and CPTs per beneficiary (issue 41, decision 0048).
  route(app, carencias.carencias, (r) => upsertCarencias(r.server.ctx.db, r.body.carencias), extras);
  route(
    app,
    carencias.coberturasParciais,
    (r) => upsertCoberturasParciais(r.server.ctx.db, r.body.coberturasParciais),
    extras,
  );
  // The procedure table, the products' rules and the reimbursement table (issue 41, decision 0049).
  route(
    app,
    procedimentos.procedimentos,
    (r) => upsertProcedimentos(ctxRede(r), r.body.procedimentos),
    extras,
  );
  route(app, procedimentos.produtos, (r) => upsertProdutosPlano(ctxRede(r), r.body.produtos), extras);
  route(app, procedimentos.reembolso, (r) => upsertTabelaReembolso(ctxRede(r), r.body.linhas), extras);
  // The polling feed (decision 0025); audited by the hook above with the client id, like every call.
  route(app, integracaoEventosEndpoints.eventos, (request) =>
    lerEventos(request.server.ctx.db, request.query),
  );
  done();
};
