// The e-mail a member gets when a reimbursement is filed (issue 14): the protocol and the answer deadline
// (shared-domain/aviso-protocolo.ts). No CPF, card or bank data in it.
import type { ReembolsoSolicitado } from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { avisarProtocolo } from '../../shared-domain/aviso-protocolo.js';
import type { NotifyDispatcher } from '../../platform/notify/notify-plugin.js';

export const avisarReembolso = (options: {
  db: Database;
  notify: NotifyDispatcher;
  pessoaId: number;
  resposta: ReembolsoSolicitado;
}): Promise<void> =>
  avisarProtocolo({
    db: options.db,
    notify: options.notify,
    pessoaId: options.pessoaId,
    assunto: 'Solicitação de reembolso',
    protocolo: options.resposta.protocolo,
    mensagem: options.resposta.mensagem,
    acompanharEm: 'Financeiro > Reembolso',
  });
