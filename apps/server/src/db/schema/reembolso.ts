// Reembolso (issue 14): the reimbursement requests a member files with their files, and the lists the
// operator keeps for the form. Money is integer cents; days are the operator's calendar dates. The
// numeric limits (deadline, value range, counts per upload group, business days) are operator parameters
// (parametros_operadora, names in REEMBOLSO_PARAMETROS). See docs/decisions/0017.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { GrupoArquivoReembolso, SituacaoReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { bancos } from './financeiro.js';
import { pessoas } from './pessoas.js';
import { carteiras, gruposFamiliares } from './contratos.js';

/** One key per caller: the same key sent twice is the same request (unique index below). */
export const REEMBOLSO_IDEMPOTENCIA_UQ = 'reembolsos_idempotencia_uq';

/** A reimbursement request: who was served, what was paid, where the money goes, and where it stands. */
export const reembolsos = pgTable(
  'reembolsos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    protocolo: varchar('protocolo', { length: 20 }).notNull().unique(),
    /** The beneficiary served (a person who holds a plan in the group). */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    carteiraId: integer('carteira_id')
      .notNull()
      .references(() => carteiras.id),
    grupoFamiliarId: integer('grupo_familiar_id')
      .notNull()
      .references(() => gruposFamiliares.id),
    /** The operator's day the request was filed. */
    dataReembolso: date('data_reembolso').notNull(),
    /** RN 623: 7 business days after dataReembolso (shared-domain/dias-uteis.ts). */
    prazoResposta: date('prazo_resposta').notNull(),
    dataAtendimento: date('data_atendimento').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    tipoAtendimento: varchar('tipo_atendimento', { length: 40 }).notNull(),
    motivo: varchar('motivo', { length: 40 }).notNull(),
    localAtendimento: varchar('local_atendimento', { length: 255 }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    cidade: text('cidade').notNull(),
    /** The provider who was paid: CPF or CNPJ digits. */
    prestadorCnpjCpf: varchar('prestador_cnpj_cpf', { length: 14 }).notNull(),
    /** Where the money goes: the beneficiary's or the titular's account (checked when filed). */
    bancoCodigo: varchar('banco_codigo', { length: 3 })
      .notNull()
      .references(() => bancos.codigo),
    agencia: varchar('agencia', { length: 10 }).notNull(),
    dvAgencia: varchar('dv_agencia', { length: 2 }).notNull(),
    conta: varchar('conta', { length: 20 }).notNull(),
    dvConta: varchar('dv_conta', { length: 2 }).notNull(),
    titularContaNome: text('titular_conta_nome').notNull(),
    /** CPF (or CNPJ) digits of the account holder. */
    titularContaCnpjCpf: varchar('titular_conta_cnpj_cpf', { length: 14 }).notNull(),
    titularContaDataNascimento: date('titular_conta_data_nascimento').notNull(),
    situacao: varchar('situacao', { length: 12 }).$type<SituacaoReembolso>().notNull(),
    /** Why it was denied (INDEFERIDO) or what is missing (PENDENTE). */
    motivoSituacao: text('motivo_situacao'),
    valorPagoCentavos: integer('valor_pago_centavos'),
    dataPagamento: date('data_pagamento'),
    solicitadoPorPessoaId: integer('solicitado_por_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    solicitadoEm: timestamp('solicitado_em', { withTimezone: true }).notNull(),
    /** Made by the client once per request being filled. */
    chaveIdempotencia: uuid('chave_idempotencia').notNull(),
    /** sha256 of the request's dados: the same key with other dados is a conflict, not a retry. */
    dadosHash: varchar('dados_hash', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex(REEMBOLSO_IDEMPOTENCIA_UQ).on(t.solicitadoPorPessoaId, t.chaveIdempotencia),
    index('reembolsos_pessoa_idx').on(t.pessoaId, t.dataReembolso),
    index('reembolsos_grupo_idx').on(t.grupoFamiliarId),
    check(
      'reembolsos_situacao_ck',
      sql`${t.situacao} in ('SOLICITADO', 'ANALISE', 'PENDENTE', 'PAGO', 'INDEFERIDO')`,
    ),
    check('reembolsos_valor_ck', sql`${t.valorCentavos} > 0`),
    check(
      'reembolsos_pago_ck',
      sql`${t.situacao} <> 'PAGO' or (${t.valorPagoCentavos} is not null and ${t.dataPagamento} is not null)`,
    ),
  ],
);

/** One key per sender: the same documents sent twice are one send (unique index below). */
export const REEMBOLSO_ENVIO_IDEMPOTENCIA_UQ = 'reembolso_envios_idempotencia_uq';

/**
 * Documents a member sent after the filing, when the operator asked for them (PENDENTE → ANALISE, issue 39,
 * decision 0017). Its files are reembolso_arquivos rows pointing here ("enviados depois", with the date).
 */
export const reembolsoEnvios = pgTable(
  'reembolso_envios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reembolsoId: integer('reembolso_id')
      .notNull()
      .references(() => reembolsos.id, { onDelete: 'cascade' }),
    enviadoPorPessoaId: integer('enviado_por_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull(),
    /** Made by the client once per dialog: a retry or a double click is the same send. */
    chaveIdempotencia: uuid('chave_idempotencia').notNull(),
    /** sha256 of what was sent (protocol and files): the same key with other files is a conflict. */
    dadosHash: varchar('dados_hash', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex(REEMBOLSO_ENVIO_IDEMPOTENCIA_UQ).on(t.enviadoPorPessoaId, t.chaveIdempotencia),
    index('reembolso_envios_reembolso_idx').on(t.reembolsoId),
  ],
);

/** A file sent with a request. Its id is the opaque `path` of the download call. */
export const reembolsoArquivos = pgTable(
  'reembolso_arquivos',
  {
    id: uuid('id').primaryKey(),
    reembolsoId: integer('reembolso_id')
      .notNull()
      .references(() => reembolsos.id, { onDelete: 'cascade' }),
    grupo: varchar('grupo', { length: 24 }).$type<GrupoArquivoReembolso>().notNull(),
    /** The member's own name for the file: the download name, never a path. */
    nome: text('nome').notNull(),
    /** Generated storage key (platform/storage/file-key.ts). */
    chave: text('chave').notNull(),
    tamanhoBytes: integer('tamanho_bytes').notNull(),
    contentType: text('content_type').notNull(),
    /** The later send it came with; null for the files of the filing itself. */
    envioId: integer('envio_id').references(() => reembolsoEnvios.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('reembolso_arquivos_reembolso_idx').on(t.reembolsoId),
    check(
      'reembolso_arquivos_grupo_ck',
      sql`${t.grupo} in ('notaFiscais', 'boletinsAtendimento', 'contasHospitalar', 'senhasAutorizacoes')`,
    ),
  ],
);

export const TIPOS_OPCAO_REEMBOLSO = ['TIPO_ATENDIMENTO', 'MOTIVO'] as const;
export type TipoOpcaoReembolso = (typeof TIPOS_OPCAO_REEMBOLSO)[number];

/** The operator's lists of the form (tipos de atendimento, motivos), edited in the database. */
export const reembolsoOpcoes = pgTable(
  'reembolso_opcoes',
  {
    tipo: varchar('tipo', { length: 20 }).$type<TipoOpcaoReembolso>().notNull(),
    valor: varchar('valor', { length: 40 }).notNull(),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tipo, t.valor] }),
    check('reembolso_opcoes_tipo_ck', sql`${t.tipo} in ('TIPO_ATENDIMENTO', 'MOTIVO')`),
  ],
);

/**
 * The operator parameters of the form's limits (parametros_operadora, server-side only), with the value
 * used when one is missing. Upload counts are 'minimo,maximo' per group.
 */
export const PARAMETROS_REEMBOLSO = {
  REEMBOLSO_PRAZO_MAXIMO_MESES: '12',
  REEMBOLSO_VALOR_MINIMO_CENTAVOS: '1',
  REEMBOLSO_VALOR_MAXIMO_CENTAVOS: '5000000',
  REEMBOLSO_PRAZO_RESPOSTA_DIAS_UTEIS: '7',
  REEMBOLSO_ARQUIVOS_NOTAS_FISCAIS: '1,5',
  REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO: '0,3',
  REEMBOLSO_ARQUIVOS_CONTAS_HOSPITALAR: '0,3',
  REEMBOLSO_ARQUIVOS_SENHAS_AUTORIZACOES: '0,3',
} as const;
export type ParametroReembolso = keyof typeof PARAMETROS_REEMBOLSO;

/** The parameter that holds each upload group's 'minimo,maximo'. */
export const PARAMETRO_ARQUIVOS_DO_GRUPO: Record<GrupoArquivoReembolso, ParametroReembolso> = {
  notaFiscais: 'REEMBOLSO_ARQUIVOS_NOTAS_FISCAIS',
  boletinsAtendimento: 'REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO',
  contasHospitalar: 'REEMBOLSO_ARQUIVOS_CONTAS_HOSPITALAR',
  senhasAutorizacoes: 'REEMBOLSO_ARQUIVOS_SENHAS_AUTORIZACOES',
};
