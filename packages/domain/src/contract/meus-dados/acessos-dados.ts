// Quem Acessou Meus Dados (issue 17 "Beyond the spec" 1, decision 0022), behind tela-acessos-meus-dados:
//   GET /beneficiarios/acessos-aos-meus-dados?inicio=yyyy-MM-dd&fim=yyyy-MM-dd
// The caller's own accesses only (no cpf: a member sees who read their data, not a relative's). The period
// follows the §5 date-period rule the shared picker applies (start ≤ end ≤ today, at most 5 years), so a
// period the page accepts is never refused here. Newest first, at most MAXIMO_ACESSOS rows.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** The most rows one answer carries; `limitado` says when the period had more. */
export const MAXIMO_ACESSOS = 500;

export const acessosDadosQuerySchema = z.object({ inicio: isoDate, fim: isoDate });

export const acessoDadosSchema = z.object({
  /** The audit row's id (a list key; says nothing about anyone). */
  id: z.number().int(),
  /** When, as an ISO instant (the web shows it on the operator's clock, dd/MM/yyyy HH:mm). */
  em: z.string(),
  /** What was done, in Portuguese ('Consultou suas faturas'). */
  oQue: z.string(),
  /** The screen it was done from, when known ('Situação Financeira'). */
  tela: z.string().nullable(),
  /** Who: 'Você', 'Carlos (contratante)', 'Link do cartão compartilhado', … never an account or session id. */
  quem: z.string(),
  ip: z.string().nullable(),
  /** Browser and system ('Chrome no Android'), or 'Navegador desconhecido'. */
  dispositivo: z.string(),
  /** A failed attempt (a wrong password on the member's CPF) is listed too. */
  sucesso: z.boolean(),
  /**
   * Why someone else could see the member's health data (issue 33): 'Sua autorização', 'Responsável (menor de
   * idade)', 'Curatela', 'Procuração', 'Guarda', 'Só valores (financeiro)'; null for the member's own reads.
   */
  base: z.string().nullable(),
});
export type AcessoDados = z.infer<typeof acessoDadosSchema>;

export const acessosDadosSchema = z.object({
  periodo: z.object({ inicio: isoDate, fim: isoDate }),
  /** Newest first. */
  acessos: z.array(acessoDadosSchema),
  /** The period had more than MAXIMO_ACESSOS rows: only the newest are here. */
  limitado: z.boolean(),
});
export type AcessosDados = z.infer<typeof acessosDadosSchema>;

export const acessosDadosEndpoints = {
  lista: defineEndpoint({
    operationId: 'listarAcessosAosMeusDados',
    method: 'GET',
    path: '/beneficiarios/acessos-aos-meus-dados',
    access: TELA.acessosDados,
    query: acessosDadosQuerySchema,
    response: acessosDadosSchema,
    summary: 'Quem acessou os dados do próprio usuário no período (registro de auditoria)',
    description:
      'Quem acessou os dados pessoais do próprio usuário no período (inicio e fim como aaaa-mm-dd; até hoje, no máximo 5 anos), pelo registro de auditoria, do mais recente ao mais antigo. Só os do próprio usuário, nunca os de um parente.',
    tags: ['acessos-dados'],
  }),
};
