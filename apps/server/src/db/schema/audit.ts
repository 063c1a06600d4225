// Who did what to whose data, and when. Never the data itself (ARCHITECTURE "API conventions").
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_RESULTS = ['SUCESSO', 'FALHA'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/** Longest User-Agent kept (a real one is ~150 characters; the rest would only be padding or abuse). */
export const AUDIT_DEVICE_MAX = 300;

/**
 * No foreign keys: the trail must outlive the accounts and people it mentions. Append-only in the
 * database: triggers refuse every UPDATE, DELETE and TRUNCATE, of the table and of each partition.
 * Partitioned by month of `at` (issue 43, migration 0057, decision 0057), which drizzle does not model:
 * the key (id) and the visit's unique index (<partition>_visita_uq, below) are each partition's, made by
 * auditoria_criar_meses with the month; rows leave only with a whole month past the retention.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    contaId: integer('conta_id'),
    pessoaId: integer('pessoa_id'),
    acao: text('acao').notNull(),
    recurso: text('recurso'),
    origem: text('origem'),
    ip: text('ip'),
    resultado: text('resultado').$type<AuditResult>().notNull(),
    /** The request's User-Agent, cut to AUDIT_DEVICE_MAX characters (issue 17: "from which device"). */
    dispositivo: text('dispositivo'),
    /** The operator system that made the call (integracao_clientes.id; issue 19), when it was one. */
    integracaoClienteId: integer('integracao_cliente_id'),
    /**
     * Why the reader could see another person's health data (issue 33): RESPONSAVEL (a minor's titular),
     * GUARDA, CONSENTIMENTO, CURATELA, PROCURACAO, or FINANCEIRO (amounts only). Null: own data or not health.
     */
    base: text('base'),
    /** The acessos_saude row behind a CONSENTIMENTO, CURATELA, PROCURACAO or GUARDA basis. */
    baseId: integer('base_id'),
    /**
     * The web's screen visit the read was made in (header x-visita, issue 37): a route-audited read of a
     * JSON answer with one writes at most one row per (account, visit, action, subject) — each month's
     * partition's unique index <partition>_visita_uq (migration 0057), with ON CONFLICT DO NOTHING
     * (platform/audit.ts). Null for everything else (writes, downloads, calls without the header): those
     * rows are never merged.
     */
    visita: text('visita'),
    /**
     * The staff member who read the member's data from the operator's console (equipe.id; issue 39,
     * decision 0042): the member sees "Central de atendimento da operadora", never the name. No foreign key
     * (the trail outlives the accounts). Null for everything else.
     */
    equipeId: integer('equipe_id'),
    /** The category of the staff member's reason (contract/console/atendimento.ts); the full text is in equipe_auditoria. */
    motivoCategoria: text('motivo_categoria'),
  },
  (t) => [
    index('audit_log_pessoa_at_idx').on(t.pessoaId, t.at),
    index('audit_log_conta_at_idx').on(t.contaId, t.at),
  ],
);
