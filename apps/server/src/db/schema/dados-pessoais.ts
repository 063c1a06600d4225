// Dados pessoais: addresses, their change history and the postal-code table the address form searches.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TipoEndereco } from '@portal/domain/contract/meus-dados/endereco';
import { pessoas } from './pessoas.js';

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
 * Unlike auditoria this keeps the data itself: it is the record of what the member asked to change.
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
