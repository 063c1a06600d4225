// Informe para IR (issue 13): the income-tax statement is the PAGO bills of the base year (issue 12's
// titulos and titulo_itens, by payment day) summed per beneficiary and block — one source of truth with
// Situação Financeira. A base year has a statement from 1 February of the next year (possuiDemonstrativo).
// Queries: the family (memoised), the sums, the operator's parameters. See docs/decisions/0015.
import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { FINANCEIRO_MESSAGES, dayKey, operatorDate, type CalendarDate } from '@portal/domain';
import type { AnosBaseResponse } from '@portal/domain/contract/financeiro/informe-ir';
import type { TipoBlocoTitulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import type { Database } from '../../db/client.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { readCobranca } from './cobranca.js';

/** Which column of the statement each bill block adds to. */
const COLUNA: Record<TipoBlocoTitulo, 'mensalidades' | 'coparticipacao' | 'outros'> = {
  MENSALIDADE: 'mensalidades',
  TROCA_FAIXA_ETARIA: 'mensalidades',
  COPARTICIPACAO: 'coparticipacao',
  // Care paid outside the network is a health expense like a co-participation.
  CUSTO_OPERACIONAL: 'coparticipacao',
  // Card reissue and the like: paid to the operator, but not a health expense.
  OUTROS_EVENTOS: 'outros',
};

/**
 * Spec §2: only years whose statement exists offer the download. The operator issues a base year's
 * statements on 1 February of the next year (the legal deadline is the last business day of February):
 * the year in progress and January of the next have none yet.
 */
export const possuiDemonstrativo = (anoBase: number, hoje: CalendarDate): boolean =>
  dayKey(hoje) >= dayKey({ year: anoBase + 1, month: 2, day: 1 });

export interface LinhaInforme {
  nome: string;
  cpf: string;
  tipo: 'Titular' | 'Dependente';
  mensalidadesCentavos: number;
  coparticipacaoCentavos: number;
  outrosCentavos: number;
  reembolsosCentavos: number;
  /** Everything paid for the person in the year (= the sum of their items on the PAGO bills). */
  totalCentavos: number;
}

export interface InformeIr {
  anoBase: number;
  operador: { nome: string; cnpj: string; registroAns: string };
  titular: { nome: string; cpf: string } | null;
  contratante: { nome: string; cpf: string } | null;
  beneficiarios: LinhaInforme[];
  totalCentavos: number;
  reembolsosCentavos: number;
}

const pagoNoAno = (contratoIds: number[], anoBase?: number) =>
  and(
    inArray(titulos.contratoId, contratoIds),
    eq(titulos.situacao, 'PAGO'),
    isNotNull(titulos.dataPagamento),
    ...(anoBase === undefined
      ? []
      : [gte(titulos.dataPagamento, `${anoBase}-01-01`), lte(titulos.dataPagamento, `${anoBase}-12-31`)]),
  );

/** GET /anos-base: the years the caller's family paid bills in, each with possuiDemonstrativo. */
export async function anosBase(
  scope: FamilyScope,
  options: { clock: Clock; sort?: 'asc' | 'desc' | undefined },
): Promise<AnosBaseResponse> {
  const hoje = operatorDate(options.clock());
  const contratoIds = await scope.contratosFinanceiros();
  const ano = sql<number>`extract(year from ${titulos.dataPagamento})::int`;
  const rows =
    contratoIds.length === 0
      ? []
      : await scope.db.selectDistinct({ ano }).from(titulos).where(pagoNoAno(contratoIds)).orderBy(desc(ano));
  const anos = rows.map((r) => Number(r.ano));
  if (options.sort === 'asc') anos.reverse();
  return {
    anosBase: anos.map((anoBase) => ({
      anoBase,
      possuiDemonstrativo: possuiDemonstrativo(anoBase, hoje),
    })),
    ...(anos.length === 0
      ? { mensagemAmigavel: FINANCEIRO_MESSAGES.noBaseYears, tipoMensagem: 'ALERTA' as const }
      : {}),
  };
}

/**
 * Reimbursements paid to each person in the year (issue 14): the PAGO requests of the statement's people,
 * counted by their payment day (31/12 belongs to that year), summed by person in one query.
 */
async function reembolsosRecebidos(
  leitura: Database,
  anoBase: number,
  pessoaIds: number[],
): Promise<Map<number, number>> {
  if (pessoaIds.length === 0) return new Map();
  const rows = await leitura
    .select({
      pessoaId: reembolsos.pessoaId,
      total: sql<number>`coalesce(sum(${reembolsos.valorPagoCentavos}), 0)::int`,
    })
    .from(reembolsos)
    .where(
      and(
        inArray(reembolsos.pessoaId, pessoaIds),
        eq(reembolsos.situacao, 'PAGO'),
        gte(reembolsos.dataPagamento, `${anoBase}-01-01`),
        lte(reembolsos.dataPagamento, `${anoBase}-12-31`),
      ),
    )
    .groupBy(reembolsos.pessoaId);
  return new Map(rows.map((r) => [r.pessoaId, r.total]));
}

const pessoa = (b: VisibleBeneficiario) => ({ nome: b.nomeSocial ?? b.nomeCompleto, cpf: b.cpf });

/** GET /demonstrativo/{anoBase}: 404 for a year without payments, or whose statement is not out yet. */
export async function informeIr(
  scope: FamilyScope,
  options: {
    clock: Clock;
    anoBase: number;
    /** Where the year's sums are read (platform/leitura.ts: the replica when there is one). */
    leitura: Database;
  },
): Promise<InformeIr> {
  const { anoBase } = options;
  const hoje = operatorDate(options.clock());
  const contratoIds = await scope.contratosFinanceiros();
  if (contratoIds.length === 0) throw notFound();
  const [somas, cobranca] = await Promise.all([
    options.leitura
      .select({
        beneficiarioId: tituloItens.beneficiarioId,
        bloco: tituloItens.bloco,
        total: sql<string>`sum(${tituloItens.valorCentavos})`,
      })
      .from(tituloItens)
      .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
      .where(pagoNoAno(contratoIds, anoBase))
      .groupBy(tituloItens.beneficiarioId, tituloItens.bloco),
    readCobranca(scope.db),
  ]);
  if (somas.length === 0) throw notFound();
  if (!possuiDemonstrativo(anoBase, hoje)) throw notFound(FINANCEIRO_MESSAGES.statementNotReady);

  const visiveis = await scope.visible();
  const doContrato = visiveis.filter((b) => contratoIds.includes(b.contratoId));
  const porBeneficiario = new Map(doContrato.map((b) => [b.beneficiarioId, b]));
  // One line per person (a person on two contracts is one taxpayer), titular first.
  const linhas = new Map<number, LinhaInforme & { pessoaId: number }>();
  const ordenadas = [...somas].sort((a, b) => {
    const ta = porBeneficiario.get(a.beneficiarioId)?.tipo === 'TITULAR' ? 0 : 1;
    const tb = porBeneficiario.get(b.beneficiarioId)?.tipo === 'TITULAR' ? 0 : 1;
    return ta - tb || a.beneficiarioId - b.beneficiarioId;
  });
  for (const soma of ordenadas) {
    const b = porBeneficiario.get(soma.beneficiarioId);
    if (!b) throw new Error('item de título de um beneficiário fora do contrato');
    const linha = linhas.get(b.pessoaId) ?? {
      ...pessoa(b),
      pessoaId: b.pessoaId,
      tipo: b.tipo === 'TITULAR' ? ('Titular' as const) : ('Dependente' as const),
      mensalidadesCentavos: 0,
      coparticipacaoCentavos: 0,
      outrosCentavos: 0,
      reembolsosCentavos: 0,
      totalCentavos: 0,
    };
    const valor = Number(soma.total);
    if (COLUNA[soma.bloco] === 'mensalidades') linha.mensalidadesCentavos += valor;
    else if (COLUNA[soma.bloco] === 'coparticipacao') linha.coparticipacaoCentavos += valor;
    else linha.outrosCentavos += valor;
    linha.totalCentavos += valor;
    linhas.set(b.pessoaId, linha);
  }
  const reembolsos = await reembolsosRecebidos(options.leitura, anoBase, [...linhas.keys()]);
  for (const [pessoaId, linha] of linhas) linha.reembolsosCentavos = reembolsos.get(pessoaId) ?? 0;
  scope.touch([...linhas.values()]);

  const titular = doContrato.find((b) => b.tipo === 'TITULAR');
  const contratante = doContrato.find((b) => b.tipo === 'CONTRATANTE');
  const beneficiarios = [...linhas.values()].map(({ pessoaId: _p, ...linha }) => linha);
  return {
    anoBase,
    operador: { nome: cobranca.nome, cnpj: cobranca.cnpj, registroAns: cobranca.registroAns },
    titular: titular ? pessoa(titular) : null,
    contratante: contratante ? pessoa(contratante) : null,
    beneficiarios,
    totalCentavos: beneficiarios.reduce((sum, l) => sum + l.totalCentavos, 0),
    reembolsosCentavos: beneficiarios.reduce((sum, l) => sum + l.reembolsosCentavos, 0),
  };
}
