// Financeiro (issue 12): bills with their blocks and items (Situação Financeira), the banks that take
// direct debit with their variation settings (spec §3) and the direct-debit requests (Débito em Conta).
// Money is integer cents; days are the operator's calendar dates. See docs/decisions/0014.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CODIGOS_FORMA_PAGAMENTO,
  type FormaPagamento,
  type SituacaoTitulo,
  type TipoBlocoTitulo,
} from '@portal/domain/contract/financeiro/situacao-financeira';
import { listaSql } from '@portal/domain/contract/facilidades/rede-codigos';
import type {
  SituacaoDebitoRegistro,
  TipoDocumentoDebito,
} from '@portal/domain/contract/financeiro/debito-conta';
import { pessoas } from './pessoas.js';
import { beneficiarios, contratos, gruposFamiliares } from './contratos.js';

/** A monthly bill of a contract, as the billing system issued it. */
export const titulos = pgTable(
  'titulos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public code ({codigoTitulo} in URLs): digits only. */
    codigo: varchar('codigo', { length: 30 }).notNull().unique(),
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id),
    /** First day of the competence month. */
    competencia: date('competencia').notNull(),
    vencimento: date('vencimento').notNull(),
    /** The sum of the items, to the cent (the factory computes it; tests check it). */
    valorCentavos: integer('valor_centavos').notNull(),
    situacao: varchar('situacao', { length: 12 }).$type<SituacaoTitulo>().notNull(),
    dataPagamento: date('data_pagamento'),
    /** What was paid (issue 19: the ERP reports it; a paid bill always has it, with the day). */
    valorPagoCentavos: integer('valor_pago_centavos'),
    /** How it was paid, when the ERP says (issue 41: the receipt names it); only on a paid bill. */
    formaPagamento: varchar('forma_pagamento', { length: 20 }).$type<FormaPagamento>(),
    /** The bank's "nosso número" (boleto free field) — 17 digits, unique. */
    nossoNumero: varchar('nosso_numero', { length: 17 }).notNull().unique(),
    /** The operator ERP's own identifier: the integration API upserts bills by it (issue 19). */
    idErp: varchar('id_erp', { length: 64 }).unique(),
  },
  (t) => [
    index('titulos_contrato_idx').on(t.contratoId, t.vencimento),
    check('titulos_situacao_ck', sql`${t.situacao} in ('PENDENTE', 'PAGO', 'NEGOCIADO')`),
    check('titulos_valor_ck', sql`${t.valorCentavos} > 0`),
    check(
      'titulos_pago_ck',
      sql`${t.situacao} <> 'PAGO' or (${t.valorPagoCentavos} is not null and ${t.dataPagamento} is not null)`,
    ),
    check(
      'titulos_forma_pagamento_ck',
      sql`${t.formaPagamento} is null or (${t.situacao} = 'PAGO' and ${t.formaPagamento} in (${sql.raw(listaSql(CODIGOS_FORMA_PAGAMENTO))}))`,
    ),
  ],
);

/** One line of a bill: a block (spec §2), the beneficiary it is about, what and how much. */
export const tituloItens = pgTable(
  'titulo_itens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tituloId: integer('titulo_id')
      .notNull()
      .references(() => titulos.id, { onDelete: 'cascade' }),
    bloco: varchar('bloco', { length: 20 }).$type<TipoBlocoTitulo>().notNull(),
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    descricao: text('descricao').notNull(),
    /** The event's day (coparticipação, outros eventos). */
    data: date('data'),
    /** Negative for a discount or a refund. */
    valorCentavos: integer('valor_centavos').notNull(),
  },
  (t) => [index('titulo_itens_titulo_idx').on(t.tituloId)],
);

/** Banks that take direct debit, with spec §3 "Bank variation settings". */
export const bancos = pgTable('bancos', {
  codigo: varchar('codigo', { length: 3 }).primaryKey(),
  nome: text('nome').notNull(),
  mascaraDVAgencia: text('mascara_dv_agencia').notNull(),
  tamanhoMinimoAgencia: integer('tamanho_minimo_agencia').notNull(),
  mascaraDVConta: text('mascara_dv_conta').notNull(),
  tamanhoMinimoContaCorrente: integer('tamanho_minimo_conta_corrente').notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

/** At most one requested-or-active direct debit per family group (the partial unique index below). */
export const DEBITO_CONTA_VIGENTE_UQ = 'debitos_conta_vigente_uq';

/** Direct-debit requests of a family group: SOLICITADO → ATIVO (by the operator) → ENCERRADO. */
export const debitosConta = pgTable(
  'debitos_conta',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    grupoFamiliarId: integer('grupo_familiar_id')
      .notNull()
      .references(() => gruposFamiliares.id),
    protocolo: varchar('protocolo', { length: 20 }).notNull().unique(),
    situacao: varchar('situacao', { length: 12 }).$type<SituacaoDebitoRegistro>().notNull(),
    bancoCodigo: varchar('banco_codigo', { length: 3 })
      .notNull()
      .references(() => bancos.codigo),
    /** As typed, with the DV ('1234-5'). */
    agencia: varchar('agencia', { length: 20 }).notNull(),
    conta: varchar('conta', { length: 30 }).notNull(),
    /** The account holder as the member gave them (issue 37; null on requests made before it was asked). */
    titularNome: text('titular_nome'),
    /** Digits. */
    titularCpf: varchar('titular_cpf', { length: 11 }),
    diaVencimento: integer('dia_vencimento').notNull(),
    tipoDocumento: varchar('tipo_documento', { length: 3 }).$type<TipoDocumentoDebito>().notNull(),
    /** Generated storage keys (platform/storage/file-key.ts), never the member's file names. */
    documentoChave: text('documento_chave').notNull(),
    selfieChave: text('selfie_chave').notNull(),
    solicitadoPorPessoaId: integer('solicitado_por_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    solicitadoEm: timestamp('solicitado_em', { withTimezone: true }).notNull(),
    ativadoEm: timestamp('ativado_em', { withTimezone: true }),
    /** Why the operator refused or ended it (issue 19: the integration API; the member reads it in Protocolos). */
    motivoSituacao: text('motivo_situacao'),
    encerradoEm: timestamp('encerrado_em', { withTimezone: true }),
    encerradoPorPessoaId: integer('encerrado_por_pessoa_id').references(() => pessoas.id),
    /** The deactivation is a request of its own, with its own protocol. */
    protocoloEncerramento: varchar('protocolo_encerramento', { length: 20 }).unique(),
  },
  (t) => [
    uniqueIndex(DEBITO_CONTA_VIGENTE_UQ)
      .on(t.grupoFamiliarId)
      .where(sql`${t.situacao} in ('SOLICITADO', 'ATIVO')`),
    check('debitos_conta_situacao_ck', sql`${t.situacao} in ('SOLICITADO', 'ATIVO', 'ENCERRADO')`),
    check('debitos_conta_dia_ck', sql`${t.diaVencimento} between 1 and 28`),
  ],
);
