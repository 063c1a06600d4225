// Dados pessoais (spec §7): the beneficiary list, the form's constants, one person's v3 data and its update,
// and the confirmation of a new e-mail or mobile with its code (issue 33).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSTANTES_DADOS_PESSOAIS,
  dadosPessoaisEndpoints as endpoints,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import type { Escrita } from '../../db/escritas-juntas.js';
import { audit } from '../../platform/audit.js';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { codigosContato } from './contato-verificado.service.js';
import { confirmarContato, getDadosPessoais, alterarDadosPessoais } from './dados-pessoais.service.js';

/** What both writes need: the caller, the clock, the code steps and the audited write. */
function escrita(request: FastifyRequest) {
  return {
    session: currentSession(request),
    clock: request.server.ctx.clock,
    codigos: codigosContato(request),
    // A write: audited only when something changed (a save without changes writes nothing), in the
    // change's own statement.
    gravarComAuditoria: (pessoaId: number, escritas: Escrita[]) =>
      audit({
        request,
        action: 'ALTERACAO_DADOS_PESSOAIS',
        subjectPessoaId: pessoaId,
        junto: escritas,
      }),
  };
}

export function dadosPessoaisRoutes(app: FastifyInstance): void {
  listagemBeneficiariosRoute(app, endpoints.listagem);

  route(app, endpoints.constantes, () => CONSTANTES_DADOS_PESSOAIS);

  route(
    app,
    endpoints.dados,
    (request) =>
      getDadosPessoais(familyScope(request), { session: currentSession(request), cpf: request.params.cpf }),
    { audit: 'LEITURA_DADOS_PESSOAIS' },
  );

  route(app, endpoints.alterar, (request) =>
    alterarDadosPessoais(familyScope(request), {
      ...escrita(request),
      cpf: request.params.cpf,
      body: request.body,
    }),
  );

  route(app, endpoints.confirmarContato, (request) =>
    confirmarContato(familyScope(request), {
      ...escrita(request),
      cpf: request.params.cpf,
      body: request.body,
    }),
  );
}
