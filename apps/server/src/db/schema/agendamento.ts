// Agendamento (issue 16): the operator's own clinics' agendas (prestadores with proprio = true), the holds
// members put on a slot while they finish booking, the appointments, and the tokens of the public links
// that confirm or cancel one appointment without a login. The database decides every race (decision
// 0021): one hold per slot and per beneficiary and speciality (unique keys), one active appointment per
// slot (a partial unique index), and no two active appointments of one beneficiary that overlap (an
// exclusion constraint over tstzrange(inicio, fim), added by hand in migration 0012: drizzle-kit cannot
// declare one). Every enumeration is also a CHECK here.
import { isNull, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SituacaoAgendamento } from '@portal/domain/contract/saude/agendamentos';
import type { CanalNotificacao } from './lifecycle.js';
import { pessoas } from './pessoas.js';
import { protocolos } from './protocolos.js';
import { prestadores } from './saude.js';

/** Operator parameters of scheduling, with the defaults used when one is missing. */
export const PARAMETROS_AGENDAMENTO = {
  AGENDAMENTO_MINUTOS_RESERVA: '10',
  AGENDAMENTO_DIAS_ANTECEDENCIA: '14',
  AGENDAMENTO_HORAS_LEMBRETE: '48',
} as const;
export type ParametroAgendamento = keyof typeof PARAMETROS_AGENDAMENTO;

export const especialidades = pgTable(
  'especialidades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codigo: varchar('codigo', { length: 20 }).notNull().unique(),
    nome: text('nome').notNull(),
  },
  (t) => [check('especialidades_codigo_ck', sql`${t.codigo} ~ '^[A-Z0-9_]{1,20}$'`)],
);

/** One slot of one professional at one own clinic (the operator's agenda system fills them, issue 19). */
export const agendaHorarios = pgTable(
  'agenda_horarios',
  {
    id: uuid('id').primaryKey(),
    prestadorId: integer('prestador_id')
      .notNull()
      .references(() => prestadores.id),
    especialidadeId: integer('especialidade_id')
      .notNull()
      .references(() => especialidades.id),
    /** 'Dra. Ana Lima'. */
    profissional: text('profissional').notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    /** The agenda system's id of the slot (migration 0019; null for slots written before the integration). */
    idErp: varchar('id_erp', { length: 64 }).unique(),
    /**
     * When the agenda system withdrew a slot that has history (cancelled or past appointments, whose cards
     * read its professional and clinic): kept for them, never offered again (migration 0023). A slot
     * without history is deleted instead.
     */
    removidoEm: timestamp('removido_em', { withTimezone: true }),
  },
  (t) => [
    // One live slot per professional and start at a clinic; a withdrawn one leaves the time free.
    uniqueIndex('agenda_horarios_profissional_inicio_uq')
      .on(t.prestadorId, t.profissional, t.inicio)
      .where(sql`${t.removidoEm} is null`),
    index('agenda_horarios_especialidade_idx').on(t.especialidadeId, t.inicio),
    check('agenda_horarios_periodo_ck', sql`${t.fim} > ${t.inicio}`),
  ],
);

/** The slots the agenda still offers: not withdrawn (a withdrawn one stays only for the members' cards). */
export const horarioOfertado = isNull(agendaHorarios.removidoEm);

/** A slot is held by one beneficiary at a time. */
export const RESERVA_HORARIO_UQ = 'agenda_reservas_horario_uq';
/** A beneficiary holds one slot per speciality at a time (a new hold replaces the old one). */
export const RESERVA_PESSOA_UQ = 'agenda_reservas_pessoa_especialidade_uq';

/** A hold: the slot is the beneficiary's until expira_em; never read as valid after it. */
export const agendaReservas = pgTable(
  'agenda_reservas',
  {
    id: uuid('id').primaryKey(),
    horarioId: uuid('horario_id')
      .notNull()
      .references(() => agendaHorarios.id, { onDelete: 'cascade' }),
    /** The beneficiary the slot is held for. */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    especialidadeId: integer('especialidade_id')
      .notNull()
      .references(() => especialidades.id),
    /** The signed-in member who holds it (only they can book with it or release it). */
    solicitantePessoaId: integer('solicitante_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique(RESERVA_HORARIO_UQ).on(t.horarioId),
    unique(RESERVA_PESSOA_UQ).on(t.pessoaId, t.especialidadeId),
    check('agenda_reservas_validade_ck', sql`${t.expiraEm} > ${t.criadaEm}`),
  ],
);

/** One active appointment per slot. */
export const AGENDAMENTO_HORARIO_ATIVO_UQ = 'agendamentos_horario_ativo_uq';
/** No two active appointments of one beneficiary overlap (EXCLUDE USING gist, migration 0012). */
export const AGENDAMENTO_SEM_SOBREPOSICAO_EX = 'agendamentos_sem_sobreposicao_ex';

export type OrigemCancelamento = 'BENEFICIARIO' | 'LINK' | 'OPERADORA';

export const agendamentos = pgTable(
  'agendamentos',
  {
    id: uuid('id').primaryKey(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    horarioId: uuid('horario_id')
      .notNull()
      .references(() => agendaHorarios.id),
    especialidadeId: integer('especialidade_id')
      .notNull()
      .references(() => especialidades.id),
    status: varchar('status', { length: 12 }).$type<SituacaoAgendamento>().notNull(),
    /** The slot's period, copied so the overlap constraint needs no join. */
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    /** Handed out when booked here (null for one the call centre made). */
    protocolo: varchar('protocolo', { length: 20 }).references(() => protocolos.protocolo),
    /** Who booked it (null when made outside the portal). */
    solicitantePessoaId: integer('solicitante_pessoa_id').references(() => pessoas.id),
    /** Where notices and the reminder go (the real contact; the screen only saw it masked). */
    contatoCanal: varchar('contato_canal', { length: 5 }).$type<CanalNotificacao>(),
    contato: text('contato'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    canceladoPor: varchar('cancelado_por', { length: 12 }).$type<OrigemCancelamento>(),
    /** When the reminder with the public link went out (the command sends one per appointment). */
    lembreteEnviadoEm: timestamp('lembrete_enviado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex(AGENDAMENTO_HORARIO_ATIVO_UQ)
      .on(t.horarioId)
      .where(sql`status in ('SOLICITADO', 'AGENDADO', 'CONFIRMADO')`),
    index('agendamentos_pessoa_idx').on(t.pessoaId, t.inicio),
    index('agendamentos_lembrete_idx')
      .on(t.inicio)
      .where(sql`lembrete_enviado_em is null`),
    check(
      'agendamentos_status_ck',
      sql`${t.status} in ('SOLICITADO', 'AGENDADO', 'CONFIRMADO', 'REALIZADO', 'FALTA', 'CANCELADO')`,
    ),
    check('agendamentos_periodo_ck', sql`${t.fim} > ${t.inicio}`),
    check(
      'agendamentos_cancelamento_ck',
      sql`(${t.status} = 'CANCELADO') = (${t.canceladoEm} is not null and ${t.canceladoPor} is not null)`,
    ),
    check(
      'agendamentos_cancelado_por_ck',
      sql`${t.canceladoPor} is null or ${t.canceladoPor} in ('BENEFICIARIO', 'LINK', 'OPERADORA')`,
    ),
    check(
      'agendamentos_contato_ck',
      sql`(${t.contato} is null) = (${t.contatoCanal} is null) and (${t.contatoCanal} is null or ${t.contatoCanal} in ('EMAIL', 'SMS'))`,
    ),
  ],
);

export type MotivoToken = 'AGENDAMENTO' | 'LEMBRETE' | 'DEMO';

/**
 * A public link's token, by its SHA-256 (hex): a copy of this table opens nothing. Valid until the
 * appointment starts; each action (confirm, cancel) once.
 */
export const agendamentoTokens = pgTable(
  'agendamento_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    agendamentoId: uuid('agendamento_id')
      .notNull()
      .references(() => agendamentos.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    confirmacaoUsadaEm: timestamp('confirmacao_usada_em', { withTimezone: true }),
    cancelamentoUsadoEm: timestamp('cancelamento_usado_em', { withTimezone: true }),
    motivo: varchar('motivo', { length: 12 }).$type<MotivoToken>().notNull(),
  },
  (t) => [
    index('agendamento_tokens_agendamento_idx').on(t.agendamentoId),
    check('agendamento_tokens_hash_ck', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('agendamento_tokens_motivo_ck', sql`${t.motivo} in ('AGENDAMENTO', 'LEMBRETE', 'DEMO')`),
  ],
);
