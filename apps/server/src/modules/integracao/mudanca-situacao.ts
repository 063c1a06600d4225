// One way to apply an operator's status change to something a member filed (issue 19, decision 0024 §6):
// the row locked (FOR UPDATE, so two changes of one request queue and the second is judged on the first's
// result), the domain table's verdict, the update, a history step in the protocol the member reads in
// Protocolos and an audit row about the member — one transaction — then, after the commit, an e-mail to
// whoever filed it. The same change twice answers "already applied" and writes and sends nothing.
import type { FastifyRequest } from 'fastify';
import type { SituacaoProtocolo } from '@portal/domain/contract/facilidades/protocolos';
import {
  avaliarMudanca,
  type EstadoSituacao,
  type TabelaTransicoes,
} from '@portal/domain/contract/integracao/transicoes';
import { avisoSituacaoAlterada } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { avisarProtocolo } from '../../shared-domain/aviso-protocolo.js';
import { audit, type AuditAction } from '../../platform/audit.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { integracaoError } from '../../platform/integracao/guard.js';
import { registrarAndamento } from '../../shared-domain/protocolo.js';

export interface MudancaAplicada<S extends string> {
  protocolo: string;
  situacao: S;
  situacaoProtocolo: SituacaoProtocolo;
  /** false: the same change was already applied; nothing was written or sent. */
  alterado: boolean;
}

export interface AlvoMudanca<S extends string, Row> {
  tabela: TabelaTransicoes<S>;
  protocolo: string;
  /** The row of that protocol, locked FOR UPDATE; undefined when there is none. */
  carregar: (tx: Database) => Promise<Row | undefined>;
  naoEncontrado: string;
  estado: (row: Row) => EstadoSituacao<S>;
  gravar: (tx: Database, row: Row, agora: Date) => Promise<void>;
  /** What the member reads under the step's title (the reason, a paid value…). */
  descricao: string;
  /** The member the change is about (audit subject) and who filed it (e-mailed). */
  pessoaId: (row: Row) => number;
  solicitanteId: (row: Row) => number;
  acao: AuditAction;
  recurso: string;
  /** 'Reembolso' → subject 'Reembolso - protocolo {p}'; where the member follows it. */
  assunto: string;
  acompanharEm: string;
}

export async function aplicarMudanca<S extends string, Row>(
  request: FastifyRequest,
  alvo: AlvoMudanca<S, Row>,
  pedida: EstadoSituacao<S>,
): Promise<MudancaAplicada<S>> {
  const { ctx } = request.server;
  const agora = ctx.clock();
  const regra = alvo.tabela[pedida.situacao];
  const resultado = await ctx.db.transaction(async (tx) => {
    const row = await alvo.carregar(tx);
    if (!row) throw integracaoError(404, alvo.naoEncontrado);
    const avaliacao = avaliarMudanca(alvo.tabela, alvo.estado(row), pedida);
    switch (avaliacao.tipo) {
      case 'invalida':
        throw badRequest(avaliacao.mensagem, avaliacao.campos);
      case 'recusada':
        throw new HttpError(409, { mensagem: avaliacao.mensagem });
      case 'repetida':
        return { alterado: false, row };
      case 'aplicar':
        break;
    }
    await alvo.gravar(tx, row, agora);
    await registrarAndamento(tx, alvo.protocolo, {
      em: agora,
      titulo: regra.andamento ?? regra.rotulo,
      descricao: alvo.descricao,
      situacao: regra.encerra ? 'FECHADO' : 'EM_ANDAMENTO',
    });
    await audit({
      request,
      action: alvo.acao,
      subjectPessoaId: alvo.pessoaId(row),
      resource: alvo.recurso,
      db: tx,
    });
    return { alterado: true, row };
  });
  if (resultado.alterado) {
    // After the commit, in the background: the status only — never the reason, a value or bank data.
    await avisarProtocolo({
      db: ctx.db,
      notify: request.server.notify,
      pessoaId: alvo.solicitanteId(resultado.row),
      assunto: alvo.assunto,
      protocolo: alvo.protocolo,
      mensagem: avisoSituacaoAlterada(regra.rotulo),
      acompanharEm: alvo.acompanharEm,
    });
  }
  return {
    protocolo: alvo.protocolo,
    situacao: pedida.situacao,
    situacaoProtocolo: regra.encerra ? 'FECHADO' : 'EM_ANDAMENTO',
    alterado: resultado.alterado,
  };
}
