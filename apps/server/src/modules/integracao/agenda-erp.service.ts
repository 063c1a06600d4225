// PUT /integracao/v1/especialidades, /prestadores and /horarios (issue 19, decision 0024 §12): the
// operator's specialities, its network (with the own units) and the own clinics' free slots, into the
// tables Agendamento, Pontos de Atendimento and the guides' "where to do it" read. Three more TipoLote
// descriptions on lote.ts's machine.
// Slots meet members who are booking them at that very moment, so the database decides (decision 0021):
// the batch locks its stored slots (FOR UPDATE) before it reads their holds and appointments. A member's
// hold or appointment INSERT checks its foreign key with FOR KEY SHARE on the slot row, which conflicts with
// that lock: either the member's row committed first and the batch sees it (that record's error), or the
// member waits until the batch commits and then holds the moved slot or finds it gone (409); a slot withdrawn
// with history stays as a row, so the hold also locks it FOR SHARE where removido_em is null (reservas.service
// .ts) and, after the wait, finds it withdrawn. Expired holds
// of the batch's slots are deleted before the lock, so deleting a slot never waits on a hold a member is
// replacing while the member waits on the slot (a deadlock).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { INTEGRACAO_AGENDA_MESSAGES as M, INTEGRACAO_MESSAGES } from '@portal/domain';
import {
  especialidadeErpSchema,
  horarioErpSchema,
  prestadorErpSchema,
  type EspecialidadeErp,
  type HorarioErp,
  type PrestadorErp,
} from '@portal/domain/contract/integracao/agenda';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import { periodoSobreposto, type PeriodoFuncionamento } from '@portal/domain/format/horario-funcionamento';
import { SITUACOES_AGENDAMENTO_ATIVAS } from '@portal/domain/contract/saude/agendamentos';
import type { Database } from '../../db/client.js';
import { agendaHorarios, agendaReservas, agendamentos, especialidades } from '../../db/schema/agendamento.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { prestadores, prestadorProcedimentos } from '../../db/schema/saude.js';
import { searchable } from '../../db/seed/cep-data.js';
import type { Clock } from '../../platform/clock.js';
import { aplicarLote, distintos, mesmasColunas, recusar, seHouver, type TipoLote } from './lote.js';
import { agruparPor } from '../../platform/agrupar-por.js';

// ----------------------------------------------------------------------------------------- specialities

async function referenciasEspecialidades(db: Database, lote: EspecialidadeErp[]) {
  const codigos = lote.map((e) => e.codigo);
  const rows = await seHouver(codigos, () =>
    db.select().from(especialidades).where(inArray(especialidades.codigo, codigos)),
  );
  return new Map(rows.map((e) => [e.codigo, e]));
}

const tipoEspecialidades: TipoLote<
  EspecialidadeErp,
  Awaited<ReturnType<typeof referenciasEspecialidades>>
> = {
  chave: 'integracao:especialidades',
  chaveBruta: 'codigo',
  schema: especialidadeErpSchema,
  invalido: M.especialidadeInvalida,
  idErp: (e) => e.codigo,
  referencias: referenciasEspecialidades,
  julgar: (e, porCodigo) => {
    const atual = porCodigo.get(e.codigo);
    if (atual?.nome === e.nome) return { resultado: 'inalterado' };
    return {
      resultado: atual ? 'atualizado' : 'criado',
      gravar: async (sp) => {
        if (atual)
          await sp.update(especialidades).set({ nome: e.nome }).where(eq(especialidades.id, atual.id));
        else await sp.insert(especialidades).values(e);
      },
    };
  },
  unicas: { especialidades_codigo_unique: INTEGRACAO_MESSAGES.registroConcorrente },
};

export const upsertEspecialidades = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoEspecialidades, registros);

// -------------------------------------------------------------------------------------------- providers

const chaveCidade = (uf: string, nomeBusca: string): string => `${uf}|${nomeBusca}`;

/** The cities named (one query), the stored providers and their procedures (one each). */
async function referenciasPrestadores(db: Database, lote: PrestadorErp[]) {
  const nomes = distintos(lote.map((p) => searchable(p.cidade)));
  const codigos = lote.map((p) => p.codigo);
  const achadas = await seHouver(nomes, () =>
    db
      .select({ id: cidades.id, uf: cidades.uf, nomeBusca: cidades.nomeBusca })
      .from(cidades)
      .where(inArray(cidades.nomeBusca, nomes)),
  );
  const existentes = await seHouver(codigos, () =>
    db.select().from(prestadores).where(inArray(prestadores.codigo, codigos)),
  );
  const procs = await seHouver(existentes, () =>
    db
      .select()
      .from(prestadorProcedimentos)
      .where(
        inArray(
          prestadorProcedimentos.prestadorId,
          existentes.map((p) => p.id),
        ),
      ),
  );
  const procsPorPrestador = agruparPor(
    procs,
    (p) => p.prestadorId,
    (p) => p.codigoTuss,
  );
  return {
    cidadePorChave: new Map(achadas.map((c) => [chaveCidade(c.uf, c.nomeBusca), c.id])),
    prestadorPorCodigo: new Map(existentes.map((p) => [p.codigo, p])),
    procsPorPrestador,
  };
}

type RefsPrestadores = Awaited<ReturnType<typeof referenciasPrestadores>>;

/** Coordinates together; an own unit with both (its map); each procedure once. */
function checarPrestador(p: PrestadorErp): void {
  const comLatitude = p.latitude != null;
  const comLongitude = p.longitude != null;
  if (comLatitude !== comLongitude) recusar(M.coordenadasIncompletas, comLatitude ? 'longitude' : 'latitude');
  if (p.proprio && !comLatitude) recusar(M.coordenadasObrigatorias, 'latitude', 'longitude');
  const repetido = p.procedimentos.findIndex((c, i) => p.procedimentos.indexOf(c) !== i);
  if (repetido >= 0) recusar(M.procedimentoRepetido, `procedimentos.${repetido}`);
  checarHorarios(p.horarios);
}

/** Each period closes after it opens and none overlaps another of its day (also the Guia Médico's locations). */
export function checarHorarios(horarios: readonly PeriodoFuncionamento[]): void {
  const invertido = horarios.findIndex((h) => h.fecha <= h.abre);
  if (invertido >= 0) recusar(M.periodoInvertido, `horarios.${invertido}.fecha`);
  const sobreposto = periodoSobreposto(horarios);
  if (sobreposto !== undefined) recusar(M.periodoSobreposto, `horarios.${sobreposto}.abre`);
}

/** The week in one order whatever order the ERP lists it in: the same hours are `inalterado`. */
export const semana = (horarios: readonly PeriodoFuncionamento[]): string =>
  horarios
    .map((h) => `${h.dia} ${h.abre}-${h.fecha}`)
    .sort()
    .join(';');

const tipoPrestadores: TipoLote<PrestadorErp, RefsPrestadores> = {
  chave: 'integracao:prestadores',
  chaveBruta: 'codigo',
  schema: prestadorErpSchema,
  invalido: M.prestadorInvalido,
  idErp: (p) => p.codigo,
  referencias: referenciasPrestadores,
  julgar: (p, refs) => {
    checarPrestador(p);
    const cidadeId =
      refs.cidadePorChave.get(chaveCidade(p.uf, searchable(p.cidade))) ??
      recusar(M.cidadeDesconhecida, 'cidade');
    const atual = refs.prestadorPorCodigo.get(p.codigo);
    const colunas = {
      nome: p.nome,
      tipo: p.tipo,
      endereco: p.endereco,
      bairro: p.bairro,
      cidadeId,
      telefone: p.telefone ?? null,
      latitude: p.latitude ?? null,
      longitude: p.longitude ?? null,
      proprio: p.proprio,
      prontoSocorro24h: p.prontoSocorro24h,
    };
    const horarios = [...p.horarios].sort((a, b) => a.dia - b.dia || a.abre.localeCompare(b.abre));
    const mesmosHorarios = atual !== undefined && semana(atual.horarios) === semana(horarios);
    const procedimentos = [...p.procedimentos].sort();
    const atuais = atual ? [...(refs.procsPorPrestador.get(atual.id) ?? [])].sort() : [];
    const mesmosProcedimentos =
      atuais.length === procedimentos.length && procedimentos.every((c, i) => c === atuais[i]);
    if (atual && mesmasColunas(atual, colunas) && mesmosHorarios && mesmosProcedimentos) {
      return { resultado: 'inalterado' };
    }
    return {
      resultado: atual ? 'atualizado' : 'criado',
      gravar: async (sp) => {
        const id = atual
          ? (await sp
              .update(prestadores)
              .set({ ...colunas, horarios })
              .where(eq(prestadores.id, atual.id)),
            atual.id)
          : (
              await sp
                .insert(prestadores)
                .values({ ...colunas, horarios, codigo: p.codigo })
                .returning({ id: prestadores.id })
            )[0]!.id;
        if (mesmosProcedimentos) return;
        // The ERP's list is the provider's list: replaced as a whole.
        if (atual) await sp.delete(prestadorProcedimentos).where(eq(prestadorProcedimentos.prestadorId, id));
        if (procedimentos.length > 0) {
          await sp
            .insert(prestadorProcedimentos)
            .values(procedimentos.map((codigoTuss) => ({ prestadorId: id, codigoTuss })));
        }
      },
    };
  },
  unicas: { prestadores_codigo_unique: INTEGRACAO_MESSAGES.registroConcorrente },
};

export const upsertPrestadores = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoPrestadores, registros);

// ---------------------------------------------------------------------------------------------- slots

const ATIVAS = sql.raw(SITUACOES_AGENDAMENTO_ATIVAS.map((s) => `'${s}'`).join(', '));

/**
 * Clinics and specialities named (one query each); then the stored slots: their expired holds deleted,
 * the rows locked, their appointments and live holds read — each one query, whatever the batch's size.
 */
async function referenciasHorarios(db: Database, lote: HorarioErp[], now: Date) {
  const campos = lote.flatMap((h) => (h.removido ? [] : [h]));
  const codigosPrestador = distintos(campos.map((h) => h.prestadorCodigo));
  const codigosEspecialidade = distintos(campos.map((h) => h.especialidadeCodigo));
  const ids = lote.map((h) => h.idErp);
  const clinicas = await seHouver(codigosPrestador, () =>
    db
      .select({ id: prestadores.id, codigo: prestadores.codigo, proprio: prestadores.proprio })
      .from(prestadores)
      .where(inArray(prestadores.codigo, codigosPrestador)),
  );
  const especialidadesLidas = await seHouver(codigosEspecialidade, () =>
    db
      .select({ id: especialidades.id, codigo: especialidades.codigo })
      .from(especialidades)
      .where(inArray(especialidades.codigo, codigosEspecialidade)),
  );
  // Before the lock (see the file's head): a hold that expired is no hold, and nobody can be using it.
  await db
    .delete(agendaReservas)
    .where(
      and(
        lte(agendaReservas.expiraEm, now),
        inArray(
          agendaReservas.horarioId,
          db.select({ id: agendaHorarios.id }).from(agendaHorarios).where(inArray(agendaHorarios.idErp, ids)),
        ),
      ),
    );
  const existentes = await db
    .select()
    .from(agendaHorarios)
    .where(inArray(agendaHorarios.idErp, ids))
    .orderBy(asc(agendaHorarios.id))
    .for('update');
  const horarioIds = existentes.map((h) => h.id);
  // Read after the lock: a member's hold or appointment committed before it is seen here.
  const ocupacao = await seHouver(horarioIds, () =>
    db
      .select({
        horarioId: agendamentos.horarioId,
        ativo: sql<boolean>`bool_or(${agendamentos.status} in (${ATIVAS}))`,
      })
      .from(agendamentos)
      .where(inArray(agendamentos.horarioId, horarioIds))
      .groupBy(agendamentos.horarioId),
  );
  const reservas = await seHouver(horarioIds, () =>
    db
      .select({ horarioId: agendaReservas.horarioId })
      .from(agendaReservas)
      .where(inArray(agendaReservas.horarioId, horarioIds)),
  );
  return {
    clinicaPorCodigo: new Map(clinicas.map((c) => [c.codigo, c])),
    especialidadePorCodigo: new Map(especialidadesLidas.map((e) => [e.codigo, e.id])),
    horarioPorErp: new Map(existentes.map((h) => [h.idErp!, h])),
    ocupacao: new Map(ocupacao.map((o) => [o.horarioId, o.ativo])),
    reservados: new Set(reservas.map((r) => r.horarioId)),
  };
}

type RefsHorarios = Awaited<ReturnType<typeof referenciasHorarios>>;

/**
 * A stored slot a member holds or booked stays as it is. One with appointments only in a final status
 * (cancelled or past: their cards read the slot's professional and clinic) keeps its time and place too —
 * but may be withdrawn (`comHistorico`: the caller keeps the row, marked removido_em).
 */
function checarLivre(horarioId: string, refs: RefsHorarios): { comHistorico: boolean } {
  const ativo = refs.ocupacao.get(horarioId);
  if (ativo === true) recusar(M.horarioAgendado, 'idErp');
  if (refs.reservados.has(horarioId)) recusar(M.horarioReservado, 'idErp');
  return { comHistorico: ativo === false };
}

function tipoHorarios(clock: Clock): TipoLote<HorarioErp, RefsHorarios> {
  return {
    chave: 'integracao:horarios',
    schema: horarioErpSchema,
    invalido: M.horarioInvalido,
    idErp: (h) => h.idErp,
    referencias: (db, lote) => referenciasHorarios(db, lote, clock()),
    julgar: (h, refs) => {
      const atual = refs.horarioPorErp.get(h.idErp);
      if (h.removido) {
        // Withdrawing what is not there (or no longer offered) is already done: the same batch twice
        // changes nothing.
        if (!atual || atual.removidoEm) return { resultado: 'inalterado' };
        const { comHistorico } = checarLivre(atual.id, refs);
        return {
          resultado: 'atualizado',
          gravar: async (sp) => {
            const onde = eq(agendaHorarios.id, atual.id);
            // With history the row stays for the members' cards, out of every offer; without, it goes.
            if (comHistorico) await sp.update(agendaHorarios).set({ removidoEm: clock() }).where(onde);
            else await sp.delete(agendaHorarios).where(onde);
          },
        };
      }
      const clinica =
        refs.clinicaPorCodigo.get(h.prestadorCodigo) ?? recusar(M.prestadorDesconhecido, 'prestadorCodigo');
      if (!clinica.proprio) recusar(M.prestadorNaoProprio, 'prestadorCodigo');
      const especialidadeId =
        refs.especialidadePorCodigo.get(h.especialidadeCodigo) ??
        recusar(M.especialidadeDesconhecida, 'especialidadeCodigo');
      const inicio = new Date(h.inicio);
      const fim = new Date(h.fim);
      if (fim <= inicio) recusar(M.fimAntesDoInicio, 'fim');
      const colunas = { prestadorId: clinica.id, especialidadeId, profissional: h.profissional };
      const mesmo =
        atual !== undefined &&
        mesmasColunas(atual, colunas) &&
        atual.inicio.getTime() === inicio.getTime() &&
        atual.fim.getTime() === fim.getTime();
      if (mesmo && !atual.removidoEm) return { resultado: 'inalterado' };
      // Offered again as it was (a withdrawn slot sent back): its history is untouched. Anything else that
      // changes a stored slot needs it free and without history.
      if (atual && !mesmo && checarLivre(atual.id, refs).comHistorico) {
        recusar(M.horarioComHistorico, 'idErp');
      }
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const linha = { ...colunas, inicio, fim, removidoEm: null };
          if (atual) await sp.update(agendaHorarios).set(linha).where(eq(agendaHorarios.id, atual.id));
          else await sp.insert(agendaHorarios).values({ ...linha, id: randomUUID(), idErp: h.idErp });
        },
      };
    },
    unicas: {
      agenda_horarios_profissional_inicio_uq: M.horarioOcupadoProfissional,
      agenda_horarios_id_erp_unique: INTEGRACAO_MESSAGES.registroConcorrente,
    },
  };
}

export const upsertHorarios = (
  ctx: { db: Database; clock: Clock },
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoHorarios(ctx.clock), registros);
