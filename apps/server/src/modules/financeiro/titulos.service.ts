// Situação Financeira (issue 12): the bills of the contracts the caller pays for, each with its blocks
// and items per beneficiary and, when open, how to pay it today (updated amounts, boleto, Pix). A fixed
// number of queries whatever the number of bills: the family (memoised by the scope), the bills with their
// items, the kinds of the uses they charge, their plan and the operator's billing settings (one statement) —
// and, when a bill charges the uses of someone the caller may not see clinically, the grants in force (issue 33).
// Anyone reading a bill sees amounts, not medicine (LGPD art. 11): the co-participation and operational-cost
// lines of a person the caller has no basis to see in SAUDE come grouped by kind of service (count and
// total) instead of one line per procedure, and are audited as FINANCEIRO.
import { and, asc, eq, getTableColumns, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { addMonths, formatIsoDate, operatorDate, parseIsoDate, type CalendarDate } from '@portal/domain';
import { FINANCEIRO_MESSAGES } from '@portal/domain';
import { TIPOS_UTILIZACAO, type TipoUtilizacao } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import {
  BLOCOS_TITULO,
  type BlocoTitulo,
  type ItemTitulo,
  type TipoBlocoTitulo,
  type PagamentoTitulo,
  type Titulo,
  type TituloHistorico,
  type TitulosResponse,
} from '@portal/domain/contract/financeiro/situacao-financeira';
import type { Database } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import { porChavesEmGrupo } from '../../db/por-chaves-em-grupo.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { comMapeamentoDireto } from '../../db/mapeamento-direto.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { contratos } from '../../db/schema/contratos.js';
import { utilizacoes } from '../../db/schema/utilizacao.js';
import type { Clock } from '../../platform/clock.js';
import type { FamilyScope, TituloRow, VisibleBeneficiario } from '../../platform/family-scope.js';
import { campoLivreConvenio7, codigoDeBarras, linhaDigitavel } from './boleto.js';
import { cobrancaDoTexto, cobrancaTexto, type Cobranca } from './cobranca.js';
import { calcularEncargos } from './encargos.js';
import { pixCopiaECola, txidTitulo } from './pix.js';
import { agruparPor } from '../../platform/agrupar-por.js';

/** A bill's line, with the kind of the use it charged when one is linked (the use's own beneficiary). */
type ItemRow = typeof tituloItens.$inferSelect & { tipoUso?: TipoUtilizacao | null };

/** Months of paid and negotiated bills the list shows (issue 12). */
export const MESES_HISTORICO = 12;

const calendar = (iso: string): CalendarDate => {
  const day = parseIsoDate(iso);
  if (!day) throw new Error(`data inválida no banco: ${iso}`);
  return day;
};

/** How an open bill is paid on `hoje`: updated amounts, boleto numbers and Pix code. */
export function pagamentoDe(titulo: TituloRow, cobranca: Cobranca, hoje: CalendarDate): PagamentoTitulo {
  const encargos = calcularEncargos(titulo.valorCentavos, calendar(titulo.vencimento), hoje);
  const codigoBarras = codigoDeBarras({
    banco: cobranca.banco,
    vencimento: encargos.vencimentoAtualizado,
    valorCentavos: encargos.valorAtualizadoCentavos,
    campoLivre: campoLivreConvenio7(titulo.nossoNumero, cobranca.carteira),
  });
  return {
    valorOriginalCentavos: titulo.valorCentavos,
    multaCentavos: encargos.multaCentavos,
    jurosCentavos: encargos.jurosCentavos,
    valorAtualizadoCentavos: encargos.valorAtualizadoCentavos,
    vencimentoAtualizado: formatIsoDate(encargos.vencimentoAtualizado),
    diasAtraso: encargos.diasAtraso,
    linhaDigitavel: linhaDigitavel(codigoBarras),
    codigoBarras,
    pixCopiaECola: pixCopiaECola(cobranca.pix, encargos.valorAtualizadoCentavos, txidTitulo(titulo.codigo)),
  };
}

const nomeDe = (b: VisibleBeneficiario | undefined): string => (b ? (b.nomeSocial ?? b.nomeCompleto) : '—');

/** Blocks whose lines are care a person received (a procedure, an emergency out of network). */
const BLOCOS_CLINICOS: readonly TipoBlocoTitulo[] = ['COPARTICIPACAO', 'CUSTO_OPERACIONAL'];

/** The lines of care of people the caller may not see clinically, and the kind of each billed use. */
export interface Agrupamento {
  /** Beneficiary rows whose clinical lines are grouped. */
  beneficiarios: ReadonlySet<number>;
  /** The kind of the use each item charged (items without a linked use group under the block's name). */
  tipoDoItem: ReadonlyMap<number, TipoUtilizacao>;
}

const eventos = (n: number) => (n === 1 ? '1 evento' : `${n} eventos`);

/** One line per kind (TIPOS_UTILIZACAO order, then unlinked under the block's name): count and total. */
function agrupados(linhas: readonly ItemRow[], bloco: string, tipoDoItem: Agrupamento['tipoDoItem']) {
  const grupos = agruparPor(
    linhas,
    (item) => TIPOS_UTILIZACAO.find((t) => t.tipo === tipoDoItem.get(item.id))?.nome ?? bloco,
  );
  const ordem = new Set([...TIPOS_UTILIZACAO.map((t) => t.nome), bloco]);
  return [...ordem].flatMap((nome): ItemTitulo[] => {
    const itens = grupos.get(nome);
    return itens
      ? [
          {
            descricao: `${nome} (${eventos(itens.length)})`,
            data: null,
            valorCentavos: itens.reduce((sum, i) => sum + i.valorCentavos, 0),
          },
        ]
      : [];
  });
}

/**
 * The bill's items in spec §2 blocks, each grouped by beneficiary in the order they first appear; the
 * clinical lines of the people in `agrupamento` grouped by kind.
 */
export function blocosDe(
  itens: readonly ItemRow[],
  pessoas: ReadonlyMap<number, VisibleBeneficiario>,
  agrupamento: Agrupamento = { beneficiarios: new Set(), tipoDoItem: new Map() },
): BlocoTitulo[] {
  return BLOCOS_TITULO.flatMap(({ tipo, titulo }) => {
    const doBloco = itens.filter((i) => i.bloco === tipo);
    if (doBloco.length === 0) return [];
    const porBeneficiario = agruparPor(doBloco, (item) => item.beneficiarioId);
    const beneficiarios = [...porBeneficiario].map(([beneficiarioId, linhas]) => ({
      nome: nomeDe(pessoas.get(beneficiarioId)),
      totalCentavos: linhas.reduce((sum, i) => sum + i.valorCentavos, 0),
      itens:
        BLOCOS_CLINICOS.includes(tipo) && agrupamento.beneficiarios.has(beneficiarioId)
          ? agrupados(linhas, titulo, agrupamento.tipoDoItem)
          : linhas.map((i) => ({ descricao: i.descricao, data: i.data, valorCentavos: i.valorCentavos })),
    }));
    return [
      {
        tipo,
        titulo,
        totalCentavos: beneficiarios.reduce((sum, b) => sum + b.totalCentavos, 0),
        beneficiarios,
      },
    ];
  });
}

export interface TituloCompleto {
  titulo: Titulo;
  row: TituloRow;
  /** Who pays: the contract's contratante, else its titular (the boleto's payer). */
  pagador: VisibleBeneficiario | undefined;
  cobranca: Cobranca;
}

/**
 * A bill with its items, its contract's code and plan and the billing settings, as both reads below bring them
 * (the list's history without items and settings: `seAberto`).
 */
interface TituloLido {
  row: TituloRow;
  itens: ItemRow[];
  plano: { codigo: string; plano: string };
  /** The billing settings (`cobrancaTexto`); null for a bill read without them (the list's history). */
  cobranca: string | null;
}

/**
 * The bill's items (each with the kind of the use it charged), its contract's code and plan and the billing
 * settings inside the bill's own row (issue 18: one statement for the list instead of three; issue 43: the
 * settings and the uses' kinds too, five round trips down to three or four — the bills are among the most read
 * screens). The use is found by its bill line (utilizacoes_titulo_item_idx), and only for a line of care: the
 * kind is what a grouped line is named by, and only those lines are ever grouped.
 */
const itensDoTitulo = jsonRows<typeof tituloItens, { tipoUso: TipoUtilizacao | null }>(
  tituloItens,
  sql`${tituloItens.tituloId} = ${titulos.id}`,
  sql`${tituloItens.id}`,
  {
    tipoUso: sql<TipoUtilizacao | null>`case when ${inArray(tituloItens.bloco, BLOCOS_CLINICOS)} then
      (select ${utilizacoes.tipo} from ${utilizacoes}
        where ${utilizacoes.tituloItemId} = ${tituloItens.id} and ${utilizacoes.beneficiarioId} = ${tituloItens.beneficiarioId}
        order by ${utilizacoes.id} limit 1) end`,
  },
);

/**
 * `valor` for an open bill, else `senao`: the list reads the items and the billing settings of open bills only —
 * the history shows no composition and no payment (decision 0070; the TypeScript twin is `emAbertoNaLista`).
 */
const seAberto = <T, S>(valor: SQL<T>, senao: SQL<S>) =>
  sql<T | S>`case when ${titulos.situacao} = 'PENDENTE' then ${valor} else ${senao} end`;

/** What the list reads of a bill besides its row (the whole bill otherwise: `getTitulo`). */
interface Partes {
  itens: SQL<ItemRow[]>;
  cobranca: SQL<string | null>;
}

const lerTitulosQuery = (
  db: Database,
  where: SQL,
  { itens, cobranca }: Partes = { itens: itensDoTitulo, cobranca: cobrancaTexto },
) =>
  db
    .select({
      row: getTableColumns(titulos),
      itens,
      cobranca,
      // Columns, not a JSON object: nothing to parse again on every row.
      plano: { codigo: contratos.codigo, plano: contratos.plano },
    })
    .from(titulos)
    .innerJoin(contratos, eq(contratos.id, titulos.contratoId))
    .where(where)
    .orderBy(asc(titulos.vencimento), asc(titulos.id));

/**
 * GET /titulos's read, prepared once per database (decision 0012; the bills are among the most read): the
 * open bills and those due since `desde` of the contracts given as an array.
 */
const listaStatement = preparedPerDatabase((db) =>
  comMapeamentoDireto(
    lerTitulosQuery(
      db,
      and(
        sql`${titulos.contratoId} = any(${sql.placeholder('contratoIds')}::integer[])`,
        // The same keys on the contract too: PostgreSQL then reads each contract once and its bills by index,
        // instead of looking the contract up again for every bill.
        sql`${contratos.id} = any(${sql.placeholder('contratoIds')}::integer[])`,
        or(eq(titulos.situacao, 'PENDENTE'), gte(titulos.vencimento, sql.placeholder('desde'))),
      )!,
      {
        itens: seAberto(itensDoTitulo, sql<ItemRow[]>`'[]'::json`),
        cobranca: seAberto(cobrancaTexto, sql<null>`null`),
      },
    ).prepare('portal_titulos_lista'),
  ),
);

/**
 * The list's read with the other calls' at the same moment (decision 0066): the union of their contracts in
 * one execution of the same statement, each call given its own contracts' bills.
 */
const lerLista = porChavesEmGrupo({
  ler: (db, contratoIds, desde: string) => listaStatement(db).execute({ contratoIds, desde }),
  chaveDe: (lido) => lido.row.contratoId,
});

/**
 * Whose lines of care the caller sees grouped (no basis in SAUDE), audited with each person's basis; and
 * the kinds of the uses those lines charged (read with the items).
 */
async function agrupamentoDe(
  scope: FamilyScope,
  itens: readonly ItemRow[],
  pessoas: ReadonlyMap<number, VisibleBeneficiario>,
): Promise<Agrupamento> {
  const clinicos = itens.filter((i) => BLOCOS_CLINICOS.includes(i.bloco));
  const beneficiarios = new Set<number>();
  for (const id of new Set(clinicos.map((i) => i.beneficiarioId))) {
    const pessoa = pessoas.get(id);
    if (!pessoa) continue;
    const leitura = await scope.leituraSaude(pessoa, 'SAUDE');
    if (leitura === null || leitura === 'FINANCEIRO') beneficiarios.add(id);
  }
  const agrupar = clinicos.filter((i) => beneficiarios.has(i.beneficiarioId));
  return {
    beneficiarios,
    tipoDoItem: new Map(agrupar.flatMap((i) => (i.tipoUso ? [[i.id, i.tipoUso] as const] : []))),
  };
}

/** A bill built from what it was read with: the billing settings only when they were read (`TituloLido`). */
type Montado = Omit<TituloCompleto, 'cobranca'> & { cobranca: Cobranca | null };

/** The settings a bill was read with; every read brings them for an open bill (`seAberto`): none is a fault. */
function exigida(cobranca: Cobranca | null): Cobranca {
  if (!cobranca) throw new Error('Título lido sem a configuração de cobrança.');
  return cobranca;
}

/**
 * Builds the answers of bills read with their items (the family: a memoised read); a bill for which `comItens`
 * is false was read without them (the list's history, decision 0070).
 */
async function montar(
  scope: FamilyScope,
  lidos: readonly TituloLido[],
  hoje: CalendarDate,
  comItens: (row: TituloRow) => boolean = () => true,
): Promise<{ titulos: Montado[] }> {
  if (lidos.length === 0) return { titulos: [] };
  const visible = await scope.visible();
  const pessoas = new Map(visible.map((b) => [b.beneficiarioId, b]));
  // Whose data the answer shows (the route's audit rows): the people on the lines of a bill read with its
  // items; for a bill listed without them, the people its contract bills — titular and dependants (the
  // contratante pays the bill, it charges them nothing).
  const mostrados = new Set<number>();
  for (const { row, itens } of lidos) {
    if (comItens(row)) for (const item of itens) mostrados.add(item.beneficiarioId);
    else
      for (const b of visible)
        if (b.contratoId === row.contratoId && b.tipo !== 'CONTRATANTE') mostrados.add(b.beneficiarioId);
  }
  scope.touch([...mostrados].flatMap((id) => pessoas.get(id) ?? []));
  const agrupamento = await agrupamentoDe(
    scope,
    lidos.flatMap((t) => t.itens),
    pessoas,
  );
  return {
    titulos: lidos.map(({ row, itens, plano, cobranca: texto }) => {
      const aberto = row.situacao === 'PENDENTE';
      // The same text on every row of a read: parsed once (`cobrancaDoTexto`).
      const cobranca = texto === null ? null : cobrancaDoTexto(texto);
      const doContrato = visible.filter((b) => b.contratoId === row.contratoId);
      return {
        row,
        cobranca,
        pagador:
          doContrato.find((b) => b.tipo === 'CONTRATANTE') ?? doContrato.find((b) => b.tipo === 'TITULAR'),
        titulo: {
          codigoTitulo: row.codigo,
          contrato: plano,
          competencia: row.competencia.slice(0, 7),
          vencimento: row.vencimento,
          valorCentavos: row.valorCentavos,
          situacao: row.situacao,
          vencido: aberto && row.vencimento < formatIsoDate(hoje),
          dataPagamento: row.dataPagamento,
          blocos: blocosDe(itens, pessoas, agrupamento),
          pagamento: aberto ? pagamentoDe(row, exigida(cobranca), hoje) : null,
        },
      };
    }),
  };
}

/** The bills the list shows with their composition and payment (the SQL twin is `seAberto`). */
const emAbertoNaLista = (row: TituloRow): boolean => row.situacao === 'PENDENTE';

/** A history row: the bill without its composition and payment (decision 0070). */
const linhaDoHistorico = ({ blocos: _blocos, pagamento: _pagamento, ...linha }: Titulo): TituloHistorico =>
  linha;

/** GET /titulos: open bills (oldest first) and the paid or negotiated ones of the last 12 months. */
export async function listTitulos(scope: FamilyScope, options: { clock: Clock }): Promise<TitulosResponse> {
  const hoje = operatorDate(options.clock());
  const dataReferencia = formatIsoDate(hoje);
  const contratoIds = await scope.contratosFinanceiros();
  const lidos = await lerLista(scope.db, contratoIds, formatIsoDate(addMonths(hoje, -MESES_HISTORICO)));
  const { titulos: lista } = await montar(scope, lidos, hoje, emAbertoNaLista);
  const emAberto = lista.filter((t) => emAbertoNaLista(t.row)).map((t) => t.titulo);
  const historico = lista
    .filter((t) => !emAbertoNaLista(t.row))
    .map((t) => linhaDoHistorico(t.titulo))
    .reverse();
  return {
    emAberto,
    historico,
    dataReferencia,
    ...(emAberto.length + historico.length === 0
      ? { mensagemAmigavel: FINANCEIRO_MESSAGES.noBills, tipoMensagem: 'ALERTA' as const }
      : {}),
  };
}

/** One bill of the caller's (404 otherwise), complete, as of the operator's today. */
export async function getTitulo(
  scope: FamilyScope,
  options: { clock: Clock; codigoTitulo: string },
): Promise<TituloCompleto> {
  const row = await scope.titulo(options.codigoTitulo);
  const {
    titulos: [montado],
  } = await montar(
    scope,
    await lerTitulosQuery(scope.db, eq(titulos.id, row.id)),
    operatorDate(options.clock()),
  );
  // Read whole: with its settings, whatever its state (the PDFs print the operator as the creditor).
  const { cobranca, ...completo } = montado!;
  return { ...completo, cobranca: exigida(cobranca) };
}
