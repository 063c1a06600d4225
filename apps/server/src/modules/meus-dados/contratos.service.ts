// The plan contracts a member may see (spec §3 "Plan contract"), shared by the plan-tab screens of
// issue 4 B (meu plano, cartão virtual, faixa etária): a contract is visible when one of its
// beneficiary rows is (platform/family.ts), so a dependant sees only the contracts they are on.
import { asc, eq, inArray } from 'drizzle-orm';
import { PLANO_MESSAGES } from '@portal/domain';
import type { ContratoResumo, ContratosResponse } from '@portal/domain/contract/meus-dados/contratos';
import type { Database } from '../../db/client.js';
import { operatorParameters } from '../../db/schema/operator.js';
import { contratos } from '../../db/schema/plans.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { visibleBeneficiarios, type VisibleBeneficiario } from '../../platform/family.js';
import type { Operador } from '../../platform/pdf/portal-pdf.js';

export type Contrato = typeof contratos.$inferSelect;

/** Contracts on which the person sees someone other than a contratante row (contratantes hold no plan). */
export async function listContratos({
  db,
  personId,
}: {
  db: Database;
  personId: number;
}): Promise<ContratoResumo[]> {
  const visible = await visibleBeneficiarios(db, personId);
  const ids = [...new Set(visible.filter((b) => b.tipo !== 'CONTRATANTE').map((b) => b.contratoId))];
  if (ids.length === 0) return [];
  return db
    .select({ codigo: contratos.codigo, plano: contratos.plano, segmentacao: contratos.segmentacao })
    .from(contratos)
    .where(inArray(contratos.id, ids))
    .orderBy(asc(contratos.codigo));
}

/** Spec §8: an empty plan list carries a friendly message the tabs show instead. */
export const contratosResponse = (contratos: ContratoResumo[]): ContratosResponse =>
  contratos.length > 0
    ? { contratos }
    : { contratos, mensagemAmigavel: PLANO_MESSAGES.noPlans, tipoMensagem: 'ALERTA' };

export interface VisibleContrato {
  contrato: Contrato;
  /** The plan's beneficiaries the person may see (titular and dependants, not contratantes). */
  beneficiarios: VisibleBeneficiario[];
  /** The person is the contract's titular. */
  titular: boolean;
}

/** The contract by its public code if the person may see it; otherwise 404, as for a code that does not exist. */
export async function findVisibleContrato({
  db,
  personId,
  codigo,
}: {
  db: Database;
  personId: number;
  codigo: string;
}): Promise<VisibleContrato> {
  const [contrato] = await db.select().from(contratos).where(eq(contratos.codigo, codigo));
  if (!contrato) throw notFound();
  const beneficiarios = (await visibleBeneficiarios(db, personId)).filter(
    (b) => b.contratoId === contrato.id && b.tipo !== 'CONTRATANTE',
  );
  if (beneficiarios.length === 0) throw notFound();
  const titular = beneficiarios.some((b) => b.pessoaId === personId && b.tipo === 'TITULAR');
  return { contrato, beneficiarios, titular };
}

/** The operator as every generated document names it (name, ANS number, address). */
export async function readOperador(db: Database): Promise<Operador> {
  const rows = await db
    .select()
    .from(operatorParameters)
    .where(inArray(operatorParameters.nome, ['NOME_OPERADORA', 'REGISTRO_ANS', 'ENDERECO']));
  const value = (nome: string) => rows.find((r) => r.nome === nome)?.valor;
  return {
    nome: value('NOME_OPERADORA') ?? '',
    registroAns: value('REGISTRO_ANS') ?? '',
    ...(value('ENDERECO') ? { endereco: value('ENDERECO') } : {}),
  };
}

/** Protocol number: the request's date (yyyyMMdd) and 8 random digits, e.g. '2026031004718265'. */
export function newProtocolo(clock: Clock, random: RandomBytes): string {
  const day = clock().toISOString().slice(0, 10).replaceAll('-', '');
  const digits = (random(4).readUInt32BE(0) % 100_000_000).toString().padStart(8, '0');
  return `${day}${digits}`;
}
