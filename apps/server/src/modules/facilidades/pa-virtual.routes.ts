// PA Virtual (spec §7 "Other reads") under /api/beneficiarios/pa-virtual, behind menu-pa-virtual (declared
// by the contract). Audited (it reads the member's plans); a link handed out counts as a use of PA_VIRTUAL.
import type { FastifyInstance } from 'fastify';
import { paVirtualEndpoints as endpoints } from '@portal/domain/contract/facilidades/pa-virtual';
import { currentSession } from '../../platform/session.js';
import { route } from '../../platform/route.js';
import { semUso } from '../../platform/contadores-uso.js';
import { paVirtual } from './pa-virtual.service.js';

export function paVirtualRoutes(app: FastifyInstance): void {
  route(
    app,
    endpoints.link,
    async (request) => {
      const answer = await paVirtual(app.ctx.db, currentSession(request).pessoaId);
      // No link (no plan with PA Virtual): the answer says why, and nothing was used.
      if (!('link' in answer)) semUso(request);
      return answer;
    },
    { audit: 'LEITURA_PA_VIRTUAL' },
  );
}
