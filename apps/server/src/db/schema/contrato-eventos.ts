// Events of a contract: cancellations and death certificates (Meu Plano), the age-band history (Troca de
// Faixa Etária) and the payment standing the portability letter quotes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';
import { beneficiarios, contratos } from './contratos.js';

/** RN 412 cancellation requests: one per contract, made by its titular. */
export const contratoCancelamentos = pgTable('contrato_cancelamentos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  contratoId: integer('contrato_id')
    .notNull()
    .unique()
    .references(() => contratos.id),
  protocolo: text('protocolo').notNull().unique(),
  motivo: text('motivo').notNull(),
  observacao: text('observacao'),
  solicitadoPorPessoaId: integer('solicitado_por_pessoa_id')
    .notNull()
    .references(() => pessoas.id),
  solicitadoEm: timestamp('solicitado_em', { withTimezone: true }).notNull(),
});

/** A dependant's death certificate sent by the titular; the file itself sits in the file storage. */
export const certidoesObito = pgTable(
  'certidoes_obito',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    protocolo: text('protocolo').notNull().unique(),
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id),
    enviadoPorPessoaId: integer('enviado_por_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    /** Generated storage key (platform/storage/file-key.ts), never the member's file name. */
    arquivoChave: text('arquivo_chave').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    contentType: text('content_type').notNull(),
    tamanho: integer('tamanho').notNull(),
    situacao: text('situacao').notNull().default('EM_ANALISE'),
    /** The operator's reason for RECUSADA (migration 0019; the history step shows it too). */
    motivoSituacao: text('motivo_situacao'),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One certificate in analysis or accepted per dependant; a refused one may be sent again (0019).
    uniqueIndex('certidoes_obito_beneficiario_uq')
      .on(t.beneficiarioId)
      .where(sql`situacao <> 'RECUSADA'`),
    index('certidoes_obito_contrato_idx').on(t.contratoId),
  ],
);

/** Age-band price changes (ANS RN 63 bands) applied to a beneficiary of a contract. */
export const faixaEtariaHistorico = pgTable(
  'faixa_etaria_historico',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id),
    dataAlteracao: date('data_alteracao').notNull(),
    idade: integer('idade').notNull(),
    faixaAnterior: text('faixa_anterior').notNull(),
    faixaNova: text('faixa_nova').notNull(),
    valorAnterior: numeric('valor_anterior', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    valorNovo: numeric('valor_novo', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('faixa_etaria_historico_contrato_idx').on(t.contratoId, t.dataAlteracao)],
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
