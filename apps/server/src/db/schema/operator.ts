// Operator-wide settings and service channels (spec §3 "Operator parameter", contact keys).
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChaveContatoOperadora, TipoContato } from '@portal/domain/contract/shell/contatos-operadora';
import { equipe } from './equipe.js';

/**
 * Name/value settings from the operator. Who may read one is the catalogue's `visivel`
 * (shared-domain/parametros-operadora.ts), never this table: `publico` only mirrors it for the operator's reports.
 */
export const parametrosOperadora = pgTable('parametros_operadora', {
  nome: text('nome').primaryKey(),
  valor: text('valor').notNull(),
  publico: boolean('publico').notNull().default(false),
  /**
   * Set by the database on every change of `valor` (trigger of migration 0034_parametros_historico, whoever writes: console, ERP,
   * seed, SQL by hand): one more than the parameter's last history entry. The console's edit names the
   * version it read and changes the row only if it is still that one.
   */
  versao: integer('versao').notNull().default(1),
});

/** Who changed a parameter: the console (a staff member), the integration API, or anything else writing SQL. */
export type OrigemAlteracaoParametro = 'console' | 'integracao' | 'banco';

/**
 * Every change of a parameter's value (issue 38), written by the database's trigger in the change's own
 * transaction (migration 0034_parametros_historico), so no writer can skip it and two racing changes queue on the row: each
 * entry's `antes` is the previous entry's `depois`. Who and why come from the transaction's setting
 * `portal.alteracao_parametro` (modules/console/parametros.service.ts); without it the origin is 'banco'.
 * Append-only (the trigger refuses UPDATE and DELETE).
 */
export const parametrosHistorico = pgTable(
  'parametros_historico',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    /** null: the parameter did not exist. */
    antes: text('antes'),
    /** null: the parameter was removed. */
    depois: text('depois'),
    /** The row's version after this change. */
    versao: integer('versao').notNull(),
    origem: text('origem').$type<OrigemAlteracaoParametro>().notNull(),
    equipeId: integer('equipe_id').references(() => equipe.id),
    /** The staff member's name at the time (the history reads as it was). */
    autor: text('autor'),
    motivo: text('motivo'),
    /** The entry whose value this change restored. */
    revertidoDe: integer('revertido_de'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('parametros_historico_nome_versao_uq').on(t.nome, t.versao)],
);

/** The operator's service channels shown on /contatos and in the footer. */
export const contatosOperadora = pgTable('contatos_operadora', {
  chave: text('chave').$type<ChaveContatoOperadora>().primaryKey(),
  descricao: text('descricao').notNull(),
  tipo: text('tipo').$type<TipoContato>().notNull(),
  valor: text('valor').notNull(),
  aceitaWhatsapp: boolean('aceita_whatsapp').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
});

/**
 * Database names of the maintenance notice (GET /api/bemmais/status): the switch, the message, and the
 * scheduled window (instants; issue 38). Configuration may override the switch and the message.
 */
export const MAINTENANCE_FLAG = 'EM_MANUTENCAO';
export const MAINTENANCE_MESSAGE = 'MENSAGEM_MANUTENCAO';
export const MAINTENANCE_START = 'MANUTENCAO_INICIO';
export const MAINTENANCE_END = 'MANUTENCAO_FIM';
export const PARAMETROS_MANUTENCAO = [
  MAINTENANCE_FLAG,
  MAINTENANCE_MESSAGE,
  MAINTENANCE_START,
  MAINTENANCE_END,
] as const;
export type ParametroManutencao = (typeof PARAMETROS_MANUTENCAO)[number];

/**
 * Billing settings of the operator (issue 12): what its boletos, Pix codes and direct debit need. Kept
 * server-side only (not among the public or restricted parameters the web may read).
 */
export const PARAMETROS_COBRANCA = [
  'CNPJ_OPERADORA',
  'BOLETO_BANCO',
  'BOLETO_CONVENIO',
  'BOLETO_CARTEIRA',
  'BOLETO_AGENCIA_CONTA',
  'PIX_CHAVE',
  'PIX_NOME_RECEBEDOR',
  'PIX_CIDADE',
  'DIAS_VENCIMENTO_DEBITO',
] as const;
export type ParametroCobranca = (typeof PARAMETROS_COBRANCA)[number];

/**
 * PA Virtual (issue 17, decision 0022): its address, and the products (ANS registration of the plan, as in
 * contratos.registro_ans_produto, comma-separated) whose members it covers. Server-side only: the link is
 * handed out by GET /api/beneficiarios/pa-virtual to covered members, never through /parametros.
 */
export const PARAMETROS_PA_VIRTUAL = ['PA_VIRTUAL_URL', 'PA_VIRTUAL_PRODUTOS'] as const;
export type ParametroPaVirtual = (typeof PARAMETROS_PA_VIRTUAL)[number];
