// Quem pode ver meus dados de saúde (issue 33, decision 0026), behind tela-acessos-dados-saude:
//   GET    /beneficiarios/acessos-saude            what I granted, what was granted to me, whom I may grant
//   POST   /beneficiarios/acessos-saude            grant (or edit the grant in force for that person)
//   DELETE /beneficiarios/acessos-saude/:id        revoke at once
// An adult's health data is seen by someone else only while such a grant is in force (or a legal
// representation the operator recorded); a minor's by the guardian. The rule itself is in
// apps/server/src/platform/acesso-saude.ts.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { cpfDigitsSchema, isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** The areas a grant covers: exams, prescriptions, authorizations, protocols and usage (SAUDE); appointments; reimbursements. */
export const AREAS_ACESSO_SAUDE = ['SAUDE', 'AGENDAMENTO', 'REEMBOLSO'] as const;
export type AreaAcessoSaude = (typeof AREAS_ACESSO_SAUDE)[number];

/** The member's own consent, or what the operator recorded: a legal representation or a minor's guardianship. */
export const BASES_ACESSO_SAUDE = ['CONSENTIMENTO', 'CURATELA', 'PROCURACAO', 'GUARDA'] as const;
export type BaseAcessoSaude = (typeof BASES_ACESSO_SAUDE)[number];

export const AREA_ACESSO_SAUDE_ROTULO: Record<AreaAcessoSaude, string> = {
  SAUDE: 'Saúde (exames, receitas, atestados, autorizações, protocolos e utilização)',
  AGENDAMENTO: 'Agendamento de consultas',
  REEMBOLSO: 'Reembolsos',
};

export const BASE_ACESSO_SAUDE_ROTULO: Record<BaseAcessoSaude, string> = {
  CONSENTIMENTO: 'Autorização do próprio beneficiário',
  CURATELA: 'Curatela',
  PROCURACAO: 'Procuração',
  GUARDA: 'Guarda ou tutela',
};

export const acessoSaudeSchema = z.object({
  id: z.number().int(),
  /** The owner of the data (in `concedidos`, the caller) or the reader (in `recebidos`, the caller). */
  pessoa: z.object({ nome: z.string(), cpf: cpfDigitsSchema }),
  base: z.enum(BASES_ACESSO_SAUDE),
  areas: z.array(z.enum(AREAS_ACESSO_SAUDE)),
  /** Last day in force (inclusive, the operator's calendar); null: until revoked. */
  validoAte: isoDate.nullable(),
  /** When it was given, as an ISO instant. */
  desde: z.string(),
  /** PORTAL: granted here by the member; OPERADORA: recorded by the operator (may be revoked only there). */
  origem: z.enum(['PORTAL', 'OPERADORA']),
});
export type AcessoSaude = z.infer<typeof acessoSaudeSchema>;

export const acessosSaudeSchema = z.object({
  /** Grants in force over the caller's own data. */
  concedidos: z.array(acessoSaudeSchema),
  /** Grants in force that let the caller see someone else's data. */
  recebidos: z.array(acessoSaudeSchema),
  /** People the caller may grant access to (members of the same family group who have an account). */
  elegiveis: z.array(z.object({ nome: z.string(), cpf: cpfDigitsSchema })),
  /** Notices about coming of age (the caller turned 18, or a minor in their care turns or turned 18). */
  avisos: z.array(z.string()),
});
export type AcessosSaude = z.infer<typeof acessosSaudeSchema>;

export const concederAcessoSaudeSchema = z.object({
  /** The reader, digits. */
  cpf: cpfDigitsSchema,
  areas: z.array(z.enum(AREAS_ACESSO_SAUDE)).min(1).max(3),
  /** Last day in force; null: until revoked. */
  validoAte: isoDate.nullable(),
});
export type ConcederAcessoSaude = z.infer<typeof concederAcessoSaudeSchema>;

export const acessosSaudeEndpoints = {
  lista: defineEndpoint({
    method: 'GET',
    path: '/beneficiarios/acessos-saude',
    access: TELA.acessosSaude,
    response: acessosSaudeSchema,
    summary: 'Quem pode ver os dados de saúde do usuário, e de quem ele pode ver',
    tags: ['acessos-saude'],
  }),
  conceder: defineEndpoint({
    method: 'POST',
    path: '/beneficiarios/acessos-saude',
    access: TELA.acessosSaude,
    body: concederAcessoSaudeSchema,
    response: acessoSaudeSchema,
    status: 201,
    summary:
      'Autoriza um membro do grupo familiar a ver os dados de saúde do usuário (ou altera a autorização em vigor)',
    tags: ['acessos-saude'],
  }),
  revogar: defineEndpoint({
    method: 'DELETE',
    path: '/beneficiarios/acessos-saude/:id',
    access: TELA.acessosSaude,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: 'empty',
    summary: 'Revoga na hora uma autorização de acesso aos dados de saúde do usuário',
    tags: ['acessos-saude'],
  }),
};
