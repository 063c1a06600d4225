// Notification preferences and the durable outbox (issue 42, decision 0052).
//
// A preference row exists only where the member's choice differs from the catalogue's default
// (eventos-notificacao.ts): for oneself the event's default channels, for a relative nothing. The outbox keeps
// one event row per recipient — its idempotency key UNIQUE, so the same event (a bill due, reminded once a
// day) published twice is recorded once — and one delivery row per channel with its status and retries. The
// message is stored whole on the delivery (as the local outbox already does), so a retry sends what the first
// try would have; access codes never come here (they leave at once through platform/notify, decision 0052).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import type { CanalPreferencia, TipoEvento } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import { pessoas } from './pessoas.js';

/** A member's choice for one event and channel about one person (themselves or a relative they follow). */
export const preferenciasNotificacao = pgTable(
  'preferencias_notificacao',
  {
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    /** Whose events: the member themselves, or a relative whose health events they follow. */
    sobrePessoaId: integer('sobre_pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    evento: varchar('evento', { length: 40 }).$type<TipoEvento>().notNull(),
    canal: varchar('canal', { length: 5 }).$type<CanalPreferencia>().notNull(),
    ativo: boolean('ativo').notNull(),
    alteradoEm: timestamp('alterado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pessoaId, t.sobrePessoaId, t.evento, t.canal] }),
    // Who follows a person's events (the send-time lookup of watchers).
    index('preferencias_notificacao_sobre_idx').on(t.sobrePessoaId, t.evento),
    check('preferencias_notificacao_canal_ck', sql`${t.canal} in ('EMAIL', 'SMS', 'PUSH')`),
  ],
);

/** One event for one recipient. */
export const notificacoesEventos = pgTable(
  'notificacoes_eventos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tipo: varchar('tipo', { length: 40 }).$type<TipoEvento>().notNull(),
    sobrePessoaId: integer('sobre_pessoa_id').references(() => pessoas.id, { onDelete: 'cascade' }),
    /** Null for a recipient known only by a contact (an appointment's contact of someone without an account). */
    destinatarioPessoaId: integer('destinatario_pessoa_id').references(() => pessoas.id, {
      onDelete: 'cascade',
    }),
    /** The event's key and its recipient: the same event for the same person is recorded once. */
    chave: text('chave').notNull().unique(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('notificacoes_eventos_destinatario_idx').on(t.destinatarioPessoaId, t.criadoEm)],
);

export const SITUACOES_ENTREGA_NOTIFICACAO = ['PENDENTE', 'ENVIADA', 'FALHOU', 'DESCARTADA'] as const;
export type SituacaoEntregaNotificacao = (typeof SITUACOES_ENTREGA_NOTIFICACAO)[number];

/** What a delivery sends: an e-mail or SMS as the notifier takes it, or a push's neutral text and screen. */
export type MensagemEntrega =
  | {
      assunto: string;
      texto: string;
      anexos?: { nome: string; tipo: string; conteudo: string }[];
    }
  | { titulo: string; corpo: string; url: string };

export const notificacoesEntregas = pgTable(
  'notificacoes_entregas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventoId: bigint('evento_id', { mode: 'number' })
      .notNull()
      .references(() => notificacoesEventos.id, { onDelete: 'cascade' }),
    canal: varchar('canal', { length: 5 }).$type<CanalPreferencia>().notNull(),
    /** E-mail address or mobile digits; null for PUSH (every device of the recipient). */
    destino: text('destino'),
    mensagem: jsonb('mensagem').$type<MensagemEntrega>().notNull(),
    /**
     * A relative following someone's health events: the area the health rule must still let them read
     * when the message leaves (each try asks again); null for everyone else.
     */
    areaSaude: varchar('area_saude', { length: 12 }).$type<AreaAcessoSaude>(),
    situacao: varchar('situacao', { length: 10 })
      .$type<SituacaoEntregaNotificacao>()
      .notNull()
      .default('PENDENTE'),
    tentativas: integer('tentativas').notNull().default(0),
    /** When a worker may (re)try it; while a worker holds it, the end of its lease. */
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull(),
    /** Why the last try failed or the delivery was dropped: a reason, never an address or a message. */
    ultimoErro: text('ultimo_erro'),
    enviadaEm: timestamp('enviada_em', { withTimezone: true }),
  },
  (t) => [
    index('notificacoes_entregas_devidas_idx')
      .on(t.proximaTentativa)
      .where(sql`${t.situacao} = 'PENDENTE'`),
    index('notificacoes_entregas_evento_idx').on(t.eventoId),
    check(
      'notificacoes_entregas_situacao_ck',
      sql`${t.situacao} in ('PENDENTE', 'ENVIADA', 'FALHOU', 'DESCARTADA')`,
    ),
    check('notificacoes_entregas_canal_ck', sql`${t.canal} in ('EMAIL', 'SMS', 'PUSH')`),
  ],
);
