// Shared card links (Cartão Virtual "Compartilhar", issue 9): one row per link issued, so a member can list
// their live links and revoke each one. Only a SHA-256 of the link's random token is kept: a copy of this
// table opens no card.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contas } from './auth.js';
import { carteiras } from './contratos.js';

export const cartoesCompartilhados = pgTable(
  'cartoes_compartilhados',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    carteiraId: integer('carteira_id')
      .notNull()
      .references(() => carteiras.id),
    /** The account that issued the link: only it lists and revokes the link (decision 0011). */
    emitidoPorContaId: integer('emitido_por_conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [index('cartoes_compartilhados_conta_idx').on(t.emitidoPorContaId, t.expiraEm)],
);
