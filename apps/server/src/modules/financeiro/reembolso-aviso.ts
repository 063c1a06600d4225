// The e-mail a member gets when a reimbursement is filed (issue 14): the protocol and the answer deadline
// (shared-domain/aviso-protocolo.ts). No CPF, card or bank data in it.
import type { ReembolsoSolicitado } from '@portal/domain/contract/financeiro/reembolso';
import { avisarProtocolo } from '../../shared-domain/aviso-protocolo.js';
import type { NotifyDispatcher } from '../../platform/notify/notify-plugin.js';

export const avisarReembolso = (options: {
  notify: NotifyDispatcher;
  /** Who filed it, and whom it is about (issue 42: a relative following that person's reimbursements). */
  pessoaId: number;
  sobrePessoaId: number;
  resposta: ReembolsoSolicitado;
}): Promise<void> =>
  avisarProtocolo({
    notify: options.notify,
    pessoaId: options.pessoaId,
    evento: 'REEMBOLSO_SITUACAO',
    sobrePessoaId: options.sobrePessoaId,
    assunto: 'Solicitação de reembolso',
    protocolo: options.resposta.protocolo,
    mensagem: options.resposta.mensagem,
    acompanharEm: 'Financeiro > Reembolso',
  });
