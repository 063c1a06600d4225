// POST /api/usuario/aceite-termos (issue 38): the member accepts the current version of the terms of use.
// Recorded once per account and version (aceites_textos_legais' unique index: a second acceptance of the
// same version, even at the same instant on another instance, writes nothing), with the time and the
// address it came from; the member's data export lists it. A version that is not the current one is a 409:
// the member read a text that another publication replaced meanwhile, and must read the new one.
import type { FastifyInstance } from 'fastify';
import { aceiteTermosEndpoints as endpoints } from '@portal/domain/contract/auth/aceite-termos';
import { ACEITE_TERMOS_MESSAGES } from '@portal/domain/contract/auth/aceite-termos-mensagens';
import { aceitesTextosLegais } from '../../db/schema/auth.js';
import { HttpError } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { versaoAtual } from '../../shared-domain/textos-legais.js';
import { toUsuario } from './usuario.service.js';

export function aceiteTermosRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, endpoints.aceitarTermos, async (request) => {
    const session = currentSession(request);
    const atual = await versaoAtual(ctx.db, 'TERMOS_DE_USO');
    if (!atual || atual.versao !== request.body.versao) {
      throw new HttpError(409, { mensagem: ACEITE_TERMOS_MESSAGES.versaoNaoAtual });
    }
    await ctx.db
      .insert(aceitesTextosLegais)
      .values({
        contaId: session.contaId,
        chave: 'TERMOS_DE_USO',
        versao: atual.publicadoEm,
        aceitoEm: ctx.clock(),
        ip: request.ip,
      })
      .onConflictDoNothing();
    return toUsuario({ ...session, aceiteTermosPendente: false });
  });
}
