// Quem Acessou Meus Dados (issue 17) under /api/beneficiarios/acessos-aos-meus-dados, behind
// tela-acessos-meus-dados (declared by the contract). Only the caller's own data, so no id to family-check.
// The read itself is audited (LEITURA_ACESSOS_DADOS, not listed back to the member: decision 0035).
import type { FastifyInstance } from 'fastify';
import { operatorDate } from '@portal/domain';
import { acessosDadosEndpoints as endpoints } from '@portal/domain/contract/meus-dados/acessos-dados';
import { lerPeriodoDias } from '../../shared-domain/periodos.js';
import { leitura } from '../../platform/leitura.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { acessosAosMeusDados } from './acessos-dados.service.js';

/** 'yyyy-MM-dd' → 'dd/MM/yyyy', so the §5 period rule (and its messages) of the picker applies as typed. */
const br = (iso: string): string => iso.split('-').reverse().join('/');

export function acessosDadosRoutes(app: FastifyInstance): void {
  route(
    app,
    endpoints.lista,
    async (request) => {
      const periodo = lerPeriodoDias(
        br(request.query.inicio),
        br(request.query.fim),
        operatorDate(app.ctx.clock()),
      );
      const { quem, apos } = request.query;
      return acessosAosMeusDados(leitura(request), currentSession(request).pessoaId, { periodo, quem, apos });
    },
    { audit: 'LEITURA_ACESSOS_DADOS' },
  );
}
