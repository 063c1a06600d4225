// Extrato de Utilização and Demonstrativo de Coparticipação (issue 13): both read the one table of uses
// (utilizacoes); a co-participation event is a use with a co-participation value. Every cpf and contract
// goes through the family scope (404 outside it). A fixed number of queries per answer: the family
// (memoised by the scope), the contract when named, the uses.
import { and, asc, desc, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { MESSAGES, addYears, formatIsoDate, operatorDate, type CalendarDate } from '@portal/domain';
import type {
  CoparticipacaoResponse,
  EventoCoparticipacao,
} from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import type {
  ExtratoResponse,
  PeriodosResponse,
  TipoUtilizacao,
  Utilizacao,
} from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { utilizacoes } from '../../db/schema/utilizacao.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { holdsPlan, type FamilyScope, type VisibleBeneficiario } from '../../platform/family-scope.js';
import { DATE_RANGE_LIMIT_YEARS } from '@portal/domain';
import { lerPeriodoDias, lerPeriodoMeses, mesAnterior, mesIso } from '../../platform/periodos.js';

type UtilizacaoRow = typeof utilizacoes.$inferSelect;

const nomeDe = (b: VisibleBeneficiario): string => b.nomeSocial ?? b.nomeCompleto;
const semRegistros = { mensagemAmigavel: MESSAGES.noRecordsFound, tipoMensagem: 'ALERTA' as const };

/** The plan-holder rows of a cpf in the caller's family (one per contract), or 404. */
async function beneficiarioComPlano(scope: FamilyScope, cpf: string): Promise<VisibleBeneficiario[]> {
  const rows = (await scope.beneficiario(cpf)).filter(holdsPlan);
  if (rows.length === 0) throw notFound();
  return rows;
}

/** The uses of these beneficiary rows from `inicio` to `fim`, both days inclusive (the one period filter). */
const usosDe = (beneficiarios: VisibleBeneficiario[], inicio: CalendarDate, fim: CalendarDate) =>
  and(
    inArray(
      utilizacoes.beneficiarioId,
      beneficiarios.map((b) => b.beneficiarioId),
    ),
    gte(utilizacoes.data, formatIsoDate(inicio)),
    lte(utilizacoes.data, formatIsoDate(fim)),
  );

const utilizacaoDe = (row: UtilizacaoRow): Utilizacao => ({
  id: String(row.id),
  data: row.data,
  tipo: row.tipo,
  prestador: row.prestador,
  procedimento: { codigoTuss: row.codigoTuss, descricao: row.procedimento },
  quantidade: row.quantidade,
});

/** GET /extrato-utilizacao/periodos: the picker's limits and default, and the months with uses. */
export async function periodosUtilizacao(
  scope: FamilyScope,
  options: { clock: Clock; cpf: string },
): Promise<PeriodosResponse> {
  const hoje = operatorDate(options.clock());
  const limite = { inicio: addYears(hoje, -DATE_RANGE_LIMIT_YEARS), fim: hoje };
  const rows = await beneficiarioComPlano(scope, options.cpf);
  const mes = sql<string>`to_char(${utilizacoes.data}, 'YYYY-MM')`;
  const meses = await scope.db
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
  options: { clock: Clock; cpf: string; dataInicial: string; dataFinal: string; tipos: TipoUtilizacao[] },
): Promise<ExtratoResponse> {
  const hoje = operatorDate(options.clock());
  const periodo = lerPeriodoDias(options.dataInicial, options.dataFinal, hoje);
  const rows = await beneficiarioComPlano(scope, options.cpf);
  const usos = await scope.db
    .select()
    .from(utilizacoes)
    .where(
      and(
        usosDe(rows, periodo.inicio, periodo.fim),
        options.tipos.length > 0 ? inArray(utilizacoes.tipo, options.tipos) : undefined,
      ),
    )
    .orderBy(desc(utilizacoes.data), desc(utilizacoes.id));
  const meses: ExtratoResponse['meses'] = [];
  for (const row of usos) {
    const mes = row.data.slice(0, 7);
    if (meses.at(-1)?.mes !== mes) meses.push({ mes, utilizacoes: [] });
    meses.at(-1)!.utilizacoes.push(utilizacaoDe(row));
  }
  return {
    cpf: options.cpf,
    nome: nomeDe(rows[0]!),
    periodo: { inicio: formatIsoDate(periodo.inicio), fim: formatIsoDate(periodo.fim) },
    meses,
    total: usos.length,
    ...(usos.length === 0 ? semRegistros : {}),
  };
}

export interface CoparticipacaoOptions {
  clock: Clock;
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
  const rows = await scope.db
    .select()
    .from(utilizacoes)
    .where(
      and(usosDe(escolhidos, periodo.inicio, periodo.fim), isNotNull(utilizacoes.coparticipacaoCentavos)),
    )
    .orderBy(asc(utilizacoes.data), asc(utilizacoes.id));
  const resumo = (b: VisibleBeneficiario) => ({ nome: nomeDe(b), cpf: b.cpf });
  const eventos: EventoCoparticipacao[] = rows.map((row) => ({
    ...utilizacaoDe(row),
    beneficiario: resumo(porId.get(row.beneficiarioId)!),
    valorCentavos: row.coparticipacaoCentavos!,
  }));
  const totaisPorBeneficiario = beneficiarios
    .map((b) => {
      const deles = eventos.filter((e) => e.beneficiario.cpf === b.cpf);
      return {
        ...resumo(b),
        quantidadeEventos: deles.length,
        totalCentavos: deles.reduce((sum, e) => sum + e.valorCentavos, 0),
      };
    })
    .filter((t) => t.quantidadeEventos > 0);
  return {
    codigoPlano: contrato.codigo,
    plano: contrato.plano,
    periodo: { inicio: mesIso(periodo.inicio), fim: mesIso(periodo.fim) },
    beneficiarios: beneficiarios.map(resumo),
    eventos,
    totaisPorBeneficiario,
    totalCentavos: eventos.reduce((sum, e) => sum + e.valorCentavos, 0),
    ...(eventos.length === 0 ? semRegistros : {}),
  };
}
