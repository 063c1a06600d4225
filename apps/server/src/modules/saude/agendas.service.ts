// What /novo-agendamento offers (issue 16): the operator's scheduling parameters, the specialities with
// slots in the booking window and the clinics that offer them, and the free slots of one day for the
// chosen beneficiary. The window is [tomorrow, tomorrow + diasAntecedencia) of the operator's calendar. A
// slot is offered when the beneficiary can take it: horario-reservavel.ts, the rule holding and booking
// apply too (issue 37). Two queries per call at most: the free days of the window, then the free slots of
// the day shown.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, formatIsoDate, parseIsoDate } from '@portal/domain';
import {
  OPCOES_CANCELAMENTO,
  type Agendas,
  type ConstantesAgendamento,
  type Especialidades,
} from '@portal/domain/contract/saude/agendamentos';
import type { Database } from '../../db/client.js';
import {
  agendaHorarios,
  especialidades,
  horarioOfertado,
  PARAMETROS_AGENDAMENTO,
  type ParametroAgendamento,
} from '../../db/schema/agendamento.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { prestadores } from '../../db/schema/saude.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { operatorInstant, operatorTime } from '../../shared-domain/horario-operador.js';
import { localSelection, toLocal } from '../../shared-domain/local-atendimento.js';
import { janela, reservavel } from './horario-reservavel.js';

/** GET /constantes, and the numbers every rule of scheduling reads (one reading, so they cannot disagree). */
export async function getConstantesAgendamento(db: Database): Promise<ConstantesAgendamento> {
  const nomes = Object.keys(PARAMETROS_AGENDAMENTO) as ParametroAgendamento[];
  const rows = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, nomes));
  const numero = (nome: ParametroAgendamento) => {
    const valor = Number(rows.find((r) => r.nome === nome)?.valor.trim());
    return Number.isInteger(valor) && valor > 0 ? valor : Number(PARAMETROS_AGENDAMENTO[nome]);
  };
  return {
    minutosReserva: numero('AGENDAMENTO_MINUTOS_RESERVA'),
    diasAntecedencia: numero('AGENDAMENTO_DIAS_ANTECEDENCIA'),
    horasLembrete: numero('AGENDAMENTO_HORAS_LEMBRETE'),
    opcoesCancelamento: OPCOES_CANCELAMENTO.map(({ opcao, nome }) => ({ opcao, nome })),
  };
}

/** GET /especialidades: those with a slot in the window, each with the clinics that have them. */
export async function listEspecialidades(db: Database, now: Date): Promise<Especialidades> {
  const { diasAntecedencia } = await getConstantesAgendamento(db);
  const { desde, ate } = janela(now, diasAntecedencia);
  const rows = await db
    .selectDistinct({
      especialidade: { codigo: especialidades.codigo, nome: especialidades.nome },
      local: localSelection,
    })
    .from(agendaHorarios)
    .innerJoin(especialidades, eq(especialidades.id, agendaHorarios.especialidadeId))
    .innerJoin(prestadores, eq(prestadores.id, agendaHorarios.prestadorId))
    .innerJoin(cidades, eq(cidades.id, prestadores.cidadeId))
    .where(
      and(
        gte(agendaHorarios.inicio, desde),
        lt(agendaHorarios.inicio, ate),
        eq(prestadores.proprio, true),
        horarioOfertado,
      ),
    )
    .orderBy(asc(especialidades.nome), asc(prestadores.nome));
  const result: Especialidades = { especialidades: [], locais: [] };
  for (const { especialidade, local } of rows) {
    let item = result.especialidades.find((e) => e.codigo === especialidade.codigo);
    if (!item) result.especialidades.push((item = { ...especialidade, locais: [] }));
    if (!item.locais.includes(local.codigo)) item.locais.push(local.codigo);
    if (!result.locais.some((l) => l.codigo === local.codigo)) result.locais.push(toLocal(local));
  }
  return result;
}

/**
 * GET /agendas: the days of the window with a slot the beneficiary (cpf) can take, and those slots on
 * `data` (or on the first such day).
 */
export async function listAgendas(
  scope: FamilyScope,
  now: Date,
  query: {
    cpf: string;
    especialidade: string;
    local?: string | undefined;
    data?: string | undefined;
    remarcando?: string | undefined;
  },
): Promise<Agendas> {
  const { db } = scope;
  const beneficiario = (await scope.saude(query.cpf, 'AGENDAMENTO'))[0]!;
  const { diasAntecedencia } = await getConstantesAgendamento(db);
  const { desde, ate } = janela(now, diasAntecedencia);
  const filtro = and(
    eq(especialidades.codigo, query.especialidade),
    eq(prestadores.proprio, true),
    query.local === undefined ? undefined : eq(prestadores.codigo, query.local),
    reservavel({ pessoaId: beneficiario.pessoaId, now, diasAntecedencia, remarcando: query.remarcando }),
  );
  const diaLocal = sql<string>`to_char(${agendaHorarios.inicio} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
  const dias = await db
    .selectDistinct({ dia: diaLocal })
    .from(agendaHorarios)
    .innerJoin(especialidades, eq(especialidades.id, agendaHorarios.especialidadeId))
    .innerJoin(prestadores, eq(prestadores.id, agendaHorarios.prestadorId))
    // The window again, for the index (the rule keeps to it as well).
    .where(and(filtro, gte(agendaHorarios.inicio, desde), lt(agendaHorarios.inicio, ate)))
    .orderBy(diaLocal);
  const datasDisponiveis = dias.map((d) => d.dia);
  // The contract checked `data`'s format; a real day is still needed.
  const dia = parseIsoDate(query.data ?? datasDisponiveis[0] ?? '');
  if (!dia) return { data: null, horarios: [], datasDisponiveis };
  const inicioDia = operatorInstant(dia, '00:00');
  const fimDia = operatorInstant(addDays(dia, 1), '00:00');
  const horarios = await db
    .select({
      horarioId: agendaHorarios.id,
      inicio: agendaHorarios.inicio,
      prestador: agendaHorarios.profissional,
      local: prestadores.codigo,
    })
    .from(agendaHorarios)
    .innerJoin(especialidades, eq(especialidades.id, agendaHorarios.especialidadeId))
    .innerJoin(prestadores, eq(prestadores.id, agendaHorarios.prestadorId))
    .where(
      and(
        filtro,
        // The rule keeps to the window, whatever day was asked for.
        gte(agendaHorarios.inicio, inicioDia),
        lt(agendaHorarios.inicio, fimDia),
      ),
    )
    .orderBy(asc(agendaHorarios.inicio), asc(agendaHorarios.profissional));
  return {
    data: formatIsoDate(dia),
    horarios: horarios.map((h) => ({
      horarioId: h.horarioId,
      hora: operatorTime(h.inicio),
      prestador: h.prestador,
      local: h.local,
    })),
    datasDisponiveis,
  };
}

/** The operator's scheduling phone (parameter FONE_AGENDAMENTO_CONTATO; '' when not configured). */
export async function telefoneAgendamento(db: Database): Promise<string> {
  const [row] = await db
    .select({ valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(eq(parametrosOperadora.nome, 'FONE_AGENDAMENTO_CONTATO'));
  return row?.valor.trim() ?? '';
}
