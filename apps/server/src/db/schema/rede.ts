// Guia Médico (issue 40, decisions 0046 and 0047): the operator's network as members search it. The operator's
// systems fill every table through the integration API (`rede:escrita`, idempotent by the ERP's ids); the
// portal only reads it. A provider (person or company) has locations; each location offers services
// (specialities and exams of the catalogue) and belongs to the network of some products. A network change says
// a location leaves on a date, with its substitute (Lei 9.656/98 art. 17).
//
// Search (decision 0046): names by trigram similarity over `nome_busca` (GIN, pg_trgm), distance by
// earthdistance's ll_to_earth over a GiST index (hand-written in migration 0044: drizzle-kit cannot declare an
// index on that expression), services and products through their link tables' primary keys. The `*_busca`
// columns are lower case without accents, computed by the database the way `pessoas.nome_busca` is.
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
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ACESSIBILIDADE_REDE_CODIGOS,
  ATRIBUTOS_QUALIDADE_CODIGOS,
  CONSELHOS_REDE,
  listaSql,
  SEGMENTOS_PRODUTO_REDE,
  TIPOS_LOCAL_REDE,
  TIPOS_PESSOA_REDE,
  TIPOS_SERVICO_REDE,
  type AcessibilidadeRede,
  type AtributoQualidade,
  type ConselhoRede,
  type SegmentoProdutoRede,
  type TipoLocalRede,
  type TipoPessoaRede,
  type TipoServicoRede,
} from '@portal/domain/contract/facilidades/rede-codigos';
import { prestadores } from './saude.js';

/** Lower case without accents, as a generated column (translate and lower are immutable; unaccent is not); the search compares the catalogue with it too. */
export const semAcento = (expressao: string) =>
  sql.raw(
    `lower(translate(${expressao}, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))`,
  );
const naLista = (coluna: unknown, codigos: readonly string[]) =>
  sql`${coluna} in (${sql.raw(listaSql(codigos))})`;
const contidoEm = (coluna: unknown, codigos: readonly string[]) =>
  sql`${coluna} <@ array[${sql.raw(listaSql(codigos))}]::text[]`;

/** A plan/product of the operator as its network knows it, by its ANS registration (contratos.registro_ans_produto). */
export const redeProdutos = pgTable(
  'rede_produtos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registroAns: varchar('registro_ans', { length: 20 }).notNull().unique(),
    /** The product's commercial name ('Unimax Essencial Enfermaria'). */
    nome: text('nome').notNull(),
    segmento: varchar('segmento', { length: 14 }).$type<SegmentoProdutoRede>().notNull(),
    /** Still sold/offered for a visitor to choose on the public guide. */
    ativo: boolean('ativo').notNull().default(true),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [check('rede_produtos_segmento_ck', naLista(t.segmento, SEGMENTOS_PRODUTO_REDE))],
);

/** The catalogue of specialities and services, with the words members use for each ('ortopedista'). */
export const redeServicos = pgTable(
  'rede_servicos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codigo: varchar('codigo', { length: 30 }).notNull().unique(),
    nome: text('nome').notNull(),
    tipo: varchar('tipo', { length: 14 }).$type<TipoServicoRede>().notNull(),
    /** Other names members type ('ortopedista', 'traumatologista'); searched with the name. */
    sinonimos: text('sinonimos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The name and every synonym as a search compares them (semAcento), kept by the trigger of migration 0060
     * on every write (issue 40): reading the catalogue for a term computed that for each of ~200 names on every
     * search and suggestion — 2.5 of the 3 ms of a name search's preparation on PostgreSQL at 100,000 locations.
     */
    termosBusca: text('termos_busca')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('rede_servicos_codigo_ck', sql`${t.codigo} ~ '^[A-Z0-9_]{1,30}$'`),
    check('rede_servicos_tipo_ck', naLista(t.tipo, TIPOS_SERVICO_REDE)),
  ],
);

/** A provider: a professional (PF, with council registration) or a company (PJ, with CNPJ). */
export const redePrestadores = pgTable(
  'rede_prestadores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idErp: varchar('id_erp', { length: 64 }).notNull().unique(),
    tipoPessoa: varchar('tipo_pessoa', { length: 2 }).$type<TipoPessoaRede>().notNull(),
    /** Legal name (PJ) or the professional's name (PF). */
    nome: text('nome').notNull(),
    /** Trade name (PJ), how members know it; null when it is the name. */
    nomeFantasia: text('nome_fantasia'),
    conselho: varchar('conselho', { length: 8 }).$type<ConselhoRede>(),
    conselhoNumero: varchar('conselho_numero', { length: 20 }),
    conselhoUf: varchar('conselho_uf', { length: 2 }),
    cnpj: varchar('cnpj', { length: 14 }),
    /** ANS quality attributes (codes of ATRIBUTOS_QUALIDADE). */
    qualidade: text('qualidade')
      .array()
      .$type<AtributoQualidade[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
    nomeBusca: text('nome_busca').generatedAlwaysAs(semAcento(`nome || ' ' || coalesce(nome_fantasia, '')`)),
    /**
     * The words of nome_busca (a generated column cannot read another): a name search keeps the providers
     * having, for each word typed, one of the vocabulary's words resembling it (rede_nome_palavras), through
     * this GIN index — a few short posting lists instead of every name sharing trigrams with "clínica".
     */
    palavras: text('palavras')
      .array()
      .generatedAlwaysAs(
        sql`regexp_split_to_array(${semAcento(`nome || ' ' || coalesce(nome_fantasia, '')`)}, '[^a-z0-9]+')`,
      ),
  },
  (t) => [
    index('rede_prestadores_nome_busca_trgm_idx').using('gin', t.nomeBusca.op('gin_trgm_ops')),
    index('rede_prestadores_palavras_idx').using('gin', t.palavras),
    check('rede_prestadores_tipo_pessoa_ck', naLista(t.tipoPessoa, TIPOS_PESSOA_REDE)),
    check(
      'rede_prestadores_conselho_ck',
      sql`(${t.conselho} is null) = (${t.conselhoNumero} is null) and (${t.conselho} is null) = (${t.conselhoUf} is null) and (${t.conselho} is null or ${naLista(t.conselho, CONSELHOS_REDE)})`,
    ),
    check(
      'rede_prestadores_documento_ck',
      sql`(${t.tipoPessoa} = 'PF' and ${t.conselho} is not null and ${t.cnpj} is null) or (${t.tipoPessoa} = 'PJ' and ${t.cnpj} ~ '^[0-9]{14}$')`,
    ),
    check('rede_prestadores_qualidade_ck', contidoEm(t.qualidade, ATRIBUTOS_QUALIDADE_CODIGOS)),
  ],
);

/**
 * Every word (3 characters or more) of the providers' names, each at least once (decision 0046): what a word
 * typed with a typo is compared with (trigram GIN), a few thousand words however large the network. Filled by
 * the database (migration 0052's trigger on rede_prestadores), without a unique constraint so that two
 * batches adding the same new word never wait on each other (a word twice is harmless); a word no name uses
 * any more finds nobody.
 */
export const redeNomePalavras = pgTable('rede_nome_palavras', { palavra: text('palavra').notNull() }, (t) => [
  index('rede_nome_palavras_palavra_idx').on(t.palavra),
  index('rede_nome_palavras_trgm_idx').using('gin', t.palavra.op('gin_trgm_ops')),
]);

/** Where a provider sees members: address, coordinates, phones, hours, what it offers and to which products. */
export const redeLocais = pgTable(
  'rede_locais',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idErp: varchar('id_erp', { length: 64 }).notNull().unique(),
    prestadorId: integer('prestador_id')
      .notNull()
      .references(() => redePrestadores.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).$type<TipoLocalRede>().notNull(),
    /** The location's own name when it has one ('Unidade Cambuí'); null shows the provider's. */
    nome: text('nome'),
    logradouro: text('logradouro').notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    complemento: text('complemento'),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    /** 8 digits. A CEP typed in the search is placed at the centre of the locations of its sector (0046). */
    cep: varchar('cep', { length: 8 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Phones as digits with area code (10 or 11 digits), in the order to show. */
    telefones: text('telefones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Weekly opening periods, as `prestadores.horarios` (horariosFuncionamentoSchema); empty when not given. */
    horarios: jsonb('horarios').$type<PeriodoFuncionamento[]>().notNull().default([]),
    prontoSocorro24h: boolean('pronto_socorro_24h').notNull().default(false),
    telemedicina: boolean('telemedicina').notNull().default(false),
    acessibilidade: text('acessibilidade')
      .array()
      .$type<AcessibilidadeRede[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** One of the operator's own units where the portal books appointments (Novo Agendamento), if it is. */
    unidadeAgendamentoId: integer('unidade_agendamento_id').references(() => prestadores.id),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
    cidadeBusca: text('cidade_busca').generatedAlwaysAs(semAcento('cidade')),
    bairroBusca: text('bairro_busca').generatedAlwaysAs(semAcento('bairro')),
  },
  (t) => [
    index('rede_locais_prestador_idx').on(t.prestadorId),
    index('rede_locais_cidade_idx').on(t.uf, t.cidadeBusca, t.bairroBusca),
    // With the coordinates, so a CEP's sector centre (an average over its locations) reads the index alone.
    index('rede_locais_cep_idx').on(t.cep, t.latitude, t.longitude),
    check('rede_locais_tipo_ck', naLista(t.tipo, TIPOS_LOCAL_REDE)),
    check('rede_locais_cep_ck', sql`${t.cep} ~ '^[0-9]{8}$'`),
    check('rede_locais_uf_ck', sql`${t.uf} ~ '^[A-Z]{2}$'`),
    check('rede_locais_latitude_ck', sql`${t.latitude} between -90 and 90`),
    check('rede_locais_longitude_ck', sql`${t.longitude} between -180 and 180`),
    check('rede_locais_horarios_ck', sql`jsonb_typeof(${t.horarios}) = 'array'`),
    check('rede_locais_acessibilidade_ck', contidoEm(t.acessibilidade, ACESSIBILIDADE_REDE_CODIGOS)),
  ],
);

/** What each location offers (catalogue entries). */
export const redeLocalServicos = pgTable(
  'rede_local_servicos',
  {
    servicoId: integer('servico_id')
      .notNull()
      .references(() => redeServicos.id),
    localId: integer('local_id')
      .notNull()
      .references(() => redeLocais.id, { onDelete: 'cascade' }),
    /**
     * The location's coordinates, copied by the database (migration 0047's triggers: on insert of a link and
     * on a change of the location's), never written by the application: the GiST index on (servico_id,
     * ll_to_earth(latitude, longitude)) lets "a speciality near me" walk only the locations offering it,
     * nearest first (decision 0046).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    primaryKey({ columns: [t.servicoId, t.localId] }),
    index('rede_local_servicos_local_idx').on(t.localId),
  ],
);

/** Which products' networks include each location. */
export const redeLocalProdutos = pgTable(
  'rede_local_produtos',
  {
    produtoId: integer('produto_id')
      .notNull()
      .references(() => redeProdutos.id),
    localId: integer('local_id')
      .notNull()
      .references(() => redeLocais.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.produtoId, t.localId] }),
    index('rede_local_produtos_local_idx').on(t.localId),
  ],
);

/**
 * A location leaving the network on a date, with its substitute (Lei 9.656/98 art. 17: members are told 30 days
 * ahead). From `dataSaida` on, the search no longer offers the location.
 */
export const redeAlteracoes = pgTable(
  'rede_alteracoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idErp: varchar('id_erp', { length: 64 }).notNull().unique(),
    localId: integer('local_id')
      .notNull()
      .references(() => redeLocais.id, { onDelete: 'cascade' }),
    /** The first day the location no longer serves the products (operator's calendar). */
    dataSaida: date('data_saida', { mode: 'string' }).notNull(),
    substitutoLocalId: integer('substituto_local_id').references(() => redeLocais.id, {
      onDelete: 'set null',
    }),
    /** Why, in words for members ('Encerramento das atividades'); null when the operator gives none. */
    motivo: text('motivo'),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rede_alteracoes_local_idx').on(t.localId),
    index('rede_alteracoes_data_idx').on(t.dataSaida),
    check(
      'rede_alteracoes_substituto_ck',
      sql`${t.substitutoLocalId} is null or ${t.substitutoLocalId} <> ${t.localId}`,
    ),
  ],
);
