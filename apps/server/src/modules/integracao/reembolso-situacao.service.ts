// The operator's answer to a reimbursement (issue 19, decision 0024 §6): an allowed status change from the
// domain's table, applied in one transaction with the protocol's history step the member reads in
// Protocolos and an audit row about the member; the filer is e-mailed after the commit. The row is locked
// (FOR UPDATE), so two changes of one request queue and the second is judged on the first's result: the
// same change twice answers "already applied" and writes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  avisoSituacaoAlterada,
  formatCents,
  formatDate,
  formatIsoDate,
  INTEGRACAO_MESSAGES,
  operatorDate,
  parseIsoDate,
} from '@portal/domain';
import type {
  MudancaSituacaoReembolso,
  SituacaoReembolsoAplicada,
} from '@portal/domain/contract/integracao/integracao';
import { avaliarMudanca, TRANSICOES_REEMBOLSO } from '@portal/domain/contract/integracao/transicoes';
import { reembolsos } from '../../db/schema/reembolso.js';
import { avisarProtocolo } from '../../platform/aviso-protocolo.js';
import { audit, AUDIT_ACTIONS } from '../../platform/audit.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { integracaoError } from '../../platform/integracao/guard.js';
import { registrarAndamento } from '../../platform/protocolo.js';

/** What the member reads under the step's title: the reason, and for a payment the value and day. */
function descricaoAndamento(mudanca: MudancaSituacaoReembolso): string {
  const partes: string[] = [];
  if (mudanca.situacao === 'PAGO' && mudanca.valorPagoCentavos && mudanca.dataPagamento) {
    partes.push(
      `Valor pago: ${formatCents(mudanca.valorPagoCentavos)} em ${formatDate(mudanca.dataPagamento)}.`,
    );
  }
  if (mudanca.motivo?.trim()) partes.push(mudanca.motivo.trim());
  return partes.join(' ');
}

export async function mudarSituacaoReembolso(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoReembolso,
): Promise<SituacaoReembolsoAplicada> {
  const { ctx } = request.server;
  const agora = ctx.clock();
  if (mudanca.dataPagamento) {
    const dia = parseIsoDate(mudanca.dataPagamento);
    if (!dia)
      throw badRequest(INTEGRACAO_MESSAGES.valorInvalido, {
        dataPagamento: INTEGRACAO_MESSAGES.valorInvalido,
      });
    if (formatIsoDate(dia) > formatIsoDate(operatorDate(agora))) {
      throw badRequest(INTEGRACAO_MESSAGES.dataPagamentoFutura, {
        dataPagamento: INTEGRACAO_MESSAGES.dataPagamentoFutura,
      });
    }
  }
  const regra = TRANSICOES_REEMBOLSO[mudanca.situacao];
  const resultado = await ctx.db.transaction(async (tx) => {
    const [atual] = await tx
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.protocolo, protocolo))
      .for('update');
    if (!atual) throw integracaoError(404, INTEGRACAO_MESSAGES.reembolsoNaoEncontrado);
    const avaliacao = avaliarMudanca(
      TRANSICOES_REEMBOLSO,
      {
        situacao: atual.situacao,
        motivo: atual.motivoSituacao,
        valorPagoCentavos: atual.valorPagoCentavos,
        dataPagamento: atual.dataPagamento,
      },
      mudanca,
    );
    switch (avaliacao.tipo) {
      case 'invalida':
        throw badRequest(avaliacao.mensagem, avaliacao.campos);
      case 'recusada':
        throw new HttpError(409, { mensagem: avaliacao.mensagem });
      case 'repetida':
        return { alterado: false, atual };
      case 'aplicar':
        break;
    }
    await tx
      .update(reembolsos)
      .set({
        situacao: mudanca.situacao,
        motivoSituacao: mudanca.motivo?.trim() || null,
        valorPagoCentavos: mudanca.valorPagoCentavos ?? null,
        dataPagamento: mudanca.dataPagamento ?? null,
      })
      .where(eq(reembolsos.id, atual.id));
    await registrarAndamento(tx, protocolo, {
      em: agora,
      titulo: regra.rotulo,
      descricao: descricaoAndamento(mudanca),
      situacao: regra.encerra ? 'FECHADO' : 'EM_ANDAMENTO',
    });
    await audit({
      request,
      action: AUDIT_ACTIONS.integracaoSituacaoReembolso,
      subjectPessoaId: atual.pessoaId,
      resource: 'REEMBOLSO',
      db: tx,
    });
    return { alterado: true, atual };
  });
  if (resultado.alterado) {
    // After the commit, in the background: the status only — never the reason, value or bank data.
    await avisarProtocolo({
      db: ctx.db,
      notify: request.server.notify,
      pessoaId: resultado.atual.solicitadoPorPessoaId,
      assunto: 'Reembolso',
      protocolo,
      mensagem: avisoSituacaoAlterada(regra.rotulo),
      acompanharEm: 'Financeiro > Reembolso',
    });
  }
  return {
    protocolo,
    situacao: mudanca.situacao,
    situacaoProtocolo: regra.encerra ? 'FECHADO' : 'EM_ANDAMENTO',
    alterado: resultado.alterado,
  };
}
