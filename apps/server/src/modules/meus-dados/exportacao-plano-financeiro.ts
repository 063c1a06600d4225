// "Meus dados em um arquivo", plans and money: memberships with their contracts, cards, the bills the person
// pays (with only their own items) and reimbursements (exportacao-coleta.ts puts the sections together).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ExportacaoDados } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import { enSequencia, type ContextoColeta } from './exportacao-secao.js';
import { agruparPor } from '../../platform/agrupar-por.js';

type Secoes = Pick<ExportacaoDados, 'planos' | 'carteiras' | 'faturas' | 'reembolsos'>;

/** `cpf`: the person's, to tell a reimbursement paid into their own account from one paid to someone else. */
export async function secoesPlanoFinanceiro(
  { db, pessoaId, beneficiarioIds, contratosPagos }: ContextoColeta,
  cpf: string,
): Promise<Secoes> {
  const [planos, carteirasRows, faturas, itens, reembolsosRows] = await enSequencia([
    db
      .select({
        contrato: contratos.codigo,
        plano: contratos.plano,
        registroAnsProduto: contratos.registroAnsProduto,
        tipoContratacao: contratos.tipoContratacao,
        segmentacao: contratos.segmentacao,
        acomodacao: contratos.acomodacao,
        abrangencia: contratos.abrangencia,
        situacaoContrato: contratos.situacao,
        vinculo: beneficiarios.tipo,
        parentesco: beneficiarios.parentesco,
        dataInclusao: beneficiarios.dataInclusao,
      })
      .from(beneficiarios)
      .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
      .where(eq(beneficiarios.pessoaId, pessoaId))
      .orderBy(asc(contratos.codigo), asc(beneficiarios.id)),
    db
      .select({
        numero: carteiras.codigo,
        contrato: contratos.codigo,
        validade: carteiras.validade,
        via: carteiras.via,
      })
      .from(carteiras)
      .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
      .where(inArray(carteiras.beneficiarioId, beneficiarioIds))
      .orderBy(asc(carteiras.id)),
    contratosPagos.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: titulos.id,
            codigo: titulos.codigo,
            contrato: contratos.codigo,
            competencia: titulos.competencia,
            vencimento: titulos.vencimento,
            valorCentavos: titulos.valorCentavos,
            situacao: titulos.situacao,
            dataPagamento: titulos.dataPagamento,
          })
          .from(titulos)
          .innerJoin(contratos, eq(contratos.id, titulos.contratoId))
          .where(inArray(titulos.contratoId, contratosPagos))
          .orderBy(desc(titulos.vencimento), asc(titulos.id)),
    contratosPagos.length === 0
      ? Promise.resolve([])
      : db
          .select({
            tituloId: tituloItens.tituloId,
            bloco: tituloItens.bloco,
            descricao: tituloItens.descricao,
            data: tituloItens.data,
            valorCentavos: tituloItens.valorCentavos,
          })
          .from(tituloItens)
          .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
          .where(
            and(
              inArray(titulos.contratoId, contratosPagos),
              inArray(tituloItens.beneficiarioId, beneficiarioIds),
            ),
          )
          .orderBy(asc(tituloItens.id)),
    db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.pessoaId, pessoaId))
      .orderBy(desc(reembolsos.dataReembolso), asc(reembolsos.id)),
  ]);
  const itensDe = agruparPor(itens, (i) => i.tituloId);
  return {
    planos,
    carteiras: carteirasRows,
    faturas: faturas.map(({ id, ...f }) => ({
      ...f,
      itens: (itensDe.get(id) ?? []).map(({ tituloId: _t, ...i }) => i),
    })),
    reembolsos: reembolsosRows.map((r) => {
      const proprio = r.titularContaCnpjCpf === cpf;
      return {
        protocolo: r.protocolo,
        dataSolicitacao: r.dataReembolso,
        dataAtendimento: r.dataAtendimento,
        valorCentavos: r.valorCentavos,
        tipoAtendimento: r.tipoAtendimento,
        motivo: r.motivo,
        localAtendimento: r.localAtendimento,
        cidade: r.cidade,
        uf: r.uf,
        prestadorCnpjCpf: r.prestadorCnpjCpf,
        situacao: r.situacao,
        motivoSituacao: r.motivoSituacao,
        valorPagoCentavos: r.valorPagoCentavos,
        dataPagamento: r.dataPagamento,
        contaBancaria: {
          banco: r.bancoCodigo,
          titular: proprio ? ('PROPRIO' as const) : ('OUTRA_PESSOA' as const),
          agencia: proprio ? [r.agencia, r.dvAgencia].filter(Boolean).join('-') : null,
          conta: proprio ? [r.conta, r.dvConta].filter(Boolean).join('-') : null,
        },
      };
    }),
  };
}
