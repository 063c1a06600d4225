// Network-change notices (issue 42, decision 0052), produced by the scheduled `lembretes` command beside the
// bill notices: a location leaving the network within GUIA_MEDICO_DIAS_AVISO days — what the home's notice
// shows (guia-medico-alteracoes.service.ts listarAvisos, Lei 9.656/98 art. 17) — told to every member with an
// account who holds a card of a plan in force whose product the location serves, on the channels each chose
// (REDE_ALTERADA). One query finds the changes and their members; the event's key holds the change and its
// leaving day, so the command running every hour tells each member once, and a day the operator moves is news.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { formatDate } from '@portal/domain';
import { GUIA_MEDICO_DIAS_AVISO } from '@portal/domain/contract/facilidades/guia-medico';
import { rowsOf } from '../../db/rows.js';
import { contas } from '../../db/schema/auth.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import {
  redeAlteracoes,
  redeLocais,
  redeLocalProdutos,
  redePrestadores,
  redeProdutos,
} from '../../db/schema/rede.js';
import { agoraDe, nomeLocalSql } from './guia-medico-local.js';
import { mensagemDeAviso } from '../../platform/notify/mensagem-aviso.js';

interface MudancaRow {
  id: number;
  data_saida: string;
  nome: string;
  pessoas: number[];
}

/** Publishes the network-change notices of the notice period; answers how many changes had members to tell. */
export async function avisarMudancasDaRede(app: FastifyInstance): Promise<number> {
  const { db, clock } = app.ctx;
  const { hoje } = agoraDe(clock());
  const mudancas = rowsOf<MudancaRow>(
    await db.execute(sql`
      select a.id, a.data_saida::text as data_saida, ${nomeLocalSql} as nome,
        array_agg(distinct b.pessoa_id order by b.pessoa_id) as pessoas
      from ${redeAlteracoes} a
      join ${redeLocais} l on l.id = a.local_id
      join ${redePrestadores} p on p.id = l.prestador_id
      join ${redeLocalProdutos} lp on lp.local_id = a.local_id
      join ${redeProdutos} pr on pr.id = lp.produto_id
      join ${contratos} c on c.registro_ans_produto = pr.registro_ans and c.situacao <> 'CANCELADO'
      join ${carteiras} k on k.contrato_id = c.id
      join ${beneficiarios} b on b.id = k.beneficiario_id
        and (b.data_exclusao is null or b.data_exclusao > ${hoje}::date)
      join ${contas} ct on ct.pessoa_id = b.pessoa_id and ct.bloqueada_em is null
      where a.data_saida >= ${hoje}::date and a.data_saida <= ${hoje}::date + ${GUIA_MEDICO_DIAS_AVISO}::int
      group by a.id, a.data_saida, l.nome, p.nome_fantasia, p.nome
      order by a.data_saida, a.id`),
  );
  for (const m of mudancas) {
    const texto = `${m.nome} deixa a rede do seu plano em ${formatDate(m.data_saida)}.`;
    await app.avisos.publicar({
      tipo: 'REDE_ALTERADA',
      sobrePessoaId: null,
      chave: `REDE_ALTERADA:${m.id}:${m.data_saida}`,
      para: m.pessoas.map((pessoaId) => ({ pessoaId: Number(pessoaId) })),
      mensagem: mensagemDeAviso({
        assunto: 'Mudança na rede do seu plano',
        texto,
        depois: 'Veja quem atende no lugar e outros locais perto de você no Guia Médico.',
      }),
    });
  }
  return mudancas.length;
}
