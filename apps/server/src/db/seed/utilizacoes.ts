// Uses of the plan (issue 13), seeded relative to the seeding day like the bills (titulos.ts): the usage
// statement lists them and those with a co-participation value make the co-participation statement. A
// co-participation is charged on the bill of the month after the use (titulos.ts adds the item and
// createFamily links the use to it), so the two statements and the bills agree. See docs/decisions/0015.
import { addMonths, dayKey, formatIsoDate, type CalendarDate } from '@portal/domain';
import type { TipoUtilizacao } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import type { Database } from '../client.js';
import { utilizacoes } from '../schema/utilizacao.js';
import type { CronogramaTitulos } from './cronograma.js';

export interface UtilizacaoPlano {
  /** Index into the plan holders (0 the titular, 1 the first dependant). */
  quem: number;
  data: CalendarDate;
  tipo: TipoUtilizacao;
  prestador: string;
  codigoTuss: string;
  procedimento: string;
  quantidade: number;
  coparticipacaoCentavos: number | null;
}

type Servico = Omit<UtilizacaoPlano, 'quem' | 'data'>;

/** TUSS codes of the operator's table (terminology 22 of the TISS standard). */
const SERVICOS = {
  consulta: {
    tipo: 'CONSULTA',
    prestador: 'Clínica Vale Verde Centro',
    codigoTuss: '10101012',
    procedimento: 'Consulta em consultório (no horário normal ou preestabelecido)',
    quantidade: 1,
    coparticipacaoCentavos: 2_500,
  },
  hemograma: {
    tipo: 'EXAME',
    prestador: 'Laboratório Análise Vale',
    codigoTuss: '40304361',
    procedimento: 'Hemograma com contagem de plaquetas ou frações',
    quantidade: 1,
    coparticipacaoCentavos: 1_240,
  },
  glicose: {
    tipo: 'EXAME',
    prestador: 'Laboratório Análise Vale',
    codigoTuss: '40302040',
    procedimento: 'Glicose - pesquisa e/ou dosagem',
    quantidade: 1,
    coparticipacaoCentavos: 890,
  },
  fisioterapia: {
    tipo: 'TERAPIA',
    prestador: 'Centro de Reabilitação Movimento',
    codigoTuss: '50000470',
    procedimento: 'Sessão de fisioterapia',
    quantidade: 4,
    coparticipacaoCentavos: 7_200,
  },
  prontoSocorro: {
    tipo: 'PRONTO_SOCORRO',
    prestador: 'Hospital Vale Verde',
    codigoTuss: '10101039',
    procedimento: 'Consulta em pronto socorro',
    quantidade: 1,
    coparticipacaoCentavos: 4_000,
  },
  internacao: {
    tipo: 'INTERNACAO',
    prestador: 'Hospital Vale Verde',
    codigoTuss: '10102019',
    procedimento: 'Visita hospitalar (paciente internado)',
    quantidade: 2,
    // Stays carry no co-participation in this plan (a use that is not a co-participation event).
    coparticipacaoCentavos: null,
  },
} satisfies Record<string, Servico>;

/** Months of uses the family schedule covers (issue 13: 18 months). */
export const MESES_UTILIZACAO = 18;

const ROTACAO: Servico[] = [SERVICOS.consulta, SERVICOS.hemograma, SERVICOS.fisioterapia, SERVICOS.glicose];

/** Day `day` (at most 19: every month has it) of the month of `mes`. */
const dia = (mes: CalendarDate, day: number): CalendarDate => ({ ...mes, day });

/**
 * - `historico12` (family A and fresh families): each of the last 18 months (this one included, up to
 *   today) has a use by the titular on day 5 and one by the first dependant on day 19, rotating consulta,
 *   exame, terapia; every third month adds a stay (internação, no co-participation) or an emergency visit
 *   (pronto-socorro) on day 12, alternately. All five kinds, co-participation in every month.
 * - `umAberto` (family B): four uses by the titular in the last four months, two with co-participation.
 */
export function planoUtilizacoes(
  cronograma: CronogramaTitulos,
  hoje: CalendarDate,
  pessoas: number,
): UtilizacaoPlano[] {
  const dependente = pessoas > 1 ? 1 : 0;
  const eventos: UtilizacaoPlano[] = [];
  const add = (quem: number, data: CalendarDate, servico: Servico) => {
    if (dayKey(data) <= dayKey(hoje)) eventos.push({ ...servico, quem, data });
  };
  if (cronograma === 'umAberto') {
    const servicos = [SERVICOS.consulta, SERVICOS.internacao, SERVICOS.glicose, SERVICOS.internacao];
    servicos.forEach((servico, k) => add(0, dia(addMonths({ ...hoje, day: 1 }, k - 4), 8), servico));
    return eventos;
  }
  for (let m = MESES_UTILIZACAO - 1; m >= 0; m--) {
    const mes = addMonths({ ...hoje, day: 1 }, -m);
    add(0, dia(mes, 5), ROTACAO[m % ROTACAO.length]!);
    if (m % 3 === 0) add(0, dia(mes, 12), m % 6 === 0 ? SERVICOS.prontoSocorro : SERVICOS.internacao);
    add(dependente, dia(mes, 19), ROTACAO[(m + 1) % ROTACAO.length]!);
  }
  return eventos;
}

/** Inserts the uses (one insert), each linked to the bill line that charged it when there is one. */
export async function insertUtilizacoes(
  db: Database,
  beneficiarioIds: number[],
  eventos: UtilizacaoPlano[],
  itemIds: (number | null)[],
): Promise<void> {
  if (eventos.length === 0) return;
  await db.insert(utilizacoes).values(
    eventos.map(({ quem, data, ...e }, i) => ({
      ...e,
      beneficiarioId: beneficiarioIds[Math.min(quem, beneficiarioIds.length - 1)]!,
      data: formatIsoDate(data),
      tituloItemId: itemIds[i] ?? null,
    })),
  );
}
