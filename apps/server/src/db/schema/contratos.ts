// Family groups, plan contracts, beneficiaries and their cards (spec §3 "Plan contract", "Card",
// "Beneficiary list item"). The family group is the unit of visibility (platform/family-visibility.ts).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';

export const TIPOS_BENEFICIARIO = ['CONTRATANTE', 'TITULAR', 'DEPENDENTE'] as const;
export type TipoBeneficiario = (typeof TIPOS_BENEFICIARIO)[number];

export const gruposFamiliares = pgTable('grupos_familiares', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  codigo: text('codigo').notNull().unique(),
  /** The operator ERP's own identifier of the family (issue 19: a contract names its group by it). */
  idErp: varchar('id_erp', { length: 64 }).unique(),
});

export const contratos = pgTable(
  'contratos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public plan code used in URLs (/meu-plano/{codigoPlano}). */
    codigo: text('codigo').notNull().unique(),
    plano: text('plano').notNull(),
    segmentacao: text('segmentacao').notNull(),
    /** ANS registration number of the product (not of the operator). */
    registroAnsProduto: text('registro_ans_produto').notNull(),
    tipoContratacao: text('tipo_contratacao').notNull(),
    acomodacao: text('acomodacao'),
    abrangencia: text('abrangencia'),
    dataInicio: date('data_inicio').notNull(),
    situacao: text('situacao').notNull().default('ATIVO'),
    grupoFamiliarId: integer('grupo_familiar_id')
      .notNull()
      .references(() => gruposFamiliares.id),
    /** The operator ERP's own identifier (issue 19: the integration API refers to contracts by it). */
    idErp: varchar('id_erp', { length: 64 }).unique(),
  },
  (t) => [index('contratos_grupo_idx').on(t.grupoFamiliarId)],
);

export const beneficiarios = pgTable(
  'beneficiarios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id),
    grupoFamiliarId: integer('grupo_familiar_id')
      .notNull()
      .references(() => gruposFamiliares.id),
    tipo: varchar('tipo', { length: 12 }).$type<TipoBeneficiario>().notNull(),
    titularId: integer('titular_id').references((): AnyPgColumn => beneficiarios.id),
    parentesco: text('parentesco'),
    dataInclusao: date('data_inclusao').notNull(),
    /**
     * The day the membership ends (sent by the ERP, decision 0024 "Cadastro"): from it on the family scope
     * no longer shows the row, so it leaves every member screen. Null: in force.
     */
    dataExclusao: date('data_exclusao'),
    /** The operator ERP's own identifier of this membership (issue 19). */
    idErp: varchar('id_erp', { length: 64 }).unique(),
  },
  (t) => [
    check(
      'beneficiarios_exclusao_ck',
      sql`${t.dataExclusao} is null or ${t.dataExclusao} >= ${t.dataInclusao}`,
    ),
    unique('beneficiarios_pessoa_contrato_tipo_uq').on(t.pessoaId, t.contratoId, t.tipo),
    index('beneficiarios_pessoa_idx').on(t.pessoaId),
    index('beneficiarios_grupo_idx').on(t.grupoFamiliarId),
  ],
);

export const carteiras = pgTable(
  'carteiras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The card number printed on the card. */
    codigo: varchar('codigo', { length: 20 }).notNull().unique(),
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id),
    validade: date('validade').notNull(),
    via: integer('via').notNull().default(1),
  },
  (t) => [index('carteiras_beneficiario_idx').on(t.beneficiarioId)],
);
