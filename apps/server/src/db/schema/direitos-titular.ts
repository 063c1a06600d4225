// The LGPD desk (issue 39, decision 0045): a member's data-subject requests (LGPD art. 18), each with its
// protocol (shared-domain/protocolo.ts, kind DIREITOS_TITULAR) and the legal deadline, and the desk's decision
// with its legal basis. The decision is written once: `decisao` goes from null to a value by one conditional
// UPDATE (… WHERE decisao IS NULL), so two staff deciding at once cannot both win; the checks keep a decision
// whole (when, who, basis and answer together).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type {
  BaseLegalDireitoTitular,
  CampoCorrecao,
  DecisaoDireitoTitular,
  TipoDireitoTitular,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import { pessoas } from './pessoas.js';
import { protocolos } from './protocolos.js';

export const solicitacoesTitular = pgTable(
  'solicitacoes_titular',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    protocolo: varchar('protocolo', { length: 20 })
      .notNull()
      .unique('solicitacoes_titular_protocolo_uq')
      .references(() => protocolos.protocolo),
    /** The data subject (always the member who filed it: one's own rights). */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id),
    /** The account that filed it. */
    contaId: integer('conta_id'),
    tipo: varchar('tipo', { length: 30 }).$type<TipoDireitoTitular>().notNull(),
    /** CORRECAO: which data; null otherwise. */
    campo: varchar('campo', { length: 20 }).$type<CampoCorrecao>(),
    /** CORRECAO: the value the member says is right (their own data). */
    valorCorreto: text('valor_correto'),
    /** The member's words. */
    descricao: text('descricao').notNull().default(''),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    /** Operator calendar day the answer is due (15 days, LGPD art. 19 II). */
    prazo: date('prazo').notNull(),
    decisao: varchar('decisao', { length: 20 }).$type<DecisaoDireitoTitular>(),
    baseLegal: varchar('base_legal', {
      length: 30,
    }).$type<BaseLegalDireitoTitular>(),
    /** The desk's words to the member. */
    resposta: text('resposta'),
    /** What the portal carried out (the field corrected, the consents revoked), as the desk saw it. */
    execucao: jsonb('execucao'),
    decididaEm: timestamp('decidida_em', { withTimezone: true }),
    /** equipe.id of who decided (no foreign key: the record outlives the account). */
    decididaPor: integer('decidida_por'),
  },
  (t) => [
    index('solicitacoes_titular_pessoa_idx').on(t.pessoaId, t.criadoEm),
    index('solicitacoes_titular_abertas_idx')
      .on(t.prazo)
      .where(sql`${t.decisao} is null`),
    check(
      'solicitacoes_titular_tipo_ck',
      sql`${t.tipo} in ('CONFIRMACAO_ACESSO', 'CORRECAO', 'ANONIMIZACAO_ELIMINACAO', 'COMPARTILHAMENTO', 'REVOGACAO_CONSENTIMENTO')`,
    ),
    check(
      'solicitacoes_titular_campo_ck',
      sql`(${t.tipo} = 'CORRECAO') = (${t.campo} is not null) and (${t.campo} is null or ${t.campo} in ('NOME_SOCIAL', 'EMAIL', 'TELEFONE', 'OUTRO'))`,
    ),
    check(
      'solicitacoes_titular_decisao_ck',
      sql`${t.decisao} is null or ${t.decisao} in ('ATENDIDO', 'ATENDIDO_PARCIAL', 'NEGADO')`,
    ),
    check(
      'solicitacoes_titular_decisao_inteira_ck',
      sql`(${t.decisao} is null) = (${t.decididaEm} is null) and (${t.decisao} is null) = (${t.baseLegal} is null) and (${t.decisao} is null) = (${t.resposta} is null)`,
    ),
  ],
);
