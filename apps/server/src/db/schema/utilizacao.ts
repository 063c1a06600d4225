// Financeiro II (issue 13): the uses of the plan (one table for the usage statement and the
// co-participation statement) and the contracts' price adjustments. Money is integer cents, percentages
// integer basis points, days operator calendar dates. See docs/decisions/0015.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { TipoUtilizacao } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import type { TipoReajuste } from '@portal/domain/contract/financeiro/historico-reajuste';
import { tituloItens } from './financeiro.js';
import { beneficiarios, contratos } from './contratos.js';

/**
 * One use of the plan by a beneficiary (as the claims system reports it). A use with a co-participation
 * value is a co-participation event: the co-participation statement is this table filtered on
 * `coparticipacao_centavos is not null`, so the two statements can never disagree about a use.
 */
export const utilizacoes = pgTable(
  'utilizacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The beneficiary row: the person on one contract. */
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    /** The day of the service. */
    data: date('data').notNull(),
    tipo: varchar('tipo', { length: 16 }).$type<TipoUtilizacao>().notNull(),
    prestador: text('prestador').notNull(),
    /** TUSS procedure code (8 digits) and its description. */
    codigoTuss: varchar('codigo_tuss', { length: 10 }).notNull(),
    procedimento: text('procedimento').notNull(),
    quantidade: integer('quantidade').notNull(),
    /** The member's share; null when the use carries none (not a co-participation event). */
    coparticipacaoCentavos: integer('coparticipacao_centavos'),
    /** The bill line that charged the co-participation, once billed (issue 12's COPARTICIPACAO block). */
    tituloItemId: integer('titulo_item_id').references(() => tituloItens.id, { onDelete: 'set null' }),
    /** The claims system's id of the use (migration 0019; null for rows written before the integration). */
    idErp: varchar('id_erp', { length: 64 }).unique(),
  },
  (t) => [
    index('utilizacoes_beneficiario_data_idx').on(t.beneficiarioId, t.data),
    // The use a bill line charged (the bill list reads each line's kind by it; a bill line's delete sets it null).
    index('utilizacoes_titulo_item_idx')
      .on(t.tituloItemId)
      .where(sql`${t.tituloItemId} is not null`),
    check(
      'utilizacoes_tipo_ck',
      sql`${t.tipo} in ('CONSULTA', 'EXAME', 'TERAPIA', 'INTERNACAO', 'PRONTO_SOCORRO')`,
    ),
    check('utilizacoes_quantidade_ck', sql`${t.quantidade} > 0`),
    check(
      'utilizacoes_coparticipacao_ck',
      sql`${t.coparticipacaoCentavos} is null or ${t.coparticipacaoCentavos} >= 0`,
    ),
    check('utilizacoes_tuss_ck', sql`${t.codigoTuss} ~ '^[0-9]{8}$'`),
  ],
);

/**
 * A contract's annual price adjustment (ANS ceiling for individual plans, pool or negotiated for
 * collective ones). Age-band changes are not here: they live in faixa_etaria_historico (one source).
 */
export const reajustesContrato = pgTable(
  'reajustes_contrato',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id),
    /** The day the new price took effect (the contract's anniversary month). */
    dataAplicacao: date('data_aplicacao').notNull(),
    tipo: varchar('tipo', { length: 16 }).$type<Exclude<TipoReajuste, 'FAIXA_ETARIA'>>().notNull(),
    /** 'Maio/2024 a abril/2025' for an ANS ceiling; the pool's or agreement's name otherwise. */
    referencia: text('referencia').notNull(),
    /** Basis points: 963 = 9,63 %. */
    percentualPontosBase: integer('percentual_pontos_base').notNull(),
    /** The contract's whole monthly fee before and after. */
    mensalidadeAnteriorCentavos: integer('mensalidade_anterior_centavos').notNull(),
    mensalidadeNovaCentavos: integer('mensalidade_nova_centavos').notNull(),
    /** The ERP's id of the adjustment (migration 0019; null for rows written before the integration). */
    idErp: varchar('id_erp', { length: 64 }).unique(),
  },
  (t) => [
    index('reajustes_contrato_idx').on(t.contratoId, t.dataAplicacao),
    check('reajustes_contrato_tipo_ck', sql`${t.tipo} in ('ANUAL_ANS', 'ANUAL_POOL', 'ANUAL_NEGOCIADO')`),
    check(
      'reajustes_contrato_mensalidade_ck',
      sql`${t.mensalidadeAnteriorCentavos} > 0 and ${t.mensalidadeNovaCentavos} > 0`,
    ),
  ],
);
