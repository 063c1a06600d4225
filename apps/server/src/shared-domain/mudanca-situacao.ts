// One way to apply an answer to something a member filed (issue 19, decision 0024 §6), whoever answers —
// one rule, two doors (issue 39, decision 0043): the operator's system through the integration API, or a
// staff member from the console's request queues. The row locked (FOR UPDATE, so two changes of one request
// queue and the second is judged on the first's result), the domain table's verdict, the update, a history
// step in the protocol the member reads in Protocolos and an audit row about the member — one transaction —
// then, after the commit, an e-mail to whoever filed it. The same change twice answers "already applied"
// and writes and sends nothing. A staff member also names the status they saw (`esperada`): when someone
// else moved the request meanwhile the answer is a 409 saying where it is now, never a silent success,
// and the change is in the staff audit (before → after) as every console write, through
// registrarLeituraEquipe (the member's row names the operator's service desk, decision 0042).
import type { FastifyRequest } from 'fastify';
import type { Papel } from '@portal/domain/contract/console/acesso';
import type { SituacaoProtocolo } from '@portal/domain/contract/facilidades/protocolos';
import {
  avaliarMudanca,
  type EstadoSituacao,
  type TabelaTransicoes,
} from '@portal/domain/contract/integracao/transicoes';
import { avisoSituacaoAlterada } from '@portal/domain';
import type { TipoEvento } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import { situacaoMudouEnquantoVia } from '@portal/domain/contract/console/filas';
import type { Database } from '../db/client.js';
import { audit, type AuditAction } from '../platform/audit.js';
import { registrarLeituraEquipe } from '../platform/console/leitura-equipe.js';
import { HttpError, badRequest } from '../platform/errors.js';
import { avisarProtocolo } from './aviso-protocolo.js';
import { registrarAndamento } from './protocolo.js';

export interface MudancaAplicada<S extends string> {
  protocolo: string;
  situacao: S;
  situacaoProtocolo: SituacaoProtocolo;
  /** false: the same change was already applied; nothing was written or sent. */
  alterado: boolean;
}

/** Who answers: the operator's system (integration API) or a staff member (console, with their role). */
export type AtorMudanca =
  | { tipo: 'integracao' }
  | {
      tipo: 'equipe';
      papel: Papel;
      /** The request's status the staff member was looking at; another one stored is a 409. */
      esperada: string;
    };

export const ATOR_INTEGRACAO: AtorMudanca = { tipo: 'integracao' };

/** The staff audit's action of a status change from the console (decision 0043). */
export const ACAO_EQUIPE_SITUACAO = 'solicitacao.situacao';

/**
 * The reason of everything staff do from a queue: working the member's own request (the member reads the
 * category; the staff audit has the protocol).
 */
export const MOTIVO_FILA = (protocolo: string) =>
  ({ categoria: 'SOLICITACAO_INTERNA', texto: `Fila de solicitações: protocolo ${protocolo}` }) as const;

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
  /** The catalogue's event the member's preferences choose channels for (issue 42). */
  evento: TipoEvento;
  /** 'Reembolso' → subject 'Reembolso - protocolo {p}'; where the member follows it. */
  assunto: string;
  acompanharEm: string;
}

export async function aplicarMudanca<S extends string, Row>(
  request: FastifyRequest,
  alvo: AlvoMudanca<S, Row>,
  pedida: EstadoSituacao<S>,
  ator: AtorMudanca,
): Promise<MudancaAplicada<S>> {
  const { ctx } = request.server;
  const agora = ctx.clock();
  const regra = alvo.tabela[pedida.situacao];
  const resultado = await ctx.db.transaction(async (tx) => {
    const row = await alvo.carregar(tx);
    if (!row) throw new HttpError(404, { mensagem: alvo.naoEncontrado });
    const antes = alvo.estado(row);
    if (ator.tipo === 'equipe' && antes.situacao !== ator.esperada) {
      // Someone else (a colleague, the ERP) answered first: this staff member decided on a stale page.
      const rotulo = alvo.tabela[antes.situacao]?.rotulo ?? antes.situacao;
      throw new HttpError(409, { mensagem: situacaoMudouEnquantoVia(rotulo) });
    }
    const avaliacao = avaliarMudanca(alvo.tabela, antes, pedida);
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
    // The member's "Quem acessou meus dados" lists the change with the same action whoever made it: the
    // operator's system, or the operator's service desk (a staff row: the staff audit gets before → after).
    if (ator.tipo === 'equipe') {
      await registrarLeituraEquipe(tx, {
        request,
        papel: ator.papel,
        pessoaIds: [alvo.pessoaId(row)],
        acao: alvo.acao,
        recurso: alvo.recurso,
        motivo: MOTIVO_FILA(alvo.protocolo),
        acaoEquipe: ACAO_EQUIPE_SITUACAO,
        antes,
        detalhe: { protocolo: alvo.protocolo, depois: pedida },
      });
    } else {
      await audit({
        request,
        action: alvo.acao,
        subjectPessoaId: alvo.pessoaId(row),
        resource: alvo.recurso,
        db: tx,
      });
    }
    return { alterado: true, row };
  });
  if (resultado.alterado) {
    // After the commit, in the background: the status only — never the reason, a value or bank data.
    await avisarProtocolo({
      notify: request.server.notify,
      pessoaId: alvo.solicitanteId(resultado.row),
      evento: alvo.evento,
      sobrePessoaId: alvo.pessoaId(resultado.row),
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
