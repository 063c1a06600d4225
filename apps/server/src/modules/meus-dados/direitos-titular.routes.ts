// Meus Direitos (LGPD art. 18; issue 39, decision 0045) under /api/beneficiarios/direitos-titular, behind
// tela-acessos-meus-dados (declared by the contract). The caller's own requests only, so no id to
// family-check. The list is audited by route(); a filing writes its audit row inside its own transaction.
import type { FastifyInstance } from 'fastify';
import { direitosTitularEndpoints as endpoints } from '@portal/domain/contract/meus-dados/direitos-titular';
import { nomeDireitoTitular } from '@portal/domain/contract/meus-dados/direitos-titular';
import { audit } from '../../platform/audit.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { avisarProtocolo } from '../../shared-domain/aviso-protocolo.js';
import { listarSolicitacoesTitular, solicitarDireitoTitular } from './direitos-titular.service.js';

/** Where the member follows a request (the e-mail says so). */
export const ACOMPANHAR_DIREITOS_TITULAR = 'Meus Dados > Meus Direitos sobre os Dados';

export function direitosTitularRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(
    app,
    endpoints.listar,
    async (request) => ({
      solicitacoes: await listarSolicitacoesTitular(ctx.db, {
        pessoaId: currentSession(request).pessoaId,
        agora: ctx.clock(),
      }),
    }),
    { audit: 'LEITURA_DIREITOS_TITULAR' },
  );

  route(app, endpoints.solicitar, async (request) => {
    const { pessoaId, contaId } = currentSession(request);
    const resposta = await solicitarDireitoTitular(ctx.db, {
      clock: ctx.clock,
      pessoaId,
      contaId,
      body: request.body,
      gravarAuditoria: (tx) =>
        audit({ request, action: 'SOLICITACAO_DIREITO_TITULAR', subjectPessoaId: pessoaId, db: tx }),
    });
    await avisarProtocolo({
      notify: app.notify,
      pessoaId,
      evento: 'LGPD_RESPONDIDO',
      assunto: nomeDireitoTitular(request.body.tipo),
      protocolo: resposta.protocolo,
      mensagem: resposta.mensagem,
      acompanharEm: ACOMPANHAR_DIREITOS_TITULAR,
    });
    return resposta;
  });
}
