// The operator's answer to a reimbursement (issue 19, decision 0024 §6), through aplicarMudanca: the
// domain's reimbursement table, the paid value and day stored with PAGO, the reason with PENDENTE and
// INDEFERIDO; the filer is e-mailed. A payment day must be a real day, not in the operator's future.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
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
import { TRANSICOES_REEMBOLSO } from '@portal/domain/contract/integracao/transicoes';
import { reembolsos } from '../../db/schema/reembolso.js';
import { badRequest } from '../../platform/errors.js';
import { aplicarMudanca } from './mudanca-situacao.js';

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

function conferirDataPagamento(request: FastifyRequest, dataPagamento: string): void {
  const dia = parseIsoDate(dataPagamento);
  if (!dia) {
    throw badRequest(INTEGRACAO_MESSAGES.valorInvalido, { dataPagamento: INTEGRACAO_MESSAGES.valorInvalido });
  }
  if (formatIsoDate(dia) > formatIsoDate(operatorDate(request.server.ctx.clock()))) {
    throw badRequest(INTEGRACAO_MESSAGES.dataPagamentoFutura, {
      dataPagamento: INTEGRACAO_MESSAGES.dataPagamentoFutura,
    });
  }
}

export function mudarSituacaoReembolso(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoReembolso,
): Promise<SituacaoReembolsoAplicada> {
  if (mudanca.dataPagamento) conferirDataPagamento(request, mudanca.dataPagamento);
  return aplicarMudanca(
    request,
    {
      tabela: TRANSICOES_REEMBOLSO,
      protocolo,
      carregar: async (tx) =>
        (await tx.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo)).for('update'))[0],
      naoEncontrado: INTEGRACAO_MESSAGES.reembolsoNaoEncontrado,
      estado: (row) => ({
        situacao: row.situacao,
        motivo: row.motivoSituacao,
        valorPagoCentavos: row.valorPagoCentavos,
        dataPagamento: row.dataPagamento,
      }),
      gravar: async (tx, row) => {
        await tx
          .update(reembolsos)
          .set({
            situacao: mudanca.situacao,
            motivoSituacao: mudanca.motivo?.trim() || null,
            valorPagoCentavos: mudanca.valorPagoCentavos ?? null,
            dataPagamento: mudanca.dataPagamento ?? null,
          })
          .where(eq(reembolsos.id, row.id));
      },
      descricao: descricaoAndamento(mudanca),
      pessoaId: (row) => row.pessoaId,
      solicitanteId: (row) => row.solicitadoPorPessoaId,
      acao: 'INTEGRACAO_SITUACAO_REEMBOLSO',
      recurso: 'REEMBOLSO',
      assunto: 'Reembolso',
      acompanharEm: 'Financeiro > Reembolso',
    },
    mudanca,
  );
}
