// Bills of a contract, seeded relative to the day the database is seeded (issue 12), so the demo always
// has current bills: the family factory (family.ts) calls this for contracts that name a schedule. Items
// go to the plan holders (titular first, then dependants); a bill's value is the sum of its items.
import { addDays, addMonths, formatIsoDate, type CalendarDate } from '@portal/domain';
import type { TipoBlocoTitulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import type { Database } from '../client.js';
import { tituloItens, titulos } from '../schema/financeiro.js';
import type { FormaPagamento, SituacaoTitulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import type { CronogramaTitulos } from './cronograma.js';
import type { UtilizacaoPlano } from './utilizacoes.js';

/** The demo operator's Banco do Brasil agreement (parameter BOLETO_CONVENIO): the nosso número's prefix. */
export const DEMO_CONVENIO = '2345678';

export interface TitulosSeed {
  contratoId: number;
  /** Up to 6 digits: part of the bill's code and nosso número. */
  contratoCodigo: string;
  /** Beneficiary rows of the plan holders, titular first. */
  beneficiarioIds: number[];
  hoje: CalendarDate;
  cronograma: CronogramaTitulos;
  /** The contract's uses; those with a co-participation value become COPARTICIPACAO items. */
  utilizacoes: UtilizacaoPlano[];
}

interface Item {
  bloco: TipoBlocoTitulo;
  /** Index into the plan holders (0 the titular). */
  quem: number;
  descricao: string;
  data?: CalendarDate;
  valorCentavos: number;
  /** The use (index into TitulosSeed.utilizacoes) this item charges. */
  utilizacao?: number;
}

export interface TituloPlano {
  /** First day of the month billed (the bill of March is due in April). */
  competencia: CalendarDate;
  vencimento: CalendarDate;
  situacao: SituacaoTitulo;
  extras: Item[];
  /** How a PAGO bill was paid, when the ERP said (the receipt names it). */
  forma?: FormaPagamento;
}

/** Monthly fee by place in the family: the titular's, then each dependant's (ANS RN 63 bands). */
const MENSALIDADES = [95_127, 42_196, 29_855];
const mensalidade = (quem: number): Item => ({
  bloco: 'MENSALIDADE',
  quem,
  descricao: 'Mensalidade do plano',
  valorCentavos: MENSALIDADES[Math.min(quem, MENSALIDADES.length - 1)]!,
});

export function planoTitulos(
  cronograma: CronogramaTitulos,
  hoje: CalendarDate,
  pessoas: number,
): TituloPlano[] {
  const dependente = pessoas > 1 ? 1 : 0;
  if (cronograma === 'umAberto') {
    const vencimento = addDays(hoje, 15);
    // Last year's bills, competence December two years back to November, each due on the 10th of the
    // next month and paid on the 8th: all paid last year.
    const pagos = Array.from({ length: 12 }, (_, k): TituloPlano => {
      const competencia: CalendarDate = { year: hoje.year - 2, month: 12, day: 1 };
      const comp = addMonths(competencia, k);
      const venc = { ...addMonths(comp, 1), day: 10 };
      return {
        competencia: comp,
        vencimento: venc,
        situacao: 'PAGO',
        extras: [],
        forma: 'DEBITO_AUTOMATICO',
      };
    });
    return [
      ...pagos,
      { competencia: addMonths({ ...vencimento, day: 1 }, -1), vencimento, situacao: 'PENDENTE', extras: [] },
    ];
  }
  const vencido = addDays(hoje, -10);
  const aberto = addDays(hoje, 20);
  // Competences by position, one a month back from the open bill's (due dates 30 days apart may share a month).
  const competencia = (i: number) => addMonths({ ...aberto, day: 1 }, i - 12);
  // Older PAGO bills, one a month before the twelve, back to those paid in January two years before the
  // newest payment (the ninth bill's): three base years whatever the seeding day.
  const pagoEm = (i: number) => addDays(addMonths(vencido, i - 10), -2);
  const anteriores: TituloPlano[] = [];
  for (let i = -1; pagoEm(i).year >= pagoEm(9).year - 2; i--) {
    anteriores.unshift({
      competencia: competencia(i),
      vencimento: addMonths(vencido, i - 10),
      situacao: 'PAGO',
      extras: [],
    });
  }
  const doze = Array.from({ length: 12 }, (_, i): TituloPlano => {
    if (i === 11) {
      return { competencia: competencia(i), vencimento: aberto, situacao: 'PENDENTE', extras: [] };
    }
    const vencimento = addMonths(vencido, i - 10);
    const extras: Item[] =
      i === 10
        ? [
            {
              bloco: 'OUTROS_EVENTOS',
              quem: dependente,
              descricao: 'Emissão de 2ª via de cartão',
              data: addDays(vencimento, -40),
              valorCentavos: 1_500,
            },
          ]
        : i === 4
          ? [
              {
                bloco: 'TROCA_FAIXA_ETARIA',
                quem: dependente,
                descricao: 'Diferença de mensalidade por troca de faixa etária (19 a 23 anos)',
                valorCentavos: 12_341,
              },
            ]
          : i === 8
            ? [
                {
                  bloco: 'CUSTO_OPERACIONAL',
                  quem: 0,
                  descricao: 'Atendimento de urgência fora da rede credenciada',
                  data: addDays(vencimento, -35),
                  valorCentavos: 4_873,
                },
              ]
            : [];
    const situacao = i === 10 ? 'PENDENTE' : i === 5 ? 'NEGOCIADO' : 'PAGO';
    // The newest payment by Pix, the others by boleto; the older ones say nothing (not all ERPs do).
    const forma = situacao !== 'PAGO' ? undefined : i === 9 ? 'PIX' : 'BOLETO';
    return { competencia: competencia(i), vencimento, situacao, extras, ...(forma ? { forma } : {}) };
  });
  // Issue 41: a past year with a debt-discharge declaration and one without, whatever the seeding day.
  // The newest year whose declaration is out (from the first business day of the next year) has none
  // when a bill above fell due in it unpaid; otherwise the last bill of the year before it (18+ months
  // back: outside the bills' 12-month history) was negotiated, and the newest year has its declaration.
  const emitido =
    formatIsoDate(addDiasUteis({ year: hoje.year - 1, month: 12, day: 31 }, 1)) <= formatIsoDate(hoje)
      ? hoje.year - 1
      : hoje.year - 2;
  const emitidoEmAberto = doze.some((t) => t.situacao !== 'PAGO' && t.vencimento.year === emitido);
  const retrasado = anteriores.findLastIndex((t) => t.vencimento.year === emitido - 1);
  if (!emitidoEmAberto && retrasado >= 0) {
    anteriores[retrasado] = { ...anteriores[retrasado]!, situacao: 'NEGOCIADO' };
  }
  return [...anteriores, ...doze];
}

const mesKey = (d: CalendarDate) => d.year * 12 + d.month;

/** Adds each co-participation use to the bill of the month after it, when the schedule has that bill. */
function comCoparticipacao(planos: TituloPlano[], utilizacoes: UtilizacaoPlano[]): TituloPlano[] {
  return planos.map((p) => ({
    ...p,
    extras: [
      ...p.extras,
      ...utilizacoes.flatMap((u, index): Item[] =>
        u.coparticipacaoCentavos !== null && mesKey(u.data) + 1 === mesKey(p.competencia)
          ? [
              {
                bloco: 'COPARTICIPACAO',
                quem: u.quem,
                descricao: u.procedimento,
                data: u.data,
                valorCentavos: u.coparticipacaoCentavos,
                utilizacao: index,
              },
            ]
          : [],
      ),
    ],
  }));
}

/**
 * Inserts the schedule's bills and items (two inserts). Call inside the family's transaction. Answers,
 * for each use, the id of the item that charged it (null when not billed).
 */
export async function createTitulos(db: Database, seed: TitulosSeed): Promise<(number | null)[]> {
  const { beneficiarioIds, hoje } = seed;
  const cobrado: (number | null)[] = seed.utilizacoes.map(() => null);
  if (beneficiarioIds.length === 0) return cobrado;
  const planos = comCoparticipacao(
    planoTitulos(seed.cronograma, hoje, beneficiarioIds.length),
    seed.utilizacoes,
  );
  const itensDe = (p: TituloPlano): Item[] => [
    ...beneficiarioIds.map((_, quem) => mensalidade(quem)),
    ...p.extras,
  ];
  const rows = planos.map((p) => {
    const competencia = p.competencia;
    const yyyyMM = formatIsoDate(competencia).slice(0, 7).replace('-', '');
    const valor = itensDe(p).reduce((sum, item) => sum + item.valorCentavos, 0);
    return {
      codigo: `${seed.contratoCodigo}${yyyyMM}`,
      contratoId: seed.contratoId,
      competencia: formatIsoDate(competencia),
      vencimento: formatIsoDate(p.vencimento),
      valorCentavos: valor,
      situacao: p.situacao,
      dataPagamento: p.situacao === 'PAGO' ? formatIsoDate(addDays(p.vencimento, -2)) : null,
      valorPagoCentavos: p.situacao === 'PAGO' ? valor : null,
      formaPagamento: p.situacao === 'PAGO' ? (p.forma ?? null) : null,
      idErp: `TIT-${seed.contratoCodigo}${yyyyMM}`,
      nossoNumero: `${DEMO_CONVENIO}${seed.contratoCodigo.padStart(6, '0')}${yyyyMM.slice(2)}`,
    };
  });
  const inserted = await db.insert(titulos).values(rows).returning({ id: titulos.id });
  const itens = planos.flatMap((p, i) => itensDe(p).map((item) => ({ item, tituloId: inserted[i]!.id })));
  const itemIds = await db
    .insert(tituloItens)
    .values(
      itens.map(({ item, tituloId }) => ({
        tituloId,
        bloco: item.bloco,
        beneficiarioId: beneficiarioIds[Math.min(item.quem, beneficiarioIds.length - 1)]!,
        descricao: item.descricao,
        data: item.data ? formatIsoDate(item.data) : null,
        valorCentavos: item.valorCentavos,
      })),
    )
    .returning({ id: tituloItens.id });
  itens.forEach(({ item }, k) => {
    if (item.utilizacao !== undefined) cobrado[item.utilizacao] = itemIds[k]!.id;
  });
  return cobrado;
}
