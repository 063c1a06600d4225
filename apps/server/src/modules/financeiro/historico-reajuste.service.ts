// Histórico de Reajuste (issue 13): a contract's annual adjustments (reajustes_contrato) and its
// beneficiaries' age-band changes (the Troca de Faixa Etária history, read through its own service: one
// source), newest first. Percentages in basis points, fees in cents.
import { desc, eq } from 'drizzle-orm';
import { FINANCEIRO_MESSAGES } from '@portal/domain';
import {
  TIPOS_REAJUSTE,
  type HistoricoReajusteResponse,
  type Reajuste,
} from '@portal/domain/contract/financeiro/historico-reajuste';
import { reajustesContrato } from '../../db/schema/utilizacao.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { getHistoricoFaixaEtaria } from '../../shared-domain/faixa-etaria-historico.js';

const NOME_TIPO = Object.fromEntries(TIPOS_REAJUSTE.map((t) => [t.tipo, t.nome])) as Record<
  Reajuste['tipo'],
  string
>;

/** Reais with two decimals (the age-band table's numeric column) as integer cents. */
const centavos = (reais: number): number => Math.round(reais * 100);

/** (after − before) / before in basis points, rounded half away from zero. */
export const pontosBase = (antes: number, depois: number): number =>
  antes > 0 ? Math.round(((depois - antes) * 10_000) / antes) : 0;

export async function historicoReajuste(
  scope: FamilyScope,
  codigoPlano: string,
): Promise<HistoricoReajusteResponse> {
  const { contrato } = await scope.contrato(codigoPlano);
  const [anuais, faixas] = await Promise.all([
    scope.db
      .select()
      .from(reajustesContrato)
      .where(eq(reajustesContrato.contratoId, contrato.id))
      .orderBy(desc(reajustesContrato.dataAplicacao), desc(reajustesContrato.id)),
    getHistoricoFaixaEtaria(scope, codigoPlano),
  ]);
  const reajustes: Reajuste[] = [
    ...anuais.map((r): Reajuste => ({
      id: `A${r.id}`,
      data: r.dataAplicacao,
      tipo: r.tipo,
      descricao: `${NOME_TIPO[r.tipo]} — ${r.referencia}`,
      beneficiario: null,
      percentualPontosBase: r.percentualPontosBase,
      mensalidadeAnteriorCentavos: r.mensalidadeAnteriorCentavos,
      mensalidadeNovaCentavos: r.mensalidadeNovaCentavos,
    })),
    ...faixas.map((f, i): Reajuste => {
      const antes = centavos(f.valorAnterior);
      const depois = centavos(f.valorNovo);
      return {
        id: `F${i}-${f.cpf}-${f.dataAlteracao}`,
        data: f.dataAlteracao,
        tipo: 'FAIXA_ETARIA',
        descricao: `${NOME_TIPO.FAIXA_ETARIA}: ${f.faixaAnterior} → ${f.faixaNova} (${f.idade} anos)`,
        beneficiario: { nome: f.nome, cpf: f.cpf },
        percentualPontosBase: pontosBase(antes, depois),
        mensalidadeAnteriorCentavos: antes,
        mensalidadeNovaCentavos: depois,
      };
    }),
    // Newest first; on the same day the contract's adjustment before a beneficiary's band change.
  ].sort(
    (a, b) =>
      b.data.localeCompare(a.data) || Number(a.tipo === 'FAIXA_ETARIA') - Number(b.tipo === 'FAIXA_ETARIA'),
  );
  return {
    codigoPlano: contrato.codigo,
    plano: contrato.plano,
    tipoContratacao: contrato.tipoContratacao,
    reajustes,
    ...(reajustes.length === 0
      ? { mensagemAmigavel: FINANCEIRO_MESSAGES.noAdjustments, tipoMensagem: 'ALERTA' as const }
      : {}),
  };
}
