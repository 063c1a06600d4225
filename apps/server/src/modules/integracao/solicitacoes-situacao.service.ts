// The operator's answer to a card reissue and to a dependant's death certificate (issue 19, decision 0024
// §7), through aplicarMudanca like the reimbursement and the direct debit. The reason of a refusal is kept
// on the row (motivo_situacao, migration 0019) as well as in the history step the member reads, so the
// repeat check compares with the row. The card rows of a reissue follow the request's status through their
// composite foreign key (ON UPDATE CASCADE), in the same UPDATE — so an answered request frees its cards for
// a new one (the pending-card unique index covers SOLICITADO only); a refused death certificate frees its
// dependant for another one the same way (the partial unique index skips RECUSADA).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import type {
  MudancaSituacaoCertidaoObito,
  MudancaSituacaoSegundaVia,
  SituacaoCertidaoObitoAplicada,
  SituacaoSegundaViaAplicada,
} from '@portal/domain/contract/integracao/integracao';
import {
  TRANSICOES_CERTIDAO_OBITO,
  TRANSICOES_SEGUNDA_VIA,
} from '@portal/domain/contract/integracao/transicoes';
import type { SituacaoCertidaoObito } from '@portal/domain/contract/meus-dados/meu-plano';
import type { SituacaoSegundaVia } from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { certidoesObito } from '../../db/schema/contrato-eventos.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { segundaViaSolicitacoes } from '../../db/schema/segunda-via.js';
import { aplicarMudanca } from './mudanca-situacao.js';

export function mudarSituacaoSegundaVia(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoSegundaVia,
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
      assunto: '2ª via do cartão',
      acompanharEm: 'Facilidades > Protocolos',
    },
    mudanca,
  );
}

export function mudarSituacaoCertidaoObito(
  request: FastifyRequest,
  protocolo: string,
  mudanca: MudancaSituacaoCertidaoObito,
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
      assunto: 'Certidão de óbito',
      acompanharEm: 'Meus Dados > Meu Plano',
    },
    mudanca,
  );
}
