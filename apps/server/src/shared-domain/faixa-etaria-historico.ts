// Troca de Faixa Etária (spec §7 "History and tax"): the age-band price changes of a contract's
// beneficiaries the member may see, newest first.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TrocaFaixaEtaria } from '@portal/domain/contract/meus-dados/faixa-etaria';
import { faixaEtariaHistorico } from '../db/schema/contrato-eventos.js';
import type { FamilyScope } from '../platform/family-scope.js';

/** Percent change with two decimals (812,40 → 951,27 is 17,09 %). */
export const percentChange = (before: number, after: number): number =>
  before > 0 ? Math.round(((after - before) / before) * 10_000) / 100 : 0;

export async function getHistoricoFaixaEtaria(
  scope: FamilyScope,
  codigo: string,
): Promise<TrocaFaixaEtaria[]> {
  const visible = await scope.contrato(codigo);
  const byId = new Map(visible.beneficiarios.map((b) => [b.beneficiarioId, b]));
  const rows = await scope.db
    .select()
    .from(faixaEtariaHistorico)
    .where(
      and(
        eq(faixaEtariaHistorico.contratoId, visible.contrato.id),
        inArray(faixaEtariaHistorico.beneficiarioId, [...byId.keys()]),
      ),
    )
    .orderBy(desc(faixaEtariaHistorico.dataAlteracao), faixaEtariaHistorico.id);
  return rows.map((row) => {
    const b = byId.get(row.beneficiarioId)!;
    return {
      nome: b.nomeSocial ?? b.nomeCompleto,
      cpf: b.cpf,
      dataAlteracao: row.dataAlteracao,
      idade: row.idade,
      faixaAnterior: row.faixaAnterior,
      faixaNova: row.faixaNova,
      valorAnterior: row.valorAnterior,
      valorNovo: row.valorNovo,
      percentual: percentChange(row.valorAnterior, row.valorNovo),
    };
  });
}
