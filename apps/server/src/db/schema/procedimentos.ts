// The plan information of "Meu plano cobre?" and the reimbursement preview (issue 41, part B, decision 0049),
// published by the operator's systems (integration scope plano:escrita); the portal only reads it.
// - procedimentos: the procedure table by TUSS code, with the names members use; `busca` (lower case, no
//   accents: name and synonyms, written by the upsert) is searched by pg_trgm word similarity over its GIN
//   index, as rede_prestadores.nome_busca is.
// - plano_produtos / plano_produto_regras: each product's segmentations (by contratos.registro_ans_produto) and
//   its rules per procedure or per waiting-period group (co-participation, prior-authorization override).
// - plano_reembolso_tabela: per product and procedure, a limit or a multiplier of a reference value.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { listaSql } from '@portal/domain/contract/facilidades/rede-codigos';
import { GRUPOS_CARENCIA, type GrupoCarencia } from '@portal/domain/contract/plano/carencias-codigos';
import { SEGMENTACOES_ROL, type SegmentacaoRol } from '@portal/domain/contract/plano/procedimentos-codigos';

const segmentacoesValidas = (coluna: unknown) =>
  sql`${coluna} <@ array[${sql.raw(listaSql(SEGMENTACOES_ROL))}]::text[]`;
const grupoValido = (coluna: unknown) => sql`${coluna} in (${sql.raw(listaSql(GRUPOS_CARENCIA))})`;
const percentualValido = (coluna: unknown) => sql`${coluna} is null or ${coluna} between 0 and 100`;
const naoNegativo = (coluna: unknown) => sql`${coluna} is null or ${coluna} >= 0`;

export const procedimentos = pgTable(
  'procedimentos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codigo: varchar('codigo', { length: 8 }).notNull().unique(),
    nome: text('nome').notNull(),
    sinonimos: text('sinonimos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Name and synonyms, lower case without accents (normalizarNomeBusca): what the search compares. */
    busca: text('busca').notNull(),
    /** The waiting-period group (carencias-codigos.ts). */
    grupo: varchar('grupo', { length: 40 }).$type<GrupoCarencia>().notNull(),
    /** The Rol's segmentations covering it; empty: outside the Rol. */
    segmentacoes: text('segmentacoes')
      .array()
      .$type<SegmentacaoRol[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The utilisation guideline (DUT) in plain words. */
    dut: text('dut'),
    altaComplexidade: boolean('alta_complexidade').notNull().default(false),
    autorizacaoPrevia: boolean('autorizacao_previa').notNull().default(false),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('procedimentos_busca_trgm_idx').using('gin', t.busca.op('gin_trgm_ops')),
    check('procedimentos_codigo_ck', sql`${t.codigo} ~ '^[0-9]{8}$'`),
    check('procedimentos_segmentacoes_ck', segmentacoesValidas(t.segmentacoes)),
    check('procedimentos_grupo_ck', grupoValido(t.grupo)),
  ],
);

export const planoProdutos = pgTable(
  'plano_produtos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registroAns: varchar('registro_ans', { length: 20 }).notNull().unique(),
    segmentacoes: text('segmentacoes').array().$type<SegmentacaoRol[]>().notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [check('plano_produtos_segmentacoes_ck', segmentacoesValidas(t.segmentacoes))],
);

/** A product's rule for one procedure or one whole group (exactly one of the two). */
export const planoProdutoRegras = pgTable(
  'plano_produto_regras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => planoProdutos.id, { onDelete: 'cascade' }),
    procedimentoId: integer('procedimento_id').references(() => procedimentos.id, { onDelete: 'cascade' }),
    grupo: varchar('grupo', { length: 40 }).$type<GrupoCarencia>(),
    coparticipacaoPercentual: integer('coparticipacao_percentual'),
    coparticipacaoFixaCentavos: integer('coparticipacao_fixa_centavos'),
    coparticipacaoTetoCentavos: integer('coparticipacao_teto_centavos'),
    /** Overrides the procedure's flag; null: the procedure's. */
    autorizacaoPrevia: boolean('autorizacao_previa'),
  },
  (t) => [
    uniqueIndex('plano_produto_regras_procedimento_uq')
      .on(t.produtoId, t.procedimentoId)
      .where(sql`${t.procedimentoId} is not null`),
    uniqueIndex('plano_produto_regras_grupo_uq')
      .on(t.produtoId, t.grupo)
      .where(sql`${t.grupo} is not null`),
    check('plano_produto_regras_alvo_ck', sql`(${t.procedimentoId} is null) <> (${t.grupo} is null)`),
    check('plano_produto_regras_grupo_ck', sql`${t.grupo} is null or ${grupoValido(t.grupo)}`),
    check('plano_produto_regras_percentual_ck', percentualValido(t.coparticipacaoPercentual)),
    check('plano_produto_regras_fixa_ck', naoNegativo(t.coparticipacaoFixaCentavos)),
    check('plano_produto_regras_teto_ck', naoNegativo(t.coparticipacaoTetoCentavos)),
  ],
);

/** Per product and procedure: a limit, or a multiplier (hundredths) of a reference value, both in cents. */
export const planoReembolsoTabela = pgTable(
  'plano_reembolso_tabela',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idErp: varchar('id_erp', { length: 64 }).notNull().unique(),
    registroAns: varchar('registro_ans', { length: 20 }).notNull(),
    procedimentoId: integer('procedimento_id')
      .notNull()
      .references(() => procedimentos.id, { onDelete: 'cascade' }),
    limiteCentavos: integer('limite_centavos'),
    multiplicadorCentesimos: integer('multiplicador_centesimos'),
    valorReferenciaCentavos: integer('valor_referencia_centavos'),
    coparticipacaoPercentual: integer('coparticipacao_percentual'),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plano_reembolso_tabela_produto_procedimento_uq').on(t.registroAns, t.procedimentoId),
    check(
      'plano_reembolso_tabela_valor_ck',
      sql`(${t.limiteCentavos} is not null and ${t.multiplicadorCentesimos} is null and ${t.valorReferenciaCentavos} is null) or (${t.limiteCentavos} is null and ${t.multiplicadorCentesimos} > 0 and ${t.valorReferenciaCentavos} >= 0)`,
    ),
    check('plano_reembolso_tabela_limite_ck', naoNegativo(t.limiteCentavos)),
    check('plano_reembolso_tabela_percentual_ck', percentualValido(t.coparticipacaoPercentual)),
  ],
);
