// The message a member gets when a request they filed gets its protocol or a new status (reimbursement,
// authorisation request, LGPD request…): the answer's own message (protocol and deadline, or the status)
// and where to follow it. It goes to the filer through the durable outbox (platform/notify/caixa-duravel.ts,
// decision 0052) as the event `evento` about `sobrePessoaId`: the filer's channels for it (e-mail by
// default, the same text as before issue 42; the SMS says it in one line), and a relative who follows that
// person's health events while the health-data rule lets them. Callers pass nothing but those: no CPF,
// card, bank or health detail ever goes into it.
import { randomUUID } from 'node:crypto';
import type { TipoEvento } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import type { NotifyDispatcher } from '../platform/notify/notify-plugin.js';
import { mensagemDeAviso } from '../platform/notify/mensagem-aviso.js';

export async function avisarProtocolo(options: {
  notify: NotifyDispatcher;
  /** Who filed it (the signed-in member). */
  pessoaId: number;
  /** The catalogue's event (the member's preferences are per event). */
  evento: TipoEvento;
  /** Whom the request is about (the beneficiary); the filer's own when absent. */
  sobrePessoaId?: number;
  /** 'Solicitação de reembolso' → subject 'Solicitação de reembolso - protocolo {p}'. */
  assunto: string;
  protocolo: string;
  /** The answer's `mensagem` (protocol and deadline). */
  mensagem: string;
  /** 'Financeiro > Reembolso': the menu path where the request is followed. */
  acompanharEm: string;
}): Promise<void> {
  const assunto = `${options.assunto} - protocolo ${options.protocolo}`;
  await options.notify.avisar({
    tipo: options.evento,
    sobrePessoaId: options.sobrePessoaId ?? options.pessoaId,
    // No natural key: each answer is news once (a repeated change never reaches here, mudanca-situacao.ts).
    chave: `protocolo:${options.protocolo}:${randomUUID()}`,
    para: [{ pessoaId: options.pessoaId }],
    mensagem: mensagemDeAviso({
      assunto,
      texto: options.mensagem,
      sms: `${assunto}. Acompanhe em ${options.acompanharEm}.`,
      depois: `Acompanhe a solicitação em ${options.acompanharEm}.`,
    }),
  });
}
