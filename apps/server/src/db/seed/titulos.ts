// Bills of a contract, seeded relative to the day the database is seeded (issue 12), so the demo always
// has current bills: the family factory (family.ts) calls this for contracts that name a schedule. Items
// go to the plan holders (titular first, then dependants); a bill's value is the sum of its items.
import { addDays, addMonths, formatIsoDate, type CalendarDate } from '@portal/domain';
import type { TipoBlocoTitulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import type { Database } from '../client.js';
import { tituloItens, titulos } from '../schema/financeiro.js';
import type { SituacaoTitulo } from '@portal/domain/contract/financeiro/situacao-financeira';

/**
 * - `historico12`: 12 monthly bills — the newest open and due in 20 days, the one before overdue by 10
 *   days (PENDENTE), the sixth NEGOCIADO, the rest PAGO; coparticipação (2 events) on the open bill, an
 *   age-band change on the fifth, other events on the overdue one, operational cost on the ninth.
 * - `umAberto`: one open bill due in 15 days, with one coparticipação event.
 */
export type CronogramaTitulos = 'historico12' | 'umAberto';

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
}

interface Item {
  bloco: TipoBlocoTitulo;
  /** Index into the plan holders (0 the titular). */
  quem: number;
  descricao: string;
  data?: CalendarDate;
  valorCentavos: number;
}

interface TituloPlano {
  /** First day of the month billed (the bill of March is due in April). */
  competencia: CalendarDate;
  vencimento: CalendarDate;
  situacao: SituacaoTitulo;
  extras: Item[];
}

/** Monthly fee by place in the family: the titular's, then each dependant's (ANS RN 63 bands). */
const MENSALIDADES = [95_127, 42_196, 29_855];
const mensalidade = (quem: number): Item => ({
  bloco: 'MENSALIDADE',
  quem,
  descricao: 'Mensalidade do plano',
  valorCentavos: MENSALIDADES[Math.min(quem, MENSALIDADES.length - 1)]!,
});

function plano(cronograma: CronogramaTitulos, hoje: CalendarDate, pessoas: number): TituloPlano[] {
  const dependente = pessoas > 1 ? 1 : 0;
  if (cronograma === 'umAberto') {
    const vencimento = addDays(hoje, 15);
    return [
      {
        competencia: addMonths({ ...vencimento, day: 1 }, -1),
        vencimento,
        situacao: 'PENDENTE',
        extras: [
          {
            bloco: 'COPARTICIPACAO',
            quem: 0,
            descricao: 'Consulta eletiva em consultório',
            data: addDays(hoje, -21),
            valorCentavos: 2_500,
          },
        ],
      },
    ];
  }
  const vencido = addDays(hoje, -10);
  const aberto = addDays(hoje, 20);
  // Competences by position, one a month back from the open bill's (due dates 30 days apart may share a month).
  const competencia = (i: number) => addMonths({ ...aberto, day: 1 }, i - 12);
  return Array.from({ length: 12 }, (_, i): TituloPlano => {
    if (i === 11) {
      return {
        competencia: competencia(i),
        vencimento: aberto,
        situacao: 'PENDENTE',
        extras: [
          {
            bloco: 'COPARTICIPACAO',
            quem: 0,
            descricao: 'Consulta eletiva em consultório',
            data: addDays(hoje, -25),
            valorCentavos: 2_500,
          },
          {
            bloco: 'COPARTICIPACAO',
            quem: dependente,
            descricao: 'Hemograma completo',
            data: addDays(hoje, -18),
            valorCentavos: 1_240,
          },
        ],
      };
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
    return {
      competencia: competencia(i),
      vencimento,
      situacao: i === 10 ? 'PENDENTE' : i === 5 ? 'NEGOCIADO' : 'PAGO',
      extras,
    };
  });
}

/** Inserts the schedule's bills and items (two inserts). Call inside the family's transaction. */
export async function createTitulos(db: Database, seed: TitulosSeed): Promise<void> {
  const { beneficiarioIds, hoje } = seed;
  if (beneficiarioIds.length === 0) return;
  const planos = plano(seed.cronograma, hoje, beneficiarioIds.length);
  const itensDe = (p: TituloPlano): Item[] => [
    ...beneficiarioIds.map((_, quem) => mensalidade(quem)),
    ...p.extras,
  ];
  const rows = planos.map((p) => {
    const competencia = p.competencia;
    const yyyyMM = formatIsoDate(competencia).slice(0, 7).replace('-', '');
    return {
      codigo: `${seed.contratoCodigo}${yyyyMM}`,
      contratoId: seed.contratoId,
      competencia: formatIsoDate(competencia),
      vencimento: formatIsoDate(p.vencimento),
      valorCentavos: itensDe(p).reduce((sum, item) => sum + item.valorCentavos, 0),
      situacao: p.situacao,
      dataPagamento: p.situacao === 'PAGO' ? formatIsoDate(addDays(p.vencimento, -2)) : null,
      nossoNumero: `${DEMO_CONVENIO}${seed.contratoCodigo.padStart(6, '0')}${yyyyMM.slice(2)}`,
    };
  });
  const inserted = await db.insert(titulos).values(rows).returning({ id: titulos.id });
  await db.insert(tituloItens).values(
    planos.flatMap((p, i) =>
      itensDe(p).map((item) => ({
        tituloId: inserted[i]!.id,
        bloco: item.bloco,
        beneficiarioId: beneficiarioIds[Math.min(item.quem, beneficiarioIds.length - 1)]!,
        descricao: item.descricao,
        data: item.data ? formatIsoDate(item.data) : null,
        valorCentavos: item.valorCentavos,
      })),
    ),
  );
}
