// Filings per account per day (issue 34, decision 0027): one counter row per account, kind of filing and
// operator day, raised by one atomic upsert inside the filing's own transaction (platform/upload/
// limite-diario.ts). A filing that fails rolls its count back with it; two filings racing for the last slot
// queue on the row, and the second sees the first's count. Rows are counters, not records: the orphan sweep
// deletes past days.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { contas } from './auth.js';

/**
 * The filings with a daily ceiling, each with its operator parameter (server-only) and the ceiling used
 * while the parameter is absent: enough for a family's busy day, far below a script's.
 */
export const LIMITES_DIARIOS = {
  REEMBOLSO: { parametro: 'LIMITE_DIARIO_REEMBOLSO', padrao: 20 },
  SOLICITACAO_AUTORIZACAO: { parametro: 'LIMITE_DIARIO_SOLICITACAO_AUTORIZACAO', padrao: 20 },
  DEBITO_CONTA: { parametro: 'LIMITE_DIARIO_DEBITO_CONTA', padrao: 5 },
  CERTIDAO_OBITO: { parametro: 'LIMITE_DIARIO_CERTIDAO_OBITO', padrao: 5 },
} as const;
export type TipoEnvioLimitado = keyof typeof LIMITES_DIARIOS;
export type ParametroLimiteDiario = (typeof LIMITES_DIARIOS)[TipoEnvioLimitado]['parametro'];

export const enviosDiarios = pgTable(
  'envios_diarios',
  {
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<TipoEnvioLimitado>().notNull(),
    /** The operator's calendar day (America/Sao_Paulo). */
    dia: date('dia').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contaId, t.tipo, t.dia] }),
    check(
      'envios_diarios_tipo_ck',
      sql`${t.tipo} in ('REEMBOLSO', 'SOLICITACAO_AUTORIZACAO', 'DEBITO_CONTA', 'CERTIDAO_OBITO')`,
    ),
  ],
);
