// Quem Acessou Meus Dados (issue 17 "Beyond the spec" 1, decision 0035), behind tela-acessos-meus-dados:
//   GET /beneficiarios/acessos-aos-meus-dados?inicio=yyyy-MM-dd&fim=yyyy-MM-dd[&quem=…][&apos=<id>]
// The caller's own accesses only (no cpf: a member sees who read their data, not a relative's). The period
// follows the §5 date-period rule the shared picker applies (start ≤ end ≤ today, at most 5 years), so a
// period the page accepts is never refused here. Newest first (instant, then id), PAGINA_ACESSOS at a time
// (issue 37): `apos` is the id of the last access shown (keyset: rows written meanwhile are newer, so no
// page repeats or skips a row); `quem` keeps one of the period's actors (`atores`).
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** Accesses per page (issue 37): at 360 px ten cards are about two and a half screens. */
export const PAGINA_ACESSOS = 10;
/** The longest "who" a filter may name (a first name and a role). */
export const QUEM_MAXIMO = 120;

export const acessosDadosQuerySchema = z.object({
  inicio: isoDate,
  fim: isoDate,
  /** Only the accesses of this actor, as `atores` names them ('Você', 'Carlos (contratante)'). */
  quem: z.string().trim().min(1).max(QUEM_MAXIMO).optional(),
  /** The next page: the accesses after this one (the `proxima` of the previous answer). */
  apos: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

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

export const atorAcessosSchema = z.object({
  /** As the accesses name them. */
  quem: z.string(),
  /** How many accesses of the period are theirs. */
  acessos: z.number().int(),
});
export type AtorAcessos = z.infer<typeof atorAcessosSchema>;

export const acessosDadosSchema = z.object({
  periodo: z.object({ inicio: isoDate, fim: isoDate }),
  /** The actor filtered on, or null for everyone. */
  quem: z.string().nullable(),
  /** Everyone who accessed the member's data in the period, 'Você' first, whatever `quem` filters. */
  atores: z.array(atorAcessosSchema),
  /** How many accesses the period holds (of `quem`, when filtered). */
  total: z.number().int(),
  /** This page, newest first: at most PAGINA_ACESSOS. */
  acessos: z.array(acessoDadosSchema),
  /** The `apos` of the next page, or null on the last one. */
  proxima: z.number().int().nullable(),
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
    summary: 'Quem acessou os dados do próprio usuário no período (registro de auditoria), em páginas',
    description:
      'Quem acessou os dados pessoais do próprio usuário no período (inicio e fim como aaaa-mm-dd; até hoje, no máximo 5 anos), pelo registro de auditoria, do mais recente ao mais antigo, 10 por página (apos = o proxima da página anterior), opcionalmente só os de quem (um dos atores do período). Só os do próprio usuário, nunca os de um parente.',
    tags: ['acessos-dados'],
  }),
};
