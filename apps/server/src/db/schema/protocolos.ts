// Protocol numbers (issue 12): every request the portal registers gets one, in the ANS format — the
// operator's 6-digit ANS registration, the operator's day (yyyyMMdd) and a 6-digit daily sequence.
// shared-domain/protocolo.ts is the only writer. Since issue 15 a protocol also says whom it is about, who filed
// it, whether it is still open, its RN 623 answer deadline and its history (Consulta de Protocolos).
// See docs/decisions/0014 and 0020.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { SituacaoProtocolo, TipoProtocolo } from '@portal/domain/contract/facilidades/protocolos';
import { equipe } from './equipe.js';
import { pessoas } from './pessoas.js';

const situacaoCheck = (column: unknown) => sql`${column} in ('EM_ANDAMENTO', 'FECHADO')`;

/**
 * One row per operator day: the last sequence handed out. Incremented with INSERT … ON CONFLICT DO UPDATE
 * … RETURNING inside the caller's transaction, so the row lock makes simultaneous requests take turns and a
 * rolled-back request gives its number back (the numbers of a day stay consecutive).
 */
export const protocoloSequencias = pgTable('protocolo_sequencias', {
  dia: date('dia').primaryKey(),
  ultimo: integer('ultimo').notNull(),
});

/** Every protocol handed out since issue 12 (earlier requests keep their old numbers in their own tables). */
export const protocolos = pgTable(
  'protocolos',
  {
    protocolo: varchar('protocolo', { length: 20 }).primaryKey(),
    dia: date('dia').notNull(),
    sequencia: integer('sequencia').notNull(),
    /** What was requested: TIPOS_PROTOCOLO of the contract (contract/facilidades/protocolos.ts). */
    tipo: text('tipo').$type<TipoProtocolo>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    /** The beneficiary the request is about (whose Protocolos list shows it). */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    /** Who filed it (the signed-in member: the beneficiary or their titular). */
    solicitantePessoaId: integer('solicitante_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    /** Open until the operator's conclusive answer; follows the last history row (registrarAndamento). */
    situacao: varchar('situacao', { length: 12 })
      .$type<SituacaoProtocolo>()
      .notNull()
      .default('EM_ANDAMENTO'),
    /** RN 623 answer deadline (operator calendar day); null = due at once (urgency). */
    prazoResposta: date('prazo_resposta'),
    /**
     * Issue 39 (the console's request queues, decision 0043): the staff member working it, taken by one
     * conditional UPDATE (someone else's is a 409 unless taken over explicitly), and since when.
     */
    responsavelEquipeId: integer('responsavel_equipe_id').references(() => equipe.id, {
      onDelete: 'set null',
    }),
    atribuidoEm: timestamp('atribuido_em', { withTimezone: true }),
  },
  (t) => [
    unique('protocolos_dia_sequencia_uq').on(t.dia, t.sequencia),
    index('protocolos_pessoa_idx').on(t.pessoaId, t.criadoEm),
    // The queues' order and keyset (decision 0043): by deadline — an immediate one is due the day it was
    // filed — then number, within open or closed, with and without the kind.
    index('protocolos_fila_idx').on(t.situacao, sql`coalesce(${t.prazoResposta}, ${t.dia})`, t.protocolo),
    index('protocolos_fila_tipo_idx').on(
      t.tipo,
      t.situacao,
      sql`coalesce(${t.prazoResposta}, ${t.dia})`,
      t.protocolo,
    ),
    index('protocolos_responsavel_idx')
      .on(t.responsavelEquipeId)
      .where(sql`${t.responsavelEquipeId} is not null`),
    check('protocolos_formato_ck', sql`${t.protocolo} ~ '^[0-9]{20}$'`),
    check('protocolos_sequencia_ck', sql`${t.sequencia} between 1 and 999999`),
    check('protocolos_situacao_ck', situacaoCheck(t.situacao)),
    check(
      'protocolos_tipo_ck',
      sql`${t.tipo} in ('SEGUNDA_VIA_CARTAO', 'CANCELAMENTO_CONTRATO', 'CERTIDAO_OBITO', 'DEBITO_CONTA_ATIVACAO', 'DEBITO_CONTA_DESATIVACAO', 'REEMBOLSO', 'AUTORIZACAO', 'AGENDAMENTO', 'DIREITOS_TITULAR')`,
    ),
  ],
);

/** A protocol's history, oldest first: what the member reads in the protocol's detail. */
export const protocoloAndamentos = pgTable(
  'protocolo_andamentos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    protocolo: varchar('protocolo', { length: 20 })
      .notNull()
      .references(() => protocolos.protocolo, { onDelete: 'cascade' }),
    em: timestamp('em', { withTimezone: true }).notNull(),
    /** 'Solicitação registrada', 'Em análise', 'Pago', 'Indeferido'… */
    titulo: text('titulo').notNull(),
    /** For the member (reason of a denial, value paid…); may be empty. */
    descricao: text('descricao').notNull().default(''),
    /** The protocol's situation after this step. */
    situacao: varchar('situacao', { length: 12 }).$type<SituacaoProtocolo>().notNull(),
  },
  (t) => [
    index('protocolo_andamentos_protocolo_idx').on(t.protocolo, t.em),
    check('protocolo_andamentos_situacao_ck', situacaoCheck(t.situacao)),
  ],
);
