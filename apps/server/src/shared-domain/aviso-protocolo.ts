// The e-mail a member gets when a request they filed gets its protocol (reimbursement, authorisation
// request): the answer's own message (protocol and deadline) and where to follow it, to the filer's main
// e-mail, in the background (platform/notify). Callers pass nothing but those: no CPF, card, bank or
// health detail ever goes into it.
import { and, desc, eq } from 'drizzle-orm';
import { firstName, PRODUCT_TITLE } from '@portal/domain';
import type { Database } from '../db/client.js';
import { pessoaContatos, pessoas } from '../db/schema/pessoas.js';
import type { NotifyDispatcher } from '../platform/notify/notify-plugin.js';

export async function avisarProtocolo(options: {
  db: Database;
  notify: NotifyDispatcher;
  /** Who filed it (the signed-in member). */
  pessoaId: number;
  /** 'Solicitação de reembolso' → subject 'Solicitação de reembolso - protocolo {p}'. */
  assunto: string;
  protocolo: string;
  /** The answer's `mensagem` (protocol and deadline). */
  mensagem: string;
  /** 'Financeiro > Reembolso': the menu path where the request is followed. */
  acompanharEm: string;
}): Promise<void> {
  const [contato] = await options.db
    .select({ email: pessoaContatos.valor, nome: pessoas.nomeSocial, nomeCompleto: pessoas.nomeCompleto })
    .from(pessoaContatos)
    .innerJoin(pessoas, eq(pessoas.id, pessoaContatos.pessoaId))
    .where(and(eq(pessoaContatos.pessoaId, options.pessoaId), eq(pessoaContatos.tipo, 'EMAIL')))
    .orderBy(desc(pessoaContatos.principal), pessoaContatos.id)
    .limit(1);
  if (!contato) return;
  options.notify.dispatch({
    canal: 'EMAIL',
    destino: contato.email,
    assunto: `${options.assunto} - protocolo ${options.protocolo}`,
    texto: [
      `Olá, ${firstName(contato.nome ?? contato.nomeCompleto)}!`,
      '',
      options.mensagem,
      '',
      `Acompanhe a solicitação em ${options.acompanharEm}.`,
      '',
      PRODUCT_TITLE,
    ].join('\n'),
  });
}
