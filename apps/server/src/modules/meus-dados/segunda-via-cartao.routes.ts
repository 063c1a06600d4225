// 2ª via de cartão (spec §7): beneficiaries with cards, one person's cards, reasons, and the request.
import type { FastifyInstance } from 'fastify';
import {
  CONSTANTES_SEGUNDA_VIA,
  segundaViaCartaoEndpoints as endpoints,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { audit } from '../../platform/audit.js';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { listCarteiras, solicitarSegundaVia } from './segunda-via-cartao.service.js';

export function segundaViaCartaoRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  listagemBeneficiariosRoute(app, endpoints.listagem, {
    somenteComPlano: true,
    somenteComCarteira: true,
    somenteContratosAtivos: true,
  });

  route(app, endpoints.carteiras, (request) => listCarteiras(familyScope(request), request.params.cpf), {
    audit: 'LEITURA_CARTEIRAS',
  });

  route(app, endpoints.constantes, () => CONSTANTES_SEGUNDA_VIA);

  route(app, endpoints.solicitar, async (request) => {
    const result = await solicitarSegundaVia(familyScope(request), {
      clock: ctx.clock,
      cpf: request.params.cpf,
      body: request.body,
    });
    await audit({ request, action: 'SOLICITACAO_SEGUNDA_VIA_CARTAO', subjectPessoaId: result.pessoaId });
    const { pessoaId: _pessoaId, ...resposta } = result;
    return resposta;
  });
}
