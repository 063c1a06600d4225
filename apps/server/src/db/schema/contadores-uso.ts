// Usage counters the web reports (spec §7 utilizacao-recurso / utilizacao-funcionalidade).
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contas } from './auth.js';

export const utilizacaoRecursos = pgTable(
  'utilizacao_recursos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    recurso: text('recurso').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    origem: text('origem'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resource_usage_conta_idx').on(t.contaId)],
);

export const utilizacaoFuncionalidades = pgTable(
  'utilizacao_funcionalidades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    recurso: text('recurso').notNull(),
    complemento: text('complemento'),
    documentoAcessado: text('documento_acessado'),
    origem: text('origem'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('functionality_usage_conta_idx').on(t.contaId)],
);
