// Minha Saúde (issue 15): the operator's guides (autorizações) with their procedures, the provider network
// where an authorised procedure can be done, the authorisation requests members file here, exam results
// and clinical documents (prescriptions, certificates). One model that the operator's API of issue 19 fills:
// the ERP's ids are the natural keys where they exist (id_guia, prestador codigo, TUSS codes). Exam reports
// and clinical documents are files the operator receives from labs and doctors: the rows hold their storage
// keys. Every enumeration and number rule is also a CHECK here. See docs/decisions/0020.
import { sql } from 'drizzle-orm';
import type { PeriodoFuncionamento } from '@portal/domain/format/horario-funcionamento';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SituacaoAutorizacao, TipoGuia } from '@portal/domain/contract/saude/autorizacoes';
import type { TipoDocumentoClinico } from '@portal/domain/contract/saude/receitas-atestados';
import type { TipoSolicitacaoAutorizacao } from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { cidades } from './dados-pessoais.js';
import { pessoas } from './pessoas.js';
import { carteiras } from './contratos.js';
import { protocolos } from './protocolos.js';

/** A TUSS procedure code: 8 digits. */
const tussCheck = (column: unknown) => sql`${column} ~ '^[0-9]{8}$'`;

/** A guide (TISS) of the operator's ERP, on one of the beneficiary's cards. */
export const autorizacoes = pgTable(
  'autorizacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's guide number: the screens' idGuia. */
    idGuia: varchar('id_guia', { length: 20 }).notNull(),
    /** The beneficiary (redundant with the card; the operator's API matches by person). */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    /** The card the guide was issued on (codigoCarteiraGuia): the family check goes through it. */
    carteiraId: integer('carteira_id')
      .notNull()
      .references(() => carteiras.id),
    tipo: varchar('tipo', { length: 12 }).$type<TipoGuia>().notNull(),
    carater: varchar('carater', { length: 10 }).$type<'ELETIVO' | 'URGENCIA'>().notNull(),
    status: varchar('status', { length: 12 }).$type<SituacaoAutorizacao>().notNull(),
    dataSolicitacao: date('data_solicitacao').notNull(),
    /** The day it was authorised or denied (null while PENDENTE). */
    dataDecisao: date('data_decisao'),
    /** Last day an authorisation can be used. */
    validade: date('validade'),
    /** RN 623 answer deadline of a pending guide; null when answered at once. */
    prazoResposta: date('prazo_resposta'),
    senha: varchar('senha', { length: 20 }),
    altaComplexidade: boolean('alta_complexidade').notNull().default(false),
    /** The requested or authorised provider, as the ERP names it. */
    prestador: text('prestador').notNull(),
    medicoNome: text('medico_nome').notNull(),
    medicoCrm: varchar('medico_crm', { length: 10 }).notNull(),
    medicoUf: varchar('medico_uf', { length: 2 }).notNull(),
    observacao: text('observacao').notNull().default(''),
    /** NEGADA: the reason and the contract clause or legal ground (RN 623: given in writing). */
    negativaMotivo: text('negativa_motivo'),
    negativaFundamento: text('negativa_fundamento'),
    /** The portal protocol when the member asked for it here (solicitar-autorizacao). */
    protocolo: varchar('protocolo', { length: 20 }).references(() => protocolos.protocolo),
    /**
     * The operator's own denial letter (PDF from the ERP, migration 0018): its storage key and sha256, so
     * the same letter sent again is not written again. Without it the download renders one (negativa.pdf.ts).
     */
    cartaNegativaChave: text('carta_negativa_chave'),
    cartaNegativaSha256: varchar('carta_negativa_sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('autorizacoes_id_guia_uq').on(t.idGuia),
    index('autorizacoes_carteira_idx').on(t.carteiraId, t.dataSolicitacao),
    index('autorizacoes_pessoa_idx').on(t.pessoaId),
    check('autorizacoes_id_guia_ck', sql`${t.idGuia} ~ '^[0-9]{1,20}$'`),
    check('autorizacoes_tipo_ck', sql`${t.tipo} in ('CONSULTA', 'SADT', 'INTERNACAO')`),
    check('autorizacoes_carater_ck', sql`${t.carater} in ('ELETIVO', 'URGENCIA')`),
    check(
      'autorizacoes_status_ck',
      sql`${t.status} in ('PENDENTE', 'AUTORIZADA', 'EXECUTADA', 'VENCIDA', 'NEGADA')`,
    ),
    check(
      'autorizacoes_negativa_ck',
      sql`${t.status} <> 'NEGADA' or (${t.negativaMotivo} is not null and ${t.negativaFundamento} is not null)`,
    ),
    check('autorizacoes_decisao_ck', sql`${t.status} = 'PENDENTE' or ${t.dataDecisao} is not null`),
    check('autorizacoes_uf_ck', sql`${t.medicoUf} ~ '^[A-Z]{2}$'`),
    check(
      'autorizacoes_carta_negativa_ck',
      sql`(${t.cartaNegativaChave} is null) = (${t.cartaNegativaSha256} is null) and (${t.cartaNegativaChave} is null or ${t.status} = 'NEGADA')`,
    ),
  ],
);

/** The procedures of a guide, in the order the ERP lists them. */
export const autorizacaoProcedimentos = pgTable(
  'autorizacao_procedimentos',
  {
    autorizacaoId: integer('autorizacao_id')
      .notNull()
      .references(() => autorizacoes.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    codigoTuss: varchar('codigo_tuss', { length: 8 }).notNull(),
    descricao: text('descricao').notNull(),
    quantidadeSolicitada: integer('quantidade_solicitada').notNull(),
    /** 0 while pending and when denied. */
    quantidadeAutorizada: integer('quantidade_autorizada').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.autorizacaoId, t.ordem] }),
    check('autorizacao_procedimentos_tuss_ck', tussCheck(t.codigoTuss)),
    check('autorizacao_procedimentos_solicitada_ck', sql`${t.quantidadeSolicitada} > 0`),
    check(
      'autorizacao_procedimentos_autorizada_ck',
      sql`${t.quantidadeAutorizada} between 0 and ${t.quantidadeSolicitada}`,
    ),
  ],
);

/**
 * The provider network (and, with `proprio`, the operator's own units: issues 16 and 17 reuse it). `codigo`
 * is the ERP's provider code.
 */
export const prestadores = pgTable(
  'prestadores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codigo: varchar('codigo', { length: 20 }).notNull().unique(),
    nome: text('nome').notNull(),
    /** 'HOSPITAL', 'CLINICA', 'LABORATORIO', 'CONSULTORIO', 'PRONTO_ATENDIMENTO'. */
    tipo: varchar('tipo', { length: 20 }).notNull(),
    endereco: text('endereco').notNull(),
    bairro: text('bairro').notNull(),
    cidadeId: integer('cidade_id')
      .notNull()
      .references(() => cidades.id),
    telefone: varchar('telefone', { length: 20 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** One of the operator's own units (not a contracted provider). */
    proprio: boolean('proprio').notNull().default(false),
    /**
     * Opening hours (issue 37): weekly periods {dia 0-6, abre, fecha 'HH:MM'} on the operator's clock, as
     * the contract's horariosFuncionamentoSchema checks them (the seed and the ERP's batch both go through
     * it); empty when not given.
     */
    horarios: jsonb('horarios').$type<PeriodoFuncionamento[]>().notNull().default([]),
    /** A 24-hour emergency service ("Pronto-socorro 24 horas"). */
    prontoSocorro24h: boolean('pronto_socorro_24h').notNull().default(false),
  },
  (t) => [
    index('prestadores_cidade_idx').on(t.cidadeId),
    check(
      'prestadores_tipo_ck',
      sql`${t.tipo} in ('HOSPITAL', 'CLINICA', 'LABORATORIO', 'CONSULTORIO', 'PRONTO_ATENDIMENTO')`,
    ),
    check('prestadores_latitude_ck', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('prestadores_longitude_ck', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check('prestadores_horarios_ck', sql`jsonb_typeof(${t.horarios}) = 'array'`),
  ],
);

/** Which procedures (TUSS) each provider performs. */
export const prestadorProcedimentos = pgTable(
  'prestador_procedimentos',
  {
    prestadorId: integer('prestador_id')
      .notNull()
      .references(() => prestadores.id, { onDelete: 'cascade' }),
    codigoTuss: varchar('codigo_tuss', { length: 8 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codigoTuss, t.prestadorId] }),
    check('prestador_procedimentos_tuss_ck', tussCheck(t.codigoTuss)),
  ],
);

/**
 * Operator parameter: the most medical-order files one authorisation request may carry (default 5; at
 * least one is always required, spec §7).
 */
export const PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO = {
  nome: 'AUTORIZACAO_MAXIMO_ARQUIVOS',
  padrao: '5',
} as const;

/** One key per caller: the same key sent twice is the same request. */
export const SOLICITACAO_AUTORIZACAO_IDEMPOTENCIA_UQ = 'solicitacoes_autorizacao_idempotencia_uq';

/**
 * The numbers of the guides registered from the console (issue 39, decision 0043 §7): '99' followed by this
 * sequence's value in 18 digits — 20 digits, the portal's own range (an ERP's TISS numbers are shorter).
 */
export const guiaConsoleSeq = pgSequence('autorizacoes_guia_console_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: '999999999999999999',
});

/** An authorisation request a member filed here (Solicitar Autorização), with its protocol. */
export const solicitacoesAutorizacao = pgTable(
  'solicitacoes_autorizacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    protocolo: varchar('protocolo', { length: 20 })
      .notNull()
      .unique()
      .references(() => protocolos.protocolo),
    /** The beneficiary it is for. */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    solicitadoPorPessoaId: integer('solicitado_por_pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    tipo: varchar('tipo', { length: 24 }).$type<TipoSolicitacaoAutorizacao>().notNull(),
    descricao: text('descricao').notNull(),
    /** The contact the member chose for the operator to use (the real one; the screen only saw it masked). */
    contatoTipo: varchar('contato_tipo', { length: 10 }),
    contato: text('contato'),
    solicitadoEm: timestamp('solicitado_em', { withTimezone: true }).notNull(),
    chaveIdempotencia: uuid('chave_idempotencia').notNull(),
    /** sha256 of the request's dados: the same key with other dados is a conflict, not a retry. */
    dadosHash: varchar('dados_hash', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex(SOLICITACAO_AUTORIZACAO_IDEMPOTENCIA_UQ).on(t.solicitadoPorPessoaId, t.chaveIdempotencia),
    index('solicitacoes_autorizacao_pessoa_idx').on(t.pessoaId),
    check(
      'solicitacoes_autorizacao_tipo_ck',
      sql`${t.tipo} in ('CONSULTA_EXAME_TERAPIA', 'ALTA_COMPLEXIDADE', 'INTERNACAO_ELETIVA', 'URGENCIA_EMERGENCIA')`,
    ),
    check('solicitacoes_autorizacao_descricao_ck', sql`char_length(${t.descricao}) between 1 and 500`),
    check(
      'solicitacoes_autorizacao_contato_ck',
      sql`(${t.contato} is null) = (${t.contatoTipo} is null) and (${t.contatoTipo} is null or ${t.contatoTipo} in ('EMAIL', 'TELEFONE'))`,
    ),
  ],
);

/** The medical order files of a request (ids are opaque UUIDs; bytes in the storage driver). */
export const solicitacaoAutorizacaoArquivos = pgTable(
  'solicitacao_autorizacao_arquivos',
  {
    id: uuid('id').primaryKey(),
    solicitacaoId: integer('solicitacao_id')
      .notNull()
      .references(() => solicitacoesAutorizacao.id, { onDelete: 'cascade' }),
    /** The member's own name for the file, never a path. */
    nome: text('nome').notNull(),
    /** Generated storage key (platform/storage/file-key.ts). */
    chave: text('chave').notNull(),
    tamanhoBytes: integer('tamanho_bytes').notNull(),
    contentType: text('content_type').notNull(),
  },
  (t) => [index('solicitacao_autorizacao_arquivos_solicitacao_idx').on(t.solicitacaoId)],
);

/** An exam result the operator received from a lab. `chave` is the opaque key of the download call. */
export const resultadosExame = pgTable(
  'resultados_exame',
  {
    chave: uuid('chave').primaryKey(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    codigoTuss: varchar('codigo_tuss', { length: 8 }).notNull(),
    exame: text('exame').notNull(),
    dataRealizacao: date('data_realizacao').notNull(),
    laboratorio: text('laboratorio').notNull(),
    medicoSolicitante: text('medico_solicitante'),
    situacao: varchar('situacao', { length: 12 }).$type<'DISPONIVEL' | 'INDISPONIVEL'>().notNull(),
    /** Storage key of the report (PDF); null until the lab sends it. */
    arquivoChave: text('arquivo_chave'),
    /** sha256 of the report the ERP sent (migration 0018): the same report again is not rewritten. */
    arquivoSha256: varchar('arquivo_sha256', { length: 64 }),
    /** The ERP's id of the result (migration 0018; null for rows written before the integration). */
    idErp: varchar('id_erp', { length: 64 }),
  },
  (t) => [
    uniqueIndex('resultados_exame_id_erp_uq').on(t.idErp),
    index('resultados_exame_pessoa_idx').on(t.pessoaId, t.dataRealizacao),
    check('resultados_exame_tuss_ck', tussCheck(t.codigoTuss)),
    check('resultados_exame_situacao_ck', sql`${t.situacao} in ('DISPONIVEL', 'INDISPONIVEL')`),
    check(
      'resultados_exame_arquivo_ck',
      sql`${t.situacao} = 'INDISPONIVEL' or ${t.arquivoChave} is not null`,
    ),
  ],
);

/** A digital prescription or medical certificate (PDF signed by the doctor, received by the operator). */
export const documentosClinicos = pgTable(
  'documentos_clinicos',
  {
    id: uuid('id').primaryKey(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    tipo: varchar('tipo', { length: 10 }).$type<TipoDocumentoClinico>().notNull(),
    titulo: text('titulo').notNull(),
    dataEmissao: date('data_emissao').notNull(),
    medicoNome: text('medico_nome').notNull(),
    medicoCrm: varchar('medico_crm', { length: 10 }).notNull(),
    medicoUf: varchar('medico_uf', { length: 2 }).notNull(),
    /** Prescriptions: last day it can be dispensed. Certificates have none. */
    validade: date('validade'),
    arquivoChave: text('arquivo_chave').notNull(),
    /** sha256 of the PDF the ERP sent (migration 0019): the same file again is not rewritten. */
    arquivoSha256: varchar('arquivo_sha256', { length: 64 }),
    /** The ERP's id of the document (migration 0019; null for rows written before the integration). */
    idErp: varchar('id_erp', { length: 64 }).unique(),
  },
  (t) => [
    index('documentos_clinicos_pessoa_idx').on(t.pessoaId, t.dataEmissao),
    check('documentos_clinicos_tipo_ck', sql`${t.tipo} in ('RECEITA', 'ATESTADO')`),
    check('documentos_clinicos_validade_ck', sql`${t.tipo} = 'RECEITA' or ${t.validade} is null`),
    check('documentos_clinicos_uf_ck', sql`${t.medicoUf} ~ '^[A-Z]{2}$'`),
  ],
);
