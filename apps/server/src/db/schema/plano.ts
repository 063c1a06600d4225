// Minhas carências (issue 41, decision 0048): each beneficiary's waiting periods per coverage group and the
// temporary partial coverage (CPT) of a declared pre-existing condition, as the operator's ERP sends them
// (PUT /integracao/v1/plano/carencias and /plano/coberturas-parciais, by the ERP's id). Health data: members
// read them through the family's health rule (decision 0026). `fim` is the first day the coverage is free.
// Every enumeration is also a CHECK here (the lists of packages/domain/src/contract/plano/carencias-codigos.ts).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { GrupoCarencia, RestricaoCpt } from '@portal/domain/contract/plano/carencias-codigos';
import { beneficiarios } from './contratos.js';

export const carencias = pgTable(
  'carencias',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's identifier of this waiting period: the integration API's natural key. */
    idErp: varchar('id_erp', { length: 64 }).notNull().unique(),
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    grupo: varchar('grupo', { length: 30 }).$type<GrupoCarencia>().notNull(),
    inicio: date('inicio').notNull(),
    /** The first day the group is covered ("Liberado em"). */
    fim: date('fim').notNull(),
  },
  (t) => [
    index('carencias_beneficiario_idx').on(t.beneficiarioId),
    check('carencias_periodo_ck', sql`${t.fim} >= ${t.inicio}`),
    check(
      'carencias_grupo_ck',
      sql`${t.grupo} in ('URGENCIA_EMERGENCIA', 'CONSULTAS', 'EXAMES_SIMPLES', 'EXAMES_COMPLEXOS_TERAPIAS', 'ALTA_COMPLEXIDADE', 'INTERNACOES_CIRURGIAS', 'PARTO_A_TERMO', 'ODONTOLOGIA')`,
    ),
  ],
);

export const coberturasParciaisTemporarias = pgTable(
  'coberturas_parciais_temporarias',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idErp: varchar('id_erp', { length: 64 }).notNull().unique(),
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    /** The declared pre-existing condition in plain words, as the member declared it. */
    condicao: text('condicao').notNull(),
    /** Its ICD-10 code when the ERP has one (e.g. E11 or M51.1). */
    cid: varchar('cid', { length: 8 }),
    inicio: date('inicio').notNull(),
    /** The first day the restriction no longer applies (at most 24 months after `inicio`). */
    fim: date('fim').notNull(),
    /** What is not covered for the condition until `fim`. */
    restricoes: text('restricoes').array().$type<RestricaoCpt[]>().notNull(),
  },
  (t) => [
    index('cpt_beneficiario_idx').on(t.beneficiarioId),
    check('cpt_periodo_ck', sql`${t.fim} >= ${t.inicio}`),
    check('cpt_condicao_ck', sql`length(${t.condicao}) between 1 and 200`),
    check('cpt_cid_ck', sql`${t.cid} is null or ${t.cid} ~ '^[A-Z][0-9]{2}(\\.[0-9A-Z]{1,2})?$'`),
    check(
      'cpt_restricoes_ck',
      sql`${t.restricoes} <@ array['EVENTOS_CIRURGICOS', 'LEITOS_ALTA_TECNOLOGIA', 'PROCEDIMENTOS_ALTA_COMPLEXIDADE']::text[] and cardinality(${t.restricoes}) > 0`,
    ),
  ],
);
