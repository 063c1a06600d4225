// PA Virtual (spec §7 "Other reads") under /api/beneficiarios/pa-virtual, behind menu-pa-virtual (declared
// by the contract). Audited (it reads the member's plans); a link handed out counts as a use of PA_VIRTUAL.
import type { FastifyInstance } from 'fastify';
import { paVirtualEndpoints as endpoints } from '@portal/domain/contract/facilidades/pa-virtual';
import { currentSession } from '../../platform/session.js';
import { route } from '../../platform/route.js';
import { registrarUso } from '../../platform/contadores-uso.js';
import { paVirtual } from './pa-virtual.service.js';

export function paVirtualRoutes(app: FastifyInstance): void {
  route(
    app,
    endpoints.link,
    async (request) => {
      const answer = await paVirtual(app.ctx.db, currentSession(request).pessoaId);
      if ('link' in answer) await registrarUso(request, 'PA_VIRTUAL');
      return answer;
    },
    { audit: 'LEITURA_PA_VIRTUAL' },
  );
}
