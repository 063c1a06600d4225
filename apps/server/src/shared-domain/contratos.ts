// The plan contracts a member may see (spec §3 "Plan contract"), shared by the plan-tab screens of
// issue 4 B (meu plano, cartão virtual, faixa etária): a contract is visible when one of its
// beneficiary rows is (platform/family-scope.ts), so a dependant sees only the contracts they are on.
import { asc, inArray, sql } from 'drizzle-orm';
import { PLANO_MESSAGES } from '@portal/domain';
import type { ContratoResumo, ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { comMapeamentoDireto } from '../db/mapeamento-direto.js';
import { parametrosOperadora } from '../db/schema/operator.js';
import { contratos } from '../db/schema/contratos.js';
import type { FamilyScope } from '../platform/family-scope.js';
import type { Operador } from '../platform/pdf/portal-pdf.js';
import { logoDosDocumentos } from './marca.js';

/** Contracts on which the person sees someone who holds a plan (contratantes hold none). */
export async function listContratos(scope: FamilyScope): Promise<ContratoResumo[]> {
  const ids = [...new Set((await scope.planHolders()).map((b) => b.contratoId))];
  if (ids.length === 0) return [];
  return contratosStatement(scope.db).execute({ ids });
}

/** Prepared once per database (decision 0012): every plan tab opens with this list. */
const contratosStatement = preparedPerDatabase((db) =>
  comMapeamentoDireto(
    db
      .select({ codigo: contratos.codigo, plano: contratos.plano, segmentacao: contratos.segmentacao })
      .from(contratos)
      .where(sql`${contratos.id} = any(${sql.placeholder('ids')}::integer[])`)
      .orderBy(asc(contratos.codigo))
      .prepare('portal_contratos_visiveis'),
  ),
);

/** Spec §8: an empty plan list carries a friendly message the tabs show instead. */
export const contratosResponse = (contratos: ContratoResumo[]): ContratosResponse =>
  contratos.length > 0
    ? { contratos }
    : { contratos, mensagemAmigavel: PLANO_MESSAGES.noPlans, tipoMensagem: 'ALERTA' };

/**
 * The operator as every generated document names it (name, ANS number, address); `comLogo`: with the published
 * brand's PNG logo too, for a PDF's letterhead (issue 38) — one more read, so only documents ask for it.
 */
export async function readOperador(db: Database, { comLogo = false } = {}): Promise<Operador> {
  const rows = await db
    .select()
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, ['NOME_OPERADORA', 'REGISTRO_ANS', 'ENDERECO']));
  const value = (nome: string) => rows.find((r) => r.nome === nome)?.valor;
  const logo = comLogo ? await logoDosDocumentos(db) : null;
  return {
    nome: value('NOME_OPERADORA') ?? '',
    registroAns: value('REGISTRO_ANS') ?? '',
    ...(value('ENDERECO') ? { endereco: value('ENDERECO') } : {}),
    ...(logo ? { logo } : {}),
  };
}
