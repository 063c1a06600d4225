// Minhas carências (issue 41, decision 0048): a beneficiary's waiting periods and CPTs, and the one question
// the coverage lookup asks of them — does a waiting period or a CPT still block this group today, and until
// when. `fim` is the first day the coverage is free (carencias-codigos.ts), so "still blocks" is fim > hoje.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  dataBr,
  GRUPO_CARENCIA,
  GRUPOS_CARENCIA,
  MAXIMOS_LEGAIS_CARENCIA,
  RESTRICOES_CPT,
  ROTULO_RESTRICAO_CPT,
  situacaoCarencia,
  textoSituacaoCarencia,
  type GrupoCarencia,
  type RestricaoCpt,
} from '@portal/domain/contract/plano/carencias-codigos';
import type { Carencias, CarenciasQuery, PlanoCarencias } from '@portal/domain/contract/plano/carencias';
import type { Database } from '../../db/client.js';
import { contratos } from '../../db/schema/contratos.js';
import { carencias, coberturasParciaisTemporarias } from '../../db/schema/plano.js';
import { holdsPlan, type FamilyScope } from '../../platform/family-scope.js';

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

/** A CPT's restrictions in a sentence: 'Cirurgias e procedimentos de alta complexidade ligados a esta condição.' */
export function textoRestricoes(restricoes: readonly RestricaoCpt[]): string {
  const nomes = RESTRICOES_CPT.filter((r) => restricoes.includes(r)).map((r) => ROTULO_RESTRICAO_CPT[r]);
  const lista = nomes.length > 1 ? `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}` : (nomes[0] ?? '');
  return `Sem cobertura para ${lista} ligados a esta condição até o fim da CPT.`;
}

/** What can be used today and what still waits, in a sentence each (the screen's "at a glance"). */
export function resumoCarencias(
  carenciasDoPlano: readonly { nome: string; fim: string; liberado: boolean }[],
): PlanoCarencias['resumo'] {
  const liberados = carenciasDoPlano.filter((c) => c.liberado).map((c) => c.nome);
  const aguardando = carenciasDoPlano.filter((c) => !c.liberado);
  const podeUsar =
    aguardando.length === 0
      ? 'Todas as carências deste plano já foram cumpridas: você pode usar todas as coberturas do plano.'
      : liberados.length === 0
        ? 'Nenhuma das carências deste plano foi cumprida ainda: hoje só o que não tem carência.'
        : `Hoje você já pode usar: ${liberados.join(', ')}.`;
  return {
    podeUsar,
    aguardando:
      aguardando.length === 0
        ? null
        : `Ainda em carência: ${aguardando.map((c) => `${c.nome} (até ${dataBr(c.fim)})`).join(', ')}.`,
  };
}

/**
 * Minhas carências of the beneficiary with this CPF, per plan: 404 outside the caller's family, 403 with the
 * reason for an adult who has not consented (FamilyScope.saude, decision 0026), audited with the basis.
 */
export async function consultarCarencias(
  { db, scope, hoje }: { db: Database; scope: FamilyScope; hoje: string },
  { cpf }: CarenciasQuery,
): Promise<Carencias> {
  const linhas = (await scope.saude(cpf, 'SAUDE')).filter(holdsPlan);
  const ids = linhas.map((l) => l.beneficiarioId);
  const [planos, dados] = await Promise.all([
    linhas.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: contratos.id,
            codigo: contratos.codigo,
            nome: contratos.plano,
            segmentacao: contratos.segmentacao,
          })
          .from(contratos)
          .where(
            inArray(
              contratos.id,
              linhas.map((l) => l.contratoId),
            ),
          )
          .orderBy(asc(contratos.id)),
    carenciasDosBeneficiarios(db, ids),
  ]);
  const situacao = (fim: string) => {
    const s = situacaoCarencia(fim, hoje);
    return {
      liberado: s.liberado,
      diasRestantes: s.liberado ? 0 : s.diasRestantes,
      situacao: textoSituacaoCarencia(fim, hoje),
    };
  };
  const resposta: Carencias = {
    beneficiario: { cpf, nome: linhas[0]?.nomeCompleto ?? '' },
    hoje,
    maximosLegais: MAXIMOS_LEGAIS_CARENCIA,
    planos: planos.map((plano) => {
      const doPlano = new Set(linhas.filter((l) => l.contratoId === plano.id).map((l) => l.beneficiarioId));
      const carenciasDoPlano = dados.carencias
        .filter((c) => doPlano.has(c.beneficiarioId))
        .sort((a, b) => GRUPOS_CARENCIA.indexOf(a.grupo) - GRUPOS_CARENCIA.indexOf(b.grupo))
        .map((c) => ({
          grupo: c.grupo,
          nome: GRUPO_CARENCIA[c.grupo].nome,
          inicio: c.inicio,
          fim: c.fim,
          ...situacao(c.fim),
          maximoLegal: GRUPO_CARENCIA[c.grupo].maximoTexto,
        }));
      return {
        codigo: plano.codigo,
        nome: plano.nome,
        segmentacao: plano.segmentacao,
        carencias: carenciasDoPlano,
        cpts: dados.cpts
          .filter((c) => doPlano.has(c.beneficiarioId))
          .map((c) => ({
            condicao: c.condicao,
            cid: c.cid,
            inicio: c.inicio,
            fim: c.fim,
            ...situacao(c.fim),
            restricoes: c.restricoes,
            restricoesTexto: textoRestricoes(c.restricoes),
          })),
        resumo: resumoCarencias(carenciasDoPlano),
      };
    }),
  };
  const nada = resposta.planos.every((p) => p.carencias.length === 0 && p.cpts.length === 0);
  return nada
    ? {
        ...resposta,
        mensagemAmigavel:
          'Não há carências nem coberturas parciais temporárias registradas para este beneficiário.',
        tipoMensagem: 'INFORMACAO',
      }
    : resposta;
}
