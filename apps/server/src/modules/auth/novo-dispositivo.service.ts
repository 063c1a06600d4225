// The new-device notice (issue 42, decision 0055): a sign-in from a browser the account does not know sends a
// security notice to the member's e-mail (a mobile when there is none), always, whatever the preferences. It
// names the browser and system and the time in the operator's zone; never the IP (we have no geo-IP, and a
// bare address tells a member nothing and would put a personal datum in a mailbox).
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { nomeDispositivo } from '@portal/domain';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import type { ResumoNavegador } from '../../platform/dispositivo.js';
import { notifySecurityEvent } from '../../shared-domain/aviso-seguranca.js';
import { noticeContact } from './verificacao.service.js';

export const NOVO_ACESSO_ASSUNTO = 'Novo acesso à sua conta';

export async function avisarNovoDispositivo(options: {
  request: FastifyRequest;
  pessoaId: number;
  resumo: ResumoNavegador;
  at: Date;
}): Promise<void> {
  const { ctx, notify } = options.request.server;
  // Verified contacts only, principal first, as every security notice (verificacao.service.ts).
  const rows = await ctx.db
    .select({
      nomeCompleto: pessoas.nomeCompleto,
      tipo: pessoaContatos.tipo,
      valor: pessoaContatos.valor,
      principal: pessoaContatos.principal,
    })
    .from(pessoas)
    .innerJoin(
      pessoaContatos,
      and(eq(pessoaContatos.pessoaId, pessoas.id), eq(pessoaContatos.verificado, true)),
    )
    .where(eq(pessoas.id, options.pessoaId))
    .orderBy(desc(pessoaContatos.principal), pessoaContatos.id);
  const [first] = rows;
  if (!first) return;
  await notifySecurityEvent({
    db: ctx.db,
    notify,
    to: noticeContact({ contatos: rows }),
    nomeCompleto: first.nomeCompleto,
    assunto: NOVO_ACESSO_ASSUNTO,
    what: `Sua conta foi acessada de um dispositivo novo (${nomeDispositivo(options.resumo)})`,
    detalhes: [
      'Se foi você, não é preciso fazer nada.',
      'Se não foi, troque sua senha agora e encerre esse acesso em Meus Dados > Dispositivos conectados.',
    ],
    at: options.at,
  });
}
