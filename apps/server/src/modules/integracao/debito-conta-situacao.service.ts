// The operator's answer to a direct-debit request (issue 19, decision 0024 §6), through aplicarMudanca:
// SOLICITADO → ATIVO (activated) or ENCERRADO (refused, with the reason), ATIVO → ENCERRADO (ended by the
// operator, with the reason). Keyed by the activation request's protocol; the filer is e-mailed.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import type {
  MudancaSituacaoDebitoConta,
  SituacaoDebitoContaAplicada,
} from '@portal/domain/contract/integracao/integracao';
import { TRANSICOES_DEBITO_CONTA } from '@portal/domain/contract/integracao/transicoes';
import { debitosConta } from '../../db/schema/financeiro.js';
import { aplicarMudanca } from './mudanca-situacao.js';

export function mudarSituacaoDebitoConta(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoDebitoConta,
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
      assunto: 'Débito em conta',
      acompanharEm: 'Financeiro > Débito em Conta',
    },
    mudanca,
  );
}
