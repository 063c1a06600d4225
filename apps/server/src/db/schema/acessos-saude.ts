// Who may see another adult's health data (issue 33, decision 0026): the adult's own revocable consent, or a
// legal representation the operator records (curatela, procuração), or the legal guardian of a minor the
// operator records (guarda/tutela). A minor's titular needs no row: the rule grants it (platform/acesso-saude.ts).
import { sql } from 'drizzle-orm';
import {
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
import type { AreaAcessoSaude, BaseAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';
import { pessoas } from './pessoas.js';

/** At most one grant in force per (owner, reader, basis): a second grant edits the first (decision 0026). */
export const ACESSO_SAUDE_VIGENTE_UQ = 'acessos_saude_vigente_uq';

export const acessosSaude = pgTable(
  'acessos_saude',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose health data. */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    /** Who may read it. */
    autorizadoPessoaId: integer('autorizado_pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    base: varchar('base', { length: 16 }).$type<BaseAcessoSaude>().notNull(),
    /** The areas covered (SAUDE, AGENDAMENTO, REEMBOLSO); a legal representation covers all. */
    areas: text('areas').array().$type<AreaAcessoSaude[]>().notNull(),
    /** Last day in force on the operator's calendar (inclusive); null until revoked. */
    validoAte: date('valido_ate'),
    /** The operator's reference of the document behind a representation (court order, power of attorney). */
    documentoReferencia: text('documento_referencia'),
    /** The operator ERP's own id (integration API): the same id edits the same row. */
    idErp: varchar('id_erp', { length: 64 }),
    /** PORTAL: given by the owner on the portal; OPERADORA: recorded through the integration API. */
    origem: varchar('origem', { length: 10 }).$type<'PORTAL' | 'OPERADORA'>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    alteradoEm: timestamp('alterado_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [
    check('acessos_saude_pessoas_ck', sql`${t.pessoaId} <> ${t.autorizadoPessoaId}`),
    check(
      'acessos_saude_areas_ck',
      sql`cardinality(${t.areas}) between 1 and 3 and ${t.areas} <@ array['SAUDE', 'AGENDAMENTO', 'REEMBOLSO']::text[]`,
    ),
    check('acessos_saude_base_ck', sql`${t.base} in ('CONSENTIMENTO', 'CURATELA', 'PROCURACAO', 'GUARDA')`),
    uniqueIndex(ACESSO_SAUDE_VIGENTE_UQ)
      .on(t.pessoaId, t.autorizadoPessoaId, t.base)
      .where(sql`${t.revogadoEm} is null`),
    uniqueIndex('acessos_saude_id_erp_uq').on(t.idErp),
    index('acessos_saude_autorizado_idx').on(t.autorizadoPessoaId),
  ],
);
