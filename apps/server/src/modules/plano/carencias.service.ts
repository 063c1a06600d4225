// Minhas carências (issue 41, decision 0048): a beneficiary's waiting periods and CPTs, and the one question
// the coverage lookup asks of them — does a waiting period or a CPT still block this group today, and until
// when. `fim` is the first day the coverage is free (carencias-codigos.ts), so "still blocks" is fim > hoje.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { GrupoCarencia, RestricaoCpt } from '@portal/domain/contract/plano/carencias-codigos';
import type { Database } from '../../db/client.js';
import { carencias, coberturasParciaisTemporarias } from '../../db/schema/plano.js';

export interface Bloqueio {
  /** The first day the procedure is free ('YYYY-MM-DD'). */
  ate: string;
  motivo: 'CARENCIA' | 'CPT';
}

/**
 * What a CPT restricts that a procedure of `grupo` (high complexity or not) falls under: a surgery or a stay
 * (Internações e cirurgias: surgical events and high-tech beds) and high-complexity procedures (PAC).
 */
export function restricoesQueAlcancam(grupo: GrupoCarencia, altaComplexidade: boolean): RestricaoCpt[] {
  const alcancadas: RestricaoCpt[] = [];
  if (grupo === 'INTERNACOES_CIRURGIAS') alcancadas.push('EVENTOS_CIRURGICOS', 'LEITOS_ALTA_TECNOLOGIA');
  if (altaComplexidade || grupo === 'ALTA_COMPLEXIDADE') alcancadas.push('PROCEDIMENTOS_ALTA_COMPLEXIDADE');
  return alcancadas;
}

/**
 * Whether a waiting period of `grupo` or a CPT still blocks a procedure for the beneficiary on `hoje`, and
 * until when; null when nothing does. With both, the later end wins (the member waits for both). A CPT
 * restricts only what relates to the declared condition, which the portal cannot judge: the coverage answer
 * says "may be limited" and names the condition (carenciasDoBeneficiario).
 */
export async function carenciaQueBloqueia(
  db: Database,
  beneficiarioId: number,
  grupo: GrupoCarencia,
  altaComplexidade: boolean,
  hoje: string,
): Promise<Bloqueio | null> {
  const alcancadas = restricoesQueAlcancam(grupo, altaComplexidade);
  const [carencia, cpts] = await Promise.all([
    db
      .select({ fim: carencias.fim })
      .from(carencias)
      .where(
        and(
          eq(carencias.beneficiarioId, beneficiarioId),
          eq(carencias.grupo, grupo),
          gt(carencias.fim, hoje),
        ),
      ),
    alcancadas.length === 0
      ? Promise.resolve([])
      : db
          .select({
            fim: coberturasParciaisTemporarias.fim,
            restricoes: coberturasParciaisTemporarias.restricoes,
          })
          .from(coberturasParciaisTemporarias)
          .where(
            and(
              eq(coberturasParciaisTemporarias.beneficiarioId, beneficiarioId),
              gt(coberturasParciaisTemporarias.fim, hoje),
            ),
          ),
  ]);
  const candidatos: Bloqueio[] = [
    ...carencia.map((c) => ({ ate: c.fim, motivo: 'CARENCIA' as const })),
    ...cpts
      .filter((c) => c.restricoes.some((r) => alcancadas.includes(r)))
      .map((c) => ({ ate: c.fim, motivo: 'CPT' as const })),
  ];
  return candidatos.reduce<Bloqueio | null>((maior, c) => (maior && maior.ate >= c.ate ? maior : c), null);
}

export interface CarenciaLinha {
  grupo: GrupoCarencia;
  inicio: string;
  fim: string;
}
export interface CptLinha {
  condicao: string;
  cid: string | null;
  inicio: string;
  fim: string;
  restricoes: RestricaoCpt[];
}

/** Every waiting period and CPT of the beneficiaries (by id), in the screens' order. */
export async function carenciasDosBeneficiarios(
  db: Database,
  beneficiarioIds: readonly number[],
): Promise<{
  carencias: (CarenciaLinha & { beneficiarioId: number })[];
  cpts: (CptLinha & { beneficiarioId: number })[];
}> {
  if (beneficiarioIds.length === 0) return { carencias: [], cpts: [] };
  const [linhas, cpts] = await Promise.all([
    db
      .select({
        beneficiarioId: carencias.beneficiarioId,
        grupo: carencias.grupo,
        inicio: carencias.inicio,
        fim: carencias.fim,
      })
      .from(carencias)
      .where(inArray(carencias.beneficiarioId, [...beneficiarioIds]))
      .orderBy(asc(carencias.fim), asc(carencias.id)),
    db
      .select({
        beneficiarioId: coberturasParciaisTemporarias.beneficiarioId,
        condicao: coberturasParciaisTemporarias.condicao,
        cid: coberturasParciaisTemporarias.cid,
        inicio: coberturasParciaisTemporarias.inicio,
        fim: coberturasParciaisTemporarias.fim,
        restricoes: coberturasParciaisTemporarias.restricoes,
      })
      .from(coberturasParciaisTemporarias)
      .where(inArray(coberturasParciaisTemporarias.beneficiarioId, [...beneficiarioIds]))
      .orderBy(asc(coberturasParciaisTemporarias.fim), asc(coberturasParciaisTemporarias.id)),
  ]);
  return { carencias: linhas, cpts };
}
