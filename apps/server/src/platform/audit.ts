// Audit trail (ARCHITECTURE "API conventions"): who, whose, what, when, from where — never the content.
import type { FastifyRequest } from 'fastify';
import { auditLog, type AuditResult } from '../db/schema/audit.js';

/** Action names written to audit_log.acao; later modules add theirs here. */
export const AUDIT_ACTIONS = {
  login: 'LOGIN',
  loginFailed: 'LOGIN_FALHA',
  loginToken: 'LOGIN_TOKEN',
  loginTokenFailed: 'LOGIN_TOKEN_FALHA',
  logout: 'LOGOUT',
  accessTokenIssued: 'TOKEN_ACESSO_EMITIDO',
  chatbotRead: 'LEITURA_DADOS_CHATBOT',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  request: FastifyRequest;
  action: AuditAction;
  /** Person whose data was read or whose account was involved; null when unknown (e.g. unknown CPF). */
  subjectPersonId: number | null;
  /** What was touched, as a route or resource name — never the data. */
  resource?: string;
  result?: AuditResult;
  /** Acting account when the request carries no session yet (a login in progress). */
  actorAccountId?: number | null;
}

export async function audit(entry: AuditEntry): Promise<void> {
  const { request } = entry;
  const { ctx } = request.server;
  await ctx.db.insert(auditLog).values({
    at: ctx.clock(),
    contaId: entry.actorAccountId ?? request.session?.accountId ?? null,
    pessoaId: entry.subjectPersonId,
    acao: entry.action,
    recurso: entry.resource ?? request.routeOptions.url ?? null,
    origem: request.origem,
    ip: request.ip,
    resultado: entry.result ?? 'SUCESSO',
  });
}
