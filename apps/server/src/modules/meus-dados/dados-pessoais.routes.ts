// Dados pessoais (spec §7): the beneficiary list, the form's constants, one person's v3 data and its update.
import type { FastifyInstance } from 'fastify';
import {
  CONSTANTES_DADOS_PESSOAIS,
  dadosPessoaisEndpoints as endpoints,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { AUDIT_ACTIONS, audit } from '../../platform/audit.js';
import { listagemBeneficiariosRoute } from '../../platform/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { getDadosPessoais, alterarDadosPessoais } from './dados-pessoais.service.js';

export function dadosPessoaisRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  listagemBeneficiariosRoute(app, endpoints.listagem);

  route(app, endpoints.constantes, () => CONSTANTES_DADOS_PESSOAIS);

  route(
    app,
    endpoints.dados,
    (request) =>
      getDadosPessoais(familyScope(request), { session: currentSession(request), cpf: request.params.cpf }),
    { audit: AUDIT_ACTIONS.dadosPessoaisRead },
  );

  route(app, endpoints.alterar, (request) =>
    alterarDadosPessoais(familyScope(request), {
      session: currentSession(request),
      cpf: request.params.cpf,
      clock: ctx.clock,
      body: request.body,
      // A write: audited only when something changed (a save without changes writes nothing), in the
      // change's own statement.
      gravarComAuditoria: (pessoaId, escritas) =>
        audit({
          request,
          action: AUDIT_ACTIONS.dadosPessoaisUpdate,
          subjectPessoaId: pessoaId,
          junto: escritas,
        }),
    }),
  );
}
