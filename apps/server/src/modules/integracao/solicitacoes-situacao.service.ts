// The operator's answer to a card reissue and to a dependant's death certificate (issue 19, decision 0024
// §7), through aplicarMudanca like the reimbursement and the direct debit. Neither table has a column for
// the reason (no migration in this slice): it lives in the history step the member reads, and the repeat
// check reads it back from there (motivoRegistrado). The card rows of a reissue follow the request's
// status through their composite foreign key (ON UPDATE CASCADE), in the same UPDATE — so an answered
// request frees its cards for a new one (the pending-card unique index covers SOLICITADO only).
import { and, desc, eq } from 'drizzle-orm';
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
  type TabelaTransicoes,
} from '@portal/domain/contract/integracao/transicoes';
import type { Database } from '../../db/client.js';
import { certidoesObito } from '../../db/schema/plano.js';
import { beneficiarios } from '../../db/schema/plans.js';
import { protocoloAndamentos } from '../../db/schema/protocolos.js';
import { segundaViaSolicitacoes } from '../../db/schema/segunda-via.js';
import { AUDIT_ACTIONS } from '../../platform/audit.js';
import { aplicarMudanca } from './mudanca-situacao.js';

/** The reason the protocol's last step of that title shows (null when blank or absent). */
async function motivoRegistrado(tx: Database, protocolo: string, titulo: string): Promise<string | null> {
  const [passo] = await tx
    .select({ descricao: protocoloAndamentos.descricao })
    .from(protocoloAndamentos)
    .where(and(eq(protocoloAndamentos.protocolo, protocolo), eq(protocoloAndamentos.titulo, titulo)))
    .orderBy(desc(protocoloAndamentos.id))
    .limit(1);
  return passo?.descricao.trim() || null;
}

/**
 * The locked row with its status typed and, when the change asked for is the status it already has, the
 * reason that status's step recorded (so the same answer again is a repeat and another reason a 409).
 */
async function comMotivo<S extends string, Row extends { situacao: string }>(
  tx: Database,
  tabela: TabelaTransicoes<S>,
  protocolo: string,
  row: Row | undefined,
  pedida: S,
): Promise<(Omit<Row, 'situacao'> & { situacao: S; motivo: string | null }) | undefined> {
  if (!row) return undefined;
  const situacao = row.situacao as S;
  const regra = tabela[situacao] as TabelaTransicoes<S>[S] | undefined;
  const motivo =
    situacao === pedida && regra
      ? await motivoRegistrado(tx, protocolo, regra.andamento ?? regra.rotulo)
      : null;
  return { ...row, situacao, motivo };
}

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
        return comMotivo(tx, TRANSICOES_SEGUNDA_VIA, protocolo, row, mudanca.situacao);
      },
      naoEncontrado: INTEGRACAO_MESSAGES.segundaViaNaoEncontrada,
      estado: (row) => ({ situacao: row.situacao, motivo: row.motivo }),
      gravar: async (tx, row) => {
        // segunda_via_carteiras.situacao follows through the composite foreign key (ON UPDATE CASCADE).
        await tx
          .update(segundaViaSolicitacoes)
          .set({ situacao: mudanca.situacao })
          .where(eq(segundaViaSolicitacoes.id, row.id));
      },
      descricao: motivo ?? '',
      pessoaId: (row) => row.pessoaId,
      solicitanteId: (row) => row.solicitadoPorPessoaId,
      acao: AUDIT_ACTIONS.integracaoSituacaoSegundaVia,
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
            pessoaId: beneficiarios.pessoaId,
            enviadoPorPessoaId: certidoesObito.enviadoPorPessoaId,
          })
          .from(certidoesObito)
          .innerJoin(beneficiarios, eq(beneficiarios.id, certidoesObito.beneficiarioId))
          .where(eq(certidoesObito.protocolo, protocolo))
          .for('update', { of: certidoesObito });
        return comMotivo(tx, TRANSICOES_CERTIDAO_OBITO, protocolo, row, mudanca.situacao);
      },
      naoEncontrado: INTEGRACAO_MESSAGES.certidaoNaoEncontrada,
      estado: (row) => ({ situacao: row.situacao, motivo: row.motivo }),
      gravar: async (tx, row) => {
        await tx
          .update(certidoesObito)
          .set({ situacao: mudanca.situacao })
          .where(eq(certidoesObito.id, row.id));
      },
      descricao: motivo ?? '',
      // About the dependant (whose protocol it is); the titular who sent it is e-mailed.
      pessoaId: (row) => row.pessoaId,
      solicitanteId: (row) => row.enviadoPorPessoaId,
      acao: AUDIT_ACTIONS.integracaoSituacaoCertidaoObito,
      recurso: 'CERTIDAO_OBITO',
      assunto: 'Certidão de óbito',
      acompanharEm: 'Meus Dados > Meu Plano',
    },
    mudanca,
  );
}
