// Member support in the console (issue 39, decision 0042): an atendimento is what a staff member's search
// opens — who (equipe_id), why (the reason's category and text) and which people the search showed. The
// member's page and its actions name it: the server takes them only from the staff member who opened it,
// for those people, while it is recent (ATENDIMENTO_VALIDADE_MS), so every read carries a stated reason.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CategoriaMotivo } from '@portal/domain/contract/console/atendimento';
import { equipe } from './equipe.js';

export const atendimentos = pgTable(
  'atendimentos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    equipeId: integer('equipe_id')
      .notNull()
      .references(() => equipe.id, { onDelete: 'cascade' }),
    motivoCategoria: text('motivo_categoria').$type<CategoriaMotivo>().notNull(),
    motivoTexto: text('motivo_texto').notNull(),
    /** The people the search showed: the only ones this reason opens. */
    pessoaIds: integer('pessoa_ids').array().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('atendimentos_equipe_idx').on(t.equipeId, t.criadoEm)],
);
