// Dados pessoais (addresses and their change history), the postal-code table, card reissue requests and
// the payment standing the portability letter quotes (issue 4, part A).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
  varchar,
} from 'drizzle-orm/pg-core';
import type { Endereco, TipoEndereco } from '@portal/domain/contract/meus-dados/endereco';
import { pessoas } from './pessoas.js';
import { contratos } from './plans.js';

/** Spec §3 "Address (main and billing)": at most one of each kind per person. CEP as 8 digits. */
export const enderecos = pgTable(
  'enderecos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    tipoEndereco: varchar('tipo_endereco', { length: 12 }).$type<TipoEndereco>().notNull(),
    cep: varchar('cep', { length: 8 }).notNull(),
    logradouro: text('logradouro').notNull(),
    numero: text('numero'),
    semNumero: boolean('sem_numero').notNull().default(false),
    complemento: text('complemento'),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
  },
  (t) => [unique('enderecos_pessoa_tipo_uq').on(t.pessoaId, t.tipoEndereco)],
);

/**
 * Old and new value of every personal-data field a member changed, one row per field and change.
 * Unlike audit_log this keeps the data itself: it is the record of what the member asked to change.
 */
export const dadosPessoaisAlteracoes = pgTable(
  'dados_pessoais_alteracoes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Groups the fields saved together. */
    lote: text('lote').notNull(),
    contaId: integer('conta_id'),
    pessoaId: integer('pessoa_id').notNull(),
    campo: text('campo').notNull(),
    valorAnterior: text('valor_anterior'),
    valorNovo: text('valor_novo'),
  },
  (t) => [index('dados_pessoais_alteracoes_pessoa_idx').on(t.pessoaId, t.at)],
);

/** Street-level postal codes shipped with the seed (a sample of real ones). CEP as 8 digits. */
export const cepLogradouros = pgTable('cep_logradouros', {
  cep: varchar('cep', { length: 8 }).primaryKey(),
  logradouro: text('logradouro').notNull(),
  complemento: text('complemento').notNull().default(''),
  bairro: text('bairro').notNull(),
  cidade: text('cidade').notNull(),
  uf: varchar('uf', { length: 2 }).notNull(),
});

/** Cities for the city search; those with their own CEP range resolve a CEP to the city. */
export const cidades = pgTable(
  'cidades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uf: varchar('uf', { length: 2 }).notNull(),
    nome: text('nome').notNull(),
    /** Searchable form: lower case, no accents. */
    nomeBusca: text('nome_busca').notNull(),
    cepInicial: varchar('cep_inicial', { length: 8 }),
    cepFinal: varchar('cep_final', { length: 8 }),
  },
  (t) => [unique('cidades_uf_nome_uq').on(t.uf, t.nome), index('cidades_cep_idx').on(t.cepInicial)],
);

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

/** Payment standing of a contract as the billing system last reported it (portability letter). */
export const contratoAdimplencia = pgTable('contrato_adimplencia', {
  contratoId: integer('contrato_id')
    .primaryKey()
    .references(() => contratos.id),
  /** Last month paid (first day of that month). */
  ultimaCompetenciaPaga: date('ultima_competencia_paga').notNull(),
  emDia: boolean('em_dia').notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
});
