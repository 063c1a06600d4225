// Troca de Faixa Etária (spec §7) under /api/beneficiarios/faixa-etaria, behind its tela-* permission.
import type { FastifyInstance } from 'fastify';
import { PLANO_MESSAGES } from '@portal/domain';
import { faixaEtariaEndpoints as endpoints } from '@portal/domain/contract/meus-dados/faixa-etaria';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { contratosRoute } from '../../shared-domain/contratos-route.js';
import { getHistoricoFaixaEtaria } from '../../shared-domain/faixa-etaria-historico.js';

export function faixaEtariaRoutes(app: FastifyInstance): void {
  contratosRoute(app, endpoints.contratos);

  route(
    app,
    endpoints.historico,
    async (request) => {
      const { codigoPlano } = request.query;
      const historico = await getHistoricoFaixaEtaria(familyScope(request), codigoPlano);
      return historico.length > 0
        ? { codigoPlano, historico }
        : {
            codigoPlano,
            historico,
            mensagemAmigavel: PLANO_MESSAGES.noAgeBandHistory,
            tipoMensagem: 'ALERTA' as const,
          };
    },
    { audit: 'LEITURA_FAIXA_ETARIA' },
  );
}
