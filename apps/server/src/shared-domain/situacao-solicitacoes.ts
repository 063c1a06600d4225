// The answers to what members file, kind by kind (issue 19, decisions 0024 §6–§7; issue 39, decision 0043):
// each builds its row's target for aplicarMudanca — the domain's table, how the row is read, locked and
// written, what the member reads — so the integration API and the console's request queues apply the same
// change the same way; only the actor differs (AtorMudanca).

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
  MudancaSituacaoCertidaoObito,
  MudancaSituacaoDebitoConta,
  MudancaSituacaoReembolso,
  MudancaSituacaoSegundaVia,
  SituacaoCertidaoObitoAplicada,
  SituacaoDebitoContaAplicada,
  SituacaoReembolsoAplicada,
  SituacaoSegundaViaAplicada,
} from '@portal/domain/contract/integracao/integracao';
import {
  TRANSICOES_CERTIDAO_OBITO,
  TRANSICOES_DEBITO_CONTA,
  TRANSICOES_REEMBOLSO,
  TRANSICOES_SEGUNDA_VIA,
} from '@portal/domain/contract/integracao/transicoes';
import type { SituacaoCertidaoObito } from '@portal/domain/contract/meus-dados/meu-plano';
import type { SituacaoSegundaVia } from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { certidoesObito } from '../db/schema/contrato-eventos.js';
import { beneficiarios } from '../db/schema/contratos.js';
import { debitosConta } from '../db/schema/financeiro.js';
import { reembolsos } from '../db/schema/reembolso.js';
import { segundaViaSolicitacoes } from '../db/schema/segunda-via.js';
import { badRequest } from '../platform/errors.js';
import { aplicarMudanca, type AtorMudanca } from './mudanca-situacao.js';

// The operator's answer to a reimbursement (issue 19, decision 0024 §6), through aplicarMudanca: the
// domain's reimbursement table, the paid value and day stored with PAGO, the reason with PENDENTE and
// INDEFERIDO; the filer is e-mailed. A payment day must be a real day, not in the operator's future.
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
  ator: AtorMudanca,
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
      evento: 'REEMBOLSO_SITUACAO',
      assunto: 'Reembolso',
      acompanharEm: 'Financeiro > Reembolso',
    },
    mudanca,
    ator,
  );
}

// The operator's answer to a direct-debit request (issue 19, decision 0024 §6), through aplicarMudanca:
// SOLICITADO → ATIVO (activated) or ENCERRADO (refused, with the reason), ATIVO → ENCERRADO (ended by the
// operator, with the reason). Keyed by the activation request's protocol; the filer is e-mailed.
export function mudarSituacaoDebitoConta(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoDebitoConta,
  ator: AtorMudanca,
): Promise<SituacaoDebitoContaAplicada> {
  const motivo = mudanca.motivo?.trim() || null;
  return aplicarMudanca(
    request,
    {
      tabela: TRANSICOES_DEBITO_CONTA,
      protocolo,
      carregar: async (tx) =>
        (await tx.select().from(debitosConta).where(eq(debitosConta.protocolo, protocolo)).for('update'))[0],
      naoEncontrado: INTEGRACAO_MESSAGES.debitoNaoEncontrado,
      estado: (row) => ({ situacao: row.situacao, motivo: row.motivoSituacao }),
      gravar: async (tx, row, agora) => {
        await tx
          .update(debitosConta)
          .set({
            situacao: mudanca.situacao,
            motivoSituacao: motivo,
            ...(mudanca.situacao === 'ATIVO' ? { ativadoEm: agora } : { encerradoEm: agora }),
          })
          .where(eq(debitosConta.id, row.id));
      },
      descricao: motivo ?? '',
      pessoaId: (row) => row.solicitadoPorPessoaId,
      solicitanteId: (row) => row.solicitadoPorPessoaId,
      acao: 'INTEGRACAO_SITUACAO_DEBITO_CONTA',
      recurso: 'DEBITO_CONTA',
      evento: 'DEBITO_RECUSADO',
      assunto: 'Débito em conta',
      acompanharEm: 'Financeiro > Débito em Conta',
    },
    mudanca,
    ator,
  );
}

// The operator's answer to a card reissue and to a dependant's death certificate (issue 19, decision 0024
// §7), through aplicarMudanca like the reimbursement and the direct debit. The reason of a refusal is kept
// on the row (motivo_situacao, migration 0019) as well as in the history step the member reads, so the
// repeat check compares with the row. The card rows of a reissue follow the request's status through their
// composite foreign key (ON UPDATE CASCADE), in the same UPDATE — so an answered request frees its cards for
// a new one (the pending-card unique index covers SOLICITADO only); a refused death certificate frees its
// dependant for another one the same way (the partial unique index skips RECUSADA).
export function mudarSituacaoSegundaVia(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoSegundaVia,
  ator: AtorMudanca,
): Promise<SituacaoSegundaViaAplicada> {
  const motivo = mudanca.motivo?.trim() || null;
  return aplicarMudanca(
    request,
    {
      tabela: TRANSICOES_SEGUNDA_VIA,
      protocolo,
      carregar: async (tx) => {
        const [row] = await tx
          .select()
          .from(segundaViaSolicitacoes)
          .where(eq(segundaViaSolicitacoes.protocolo, protocolo))
          .for('update');
        return row && { ...row, situacao: row.situacao as SituacaoSegundaVia };
      },
      naoEncontrado: INTEGRACAO_MESSAGES.segundaViaNaoEncontrada,
      estado: (row) => ({ situacao: row.situacao, motivo: row.motivoSituacao }),
      gravar: async (tx, row) => {
        // segunda_via_carteiras.situacao follows through the composite foreign key (ON UPDATE CASCADE).
        await tx
          .update(segundaViaSolicitacoes)
          .set({ situacao: mudanca.situacao, motivoSituacao: motivo })
          .where(eq(segundaViaSolicitacoes.id, row.id));
      },
      descricao: motivo ?? '',
      pessoaId: (row) => row.pessoaId,
      solicitanteId: (row) => row.solicitadoPorPessoaId,
      acao: 'INTEGRACAO_SITUACAO_SEGUNDA_VIA',
      recurso: 'SEGUNDA_VIA_CARTAO',
      evento: 'PROTOCOLO_RESPONDIDO',
      assunto: '2ª via do cartão',
      acompanharEm: 'Facilidades > Protocolos',
    },
    mudanca,
    ator,
  );
}

export function mudarSituacaoCertidaoObito(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoCertidaoObito,
  ator: AtorMudanca,
): Promise<SituacaoCertidaoObitoAplicada> {
  const motivo = mudanca.motivo?.trim() || null;
  return aplicarMudanca(
    request,
    {
      tabela: TRANSICOES_CERTIDAO_OBITO,
      protocolo,
      carregar: async (tx) => {
        const [row] = await tx
          .select({
            id: certidoesObito.id,
            situacao: certidoesObito.situacao,
            motivoSituacao: certidoesObito.motivoSituacao,
            pessoaId: beneficiarios.pessoaId,
            enviadoPorPessoaId: certidoesObito.enviadoPorPessoaId,
          })
          .from(certidoesObito)
          .innerJoin(beneficiarios, eq(beneficiarios.id, certidoesObito.beneficiarioId))
          .where(eq(certidoesObito.protocolo, protocolo))
          .for('update', { of: certidoesObito });
        return row && { ...row, situacao: row.situacao as SituacaoCertidaoObito };
      },
      naoEncontrado: INTEGRACAO_MESSAGES.certidaoNaoEncontrada,
      estado: (row) => ({ situacao: row.situacao, motivo: row.motivoSituacao }),
      gravar: async (tx, row) => {
        await tx
          .update(certidoesObito)
          .set({ situacao: mudanca.situacao, motivoSituacao: motivo })
          .where(eq(certidoesObito.id, row.id));
      },
      descricao: motivo ?? '',
      // About the dependant (whose protocol it is); the titular who sent it is e-mailed.
      pessoaId: (row) => row.pessoaId,
      solicitanteId: (row) => row.enviadoPorPessoaId,
      acao: 'INTEGRACAO_SITUACAO_CERTIDAO_OBITO',
      recurso: 'CERTIDAO_OBITO',
      evento: 'PROTOCOLO_RESPONDIDO',
      assunto: 'Certidão de óbito',
      acompanharEm: 'Meus Dados > Meu Plano',
    },
    mudanca,
    ator,
  );
}
