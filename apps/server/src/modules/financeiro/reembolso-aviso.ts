// The e-mail a member gets when a reimbursement is filed (issue 14): the protocol and the answer deadline,
// to the filer's main e-mail, in the background (platform/notify). No CPF, card or bank data in it.
import { and, desc, eq } from 'drizzle-orm';
import { firstName, PRODUCT_TITLE } from '@portal/domain';
import type { ReembolsoSolicitado } from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import type { NotifyDispatcher } from '../../platform/notify/notify-plugin.js';

export async function avisarReembolso(options: {
  db: Database;
  notify: NotifyDispatcher;
  pessoaId: number;
  resposta: ReembolsoSolicitado;
}): Promise<void> {
  const [contato] = await options.db
    .select({ email: pessoaContatos.valor, nome: pessoas.nomeSocial, nomeCompleto: pessoas.nomeCompleto })
    .from(pessoaContatos)
    .innerJoin(pessoas, eq(pessoas.id, pessoaContatos.pessoaId))
    .where(and(eq(pessoaContatos.pessoaId, options.pessoaId), eq(pessoaContatos.tipo, 'EMAIL')))
    .orderBy(desc(pessoaContatos.principal), pessoaContatos.id)
    .limit(1);
  if (!contato) return;
  const { resposta } = options;
  options.notify.dispatch({
    canal: 'EMAIL',
    destino: contato.email,
    assunto: `Solicitação de reembolso - protocolo ${resposta.protocolo}`,
    texto: [
      `Olá, ${firstName(contato.nome ?? contato.nomeCompleto)}!`,
      '',
      resposta.mensagem,
      '',
      'Acompanhe a solicitação em Financeiro > Reembolso.',
      '',
      PRODUCT_TITLE,
    ].join('\n'),
  });
}
