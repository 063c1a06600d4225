// 2ª via do cartão: card reissue requests and the cards each one covers.
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Endereco } from '@portal/domain/contract/meus-dados/endereco';
import { pessoas } from './pessoas.js';

/** Card second copy requests (spec §3 "Card second copy": carteiras, tipoMotivo, endereco). */
export const segundaViaSolicitacoes = pgTable(
  'segunda_via_solicitacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    protocolo: text('protocolo').notNull().unique(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    solicitadoPorPessoaId: integer('solicitado_por_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    carteiras: jsonb('carteiras').$type<string[]>().notNull(),
    tipoMotivo: text('tipo_motivo').notNull(),
    endereco: jsonb('endereco').$type<Endereco>().notNull(),
    situacao: text('situacao').notNull().default('SOLICITADO'),
    /** The operator's reason for INDEFERIDO (migration 0019; the history step shows it too). */
    motivoSituacao: text('motivo_situacao'),
    solicitadoEm: timestamp('solicitado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('segunda_via_pessoa_idx').on(t.pessoaId),
    // The target of the cards' composite foreign key below.
    unique('segunda_via_id_situacao_uq').on(t.id, t.situacao),
  ],
);

/** At most one pending 2ª via request per card (the partial unique index below). */
export const SEGUNDA_VIA_CARTAO_PENDENTE_UQ = 'segunda_via_cartao_pendente_uq';

/**
 * One row per card of a request. `situacao` follows the request's through the composite foreign key
 * (ON UPDATE CASCADE), so the partial unique index allows one pending request per card even when
 * simultaneous requests each read "nothing pending" (10 at once used to create 5).
 */
export const segundaViaCarteiras = pgTable(
  'segunda_via_carteiras',
  {
    solicitacaoId: integer('solicitacao_id').notNull(),
    situacao: text('situacao').notNull(),
    carteira: text('carteira').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.solicitacaoId, t.carteira] }),
    foreignKey({
      columns: [t.solicitacaoId, t.situacao],
      foreignColumns: [segundaViaSolicitacoes.id, segundaViaSolicitacoes.situacao],
      name: 'segunda_via_carteiras_solicitacao_fk',
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    uniqueIndex(SEGUNDA_VIA_CARTAO_PENDENTE_UQ)
      .on(t.carteira)
      .where(sql`${t.situacao} = 'SOLICITADO'`),
  ],
);
