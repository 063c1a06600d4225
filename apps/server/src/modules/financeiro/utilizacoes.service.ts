// Extrato de Utilização and Demonstrativo de Coparticipação (issue 13): both read the one table of uses
// (utilizacoes); a co-participation event is a use with a co-participation value. Every cpf and contract
// goes through the family scope (404 outside it). A fixed number of queries per answer: the family
// (memoised by the scope), the contract when named, the uses — these from `leitura` (the read replica when
// there is one, decision 0060), the family and grants from the primary.
// Uses are health data (LGPD art. 11): those of someone the caller has no basis to see in SAUDE
// (platform/acesso-saude.ts: a contratante, a titular for an adult dependant who has not consented) come
// grouped by kind — count and amounts, never provider or procedure — and are audited as FINANCEIRO.
import { and, asc, desc, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  ACESSO_SAUDE_MESSAGES,
  MESSAGES,
  addYears,
  formatIsoDate,
  operatorDate,
  type CalendarDate,
} from '@portal/domain';
import type {
  CoparticipacaoResponse,
  EventoCoparticipacao,
  EventosAgrupados,
} from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import {
  TIPOS_UTILIZACAO_CODIGOS,
  type CategoriaUtilizacao,
  type ExtratoResponse,
  type PeriodosResponse,
  type TipoUtilizacao,
  type Utilizacao,
} from '@portal/domain/contract/financeiro/extrato-utilizacao';
import type { Database } from '../../db/client.js';
import { porChavesEmGrupo } from '../../db/por-chaves-em-grupo.js';
import { utilizacoes } from '../../db/schema/utilizacao.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { holdsPlan, type FamilyScope, type VisibleBeneficiario } from '../../platform/family-scope.js';
import { DATE_RANGE_LIMIT_YEARS } from '@portal/domain';
import { lerPeriodoDias, lerPeriodoMeses, mesAnterior, mesIso } from '../../shared-domain/periodos.js';
import { agruparPor } from '../../platform/agrupar-por.js';

type UtilizacaoRow = typeof utilizacoes.$inferSelect;

const nomeDe = (b: VisibleBeneficiario): string => b.nomeSocial ?? b.nomeCompleto;
const semRegistros = { mensagemAmigavel: MESSAGES.noRecordsFound, tipoMensagem: 'ALERTA' as const };

/** The plan-holder rows of a cpf in the caller's family (one per contract), or 404. */
async function beneficiarioComPlano(scope: FamilyScope, cpf: string): Promise<VisibleBeneficiario[]> {
  const rows = (await scope.beneficiario(cpf)).filter(holdsPlan);
  if (rows.length === 0) throw notFound();
  return rows;
}

/** The uses from `inicio` to `fim` (ISO days), both days inclusive: the one period filter. */
const noPeriodo = (inicio: string, fim: string) =>
  and(gte(utilizacoes.data, inicio), lte(utilizacoes.data, fim));

/** The uses of these beneficiary rows from `inicio` to `fim`. */
const usosDe = (beneficiarios: VisibleBeneficiario[], inicio: CalendarDate, fim: CalendarDate) =>
  and(
    inArray(
      utilizacoes.beneficiarioId,
      beneficiarios.map((b) => b.beneficiarioId),
    ),
    noPeriodo(formatIsoDate(inicio), formatIsoDate(fim)),
  );

/**
 * The statement's uses, with the other calls' of the same period and kinds at the same moment (decision 0066):
 * the union of their beneficiary rows in one statement, each call given its own rows' uses.
 */
const lerExtrato = porChavesEmGrupo({
  ler: (db, beneficiarioIds, filtro: { inicio: string; fim: string; tipos: readonly TipoUtilizacao[] }) =>
    db
      .select()
      .from(utilizacoes)
      .where(
        and(
          sql`${utilizacoes.beneficiarioId} = any(${sql.param(beneficiarioIds)}::integer[])`,
          noPeriodo(filtro.inicio, filtro.fim),
          filtro.tipos.length > 0 ? inArray(utilizacoes.tipo, [...filtro.tipos]) : undefined,
        ),
      )
      .orderBy(desc(utilizacoes.data), desc(utilizacoes.id)),
  chaveDe: (uso) => uso.beneficiarioId,
});

const utilizacaoDe = (row: UtilizacaoRow): Utilizacao => ({
  id: String(row.id),
  data: row.data,
  tipo: row.tipo,
  prestador: row.prestador,
  procedimento: { codigoTuss: row.codigoTuss, descricao: row.procedimento },
  quantidade: row.quantidade,
});

/** Whether the caller sees this person's uses one by one; audited with the basis (FINANCEIRO otherwise). */
async function detalhados(scope: FamilyScope, pessoa: VisibleBeneficiario): Promise<boolean> {
  const leitura = await scope.leituraSaude(pessoa, 'SAUDE');
  return leitura !== null && leitura !== 'FINANCEIRO';
}

/** Uses grouped by kind, in TIPOS_UTILIZACAO order: how many and the co-participation they carried. */
export function porCategoria(rows: readonly UtilizacaoRow[]): CategoriaUtilizacao[] {
  return TIPOS_UTILIZACAO_CODIGOS.flatMap((tipo) => {
    const deste = rows.filter((r) => r.tipo === tipo);
    if (deste.length === 0) return [];
    const coparticipacaoCentavos = deste.reduce((sum, r) => sum + (r.coparticipacaoCentavos ?? 0), 0);
    return [{ tipo, quantidadeEventos: deste.length, coparticipacaoCentavos }];
  });
}

/** Rows by their month ('yyyy-MM'), in the order they come. */
function porMes(rows: readonly UtilizacaoRow[]): Map<string, UtilizacaoRow[]> {
  return agruparPor(rows, (row) => row.data.slice(0, 7));
}

/** GET /extrato-utilizacao/periodos: the picker's limits and default, and the months with uses. */
export async function periodosUtilizacao(
  scope: FamilyScope,
  options: { clock: Clock; cpf: string; leitura: Database },
): Promise<PeriodosResponse> {
  const hoje = operatorDate(options.clock());
  const limite = { inicio: addYears(hoje, -DATE_RANGE_LIMIT_YEARS), fim: hoje };
  const rows = await beneficiarioComPlano(scope, options.cpf);
  const mes = sql<string>`to_char(${utilizacoes.data}, 'YYYY-MM')`;
  const meses = await options.leitura
    .select({ mes, quantidade: sql<number>`count(*)::int` })
    .from(utilizacoes)
    .where(usosDe(rows, limite.inicio, hoje))
    .groupBy(mes)
    .orderBy(desc(mes));
  const padrao = mesAnterior(hoje);
  return {
    cpf: options.cpf,
    dataReferencia: formatIsoDate(hoje),
    limite: { inicio: formatIsoDate(limite.inicio), fim: formatIsoDate(limite.fim) },
    padrao: { inicio: formatIsoDate(padrao.inicio), fim: formatIsoDate(padrao.fim) },
    mesesComUtilizacao: meses.map((m) => ({ mes: m.mes, quantidade: Number(m.quantidade) })),
  };
}

/** GET /extrato-utilizacao/extrato: the uses of one beneficiary in the period, by month, newest first. */
export async function extratoUtilizacao(
  scope: FamilyScope,
  options: {
    clock: Clock;
    cpf: string;
    dataInicial: string;
    dataFinal: string;
    tipos: TipoUtilizacao[];
    leitura: Database;
  },
): Promise<ExtratoResponse> {
  const hoje = operatorDate(options.clock());
  const periodo = lerPeriodoDias(options.dataInicial, options.dataFinal, hoje);
  const rows = await beneficiarioComPlano(scope, options.cpf);
  const usos = await lerExtrato(
    options.leitura,
    rows.map((b) => b.beneficiarioId),
    { inicio: formatIsoDate(periodo.inicio), fim: formatIsoDate(periodo.fim), tipos: options.tipos },
  );
  const detalhado = await detalhados(scope, rows[0]!);
  const meses: ExtratoResponse['meses'] = [...porMes(usos)].map(([mes, doMes]) =>
    detalhado
      ? { mes, utilizacoes: doMes.map(utilizacaoDe) }
      : { mes, utilizacoes: [], categorias: porCategoria(doMes) },
  );
  return {
    cpf: options.cpf,
    nome: nomeDe(rows[0]!),
    periodo: { inicio: formatIsoDate(periodo.inicio), fim: formatIsoDate(periodo.fim) },
    meses,
    total: usos.length,
    ...(detalhado ? {} : { restrito: true, aviso: ACESSO_SAUDE_MESSAGES.somenteValores }),
    ...(usos.length === 0 ? semRegistros : {}),
  };
}

export interface CoparticipacaoOptions {
  clock: Clock;
  /** Where the uses are read (platform/leitura.ts: the replica when there is one); the scope stays primary. */
  leitura: Database;
  codigoPlano: string;
  mesInicial: string;
  mesFinal: string;
  cpf?: string | undefined;
}

/** GET /demonstrativo-coparticipacao (and its PDF): the contract's co-participation events in the months. */
export async function demonstrativoCoparticipacao(
  scope: FamilyScope,
  options: CoparticipacaoOptions,
): Promise<CoparticipacaoResponse> {
  const hoje: CalendarDate = operatorDate(options.clock());
  const periodo = lerPeriodoMeses(options.mesInicial, options.mesFinal, hoje);
  const { contrato, beneficiarios } = await scope.contrato(options.codigoPlano);
  let escolhidos = beneficiarios;
  if (options.cpf) {
    // Another family's cpf is the same 404 as a cpf that is not on this contract.
    await scope.beneficiario(options.cpf);
    escolhidos = beneficiarios.filter((b) => b.cpf === options.cpf);
    if (escolhidos.length === 0) throw notFound();
  }
  const porId = new Map(beneficiarios.map((b) => [b.beneficiarioId, b]));
  const rows = await options.leitura
    .select()
    .from(utilizacoes)
    .where(
      and(usosDe(escolhidos, periodo.inicio, periodo.fim), isNotNull(utilizacoes.coparticipacaoCentavos)),
    )
    .orderBy(asc(utilizacoes.data), asc(utilizacoes.id));
  const resumo = (b: VisibleBeneficiario) => ({ nome: nomeDe(b), cpf: b.cpf });
  // Whose events the caller sees one by one: asked for everyone chosen (all of them are audited as shown,
  // and the number of queries does not depend on who had events in the months).
  const detalhe = new Map<number, boolean>();
  for (const b of escolhidos) detalhe.set(b.beneficiarioId, await detalhados(scope, b));
  const detalhado = (row: UtilizacaoRow) => detalhe.get(row.beneficiarioId)!;
  const eventos: EventoCoparticipacao[] = rows.filter(detalhado).map((row) => ({
    ...utilizacaoDe(row),
    beneficiario: resumo(porId.get(row.beneficiarioId)!),
    valorCentavos: row.coparticipacaoCentavos!,
  }));
  const ocultos = rows.filter((row) => !detalhado(row));
  const agrupados: EventosAgrupados[] = [...porMes(ocultos)].flatMap(([mes, doMes]) =>
    beneficiarios.flatMap((b) =>
      porCategoria(doMes.filter((r) => r.beneficiarioId === b.beneficiarioId)).map((c) => ({
        beneficiario: resumo(b),
        mes,
        tipo: c.tipo,
        quantidadeEventos: c.quantidadeEventos,
        valorCentavos: c.coparticipacaoCentavos,
      })),
    ),
  );
  const totaisPorBeneficiario = beneficiarios
    .map((b) => {
      const deles = rows.filter((r) => r.beneficiarioId === b.beneficiarioId);
      return {
        ...resumo(b),
        quantidadeEventos: deles.length,
        totalCentavos: deles.reduce((sum, r) => sum + r.coparticipacaoCentavos!, 0),
      };
    })
    .filter((t) => t.quantidadeEventos > 0);
  return {
    codigoPlano: contrato.codigo,
    plano: contrato.plano,
    periodo: { inicio: mesIso(periodo.inicio), fim: mesIso(periodo.fim) },
    beneficiarios: beneficiarios.map(resumo),
    eventos,
    agrupados,
    ...(agrupados.length > 0 ? { aviso: ACESSO_SAUDE_MESSAGES.somenteValores } : {}),
    totaisPorBeneficiario,
    totalCentavos: rows.reduce((sum, r) => sum + r.coparticipacaoCentavos!, 0),
    ...(rows.length === 0 ? semRegistros : {}),
  };
}
