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
  /**
   * Minors whose health data the caller sees as the titular of their plan (no grant needed), with the last
   * day of it: the day before their 18th birthday.
   */
  responsavelPor: z.array(z.object({ nome: z.string(), cpf: cpfDigitsSchema, ate: isoDate })),
  /**
   * People the caller may grant access to: members of the caller's family group, with an account, whose
   * family scope includes the caller (the group's titular and contratante). Empty for a minor: a minor's
   * data is the guardian's.
   */
  elegiveis: z.array(z.object({ nome: z.string(), cpf: cpfDigitsSchema })),
  /** A minor sees no form: their health data is the titular's (the screen says so). */
  podeConceder: z.boolean(),
  /** Notices about coming of age (the caller turned 18, or a minor in their care turns or turned 18). */
  avisos: z.array(z.string()),
});
export type AcessosSaude = z.infer<typeof acessosSaudeSchema>;

export const concederAcessoSaudeSchema = z.object({
  /** The reader, digits. */
  cpf: cpfDigitsSchema,
  /** 1 to 3 distinct areas (the server answers an empty or repeated list with its Portuguese message). */
  areas: z.array(z.enum(AREAS_ACESSO_SAUDE)).max(3),
  /** Last day in force; null: until revoked. */
  validoAte: isoDate.nullable(),
  /**
   * The grant being edited (the screen's "Alterar"): only that row is changed, and only while it is still
   * in force — revoked meanwhile, the answer is 409 and nothing is granted. Without it, a grant to someone
   * who already has one in force edits that one.
   */
  id: z.number().int().positive().optional(),
});
export type ConcederAcessoSaude = z.infer<typeof concederAcessoSaudeSchema>;

export const acessosSaudeEndpoints = {
  lista: defineEndpoint({
    operationId: 'listarAcessosSaude',
    method: 'GET',
    path: '/beneficiarios/acessos-saude',
    access: TELA.acessosSaude,
    response: acessosSaudeSchema,
    summary: 'Quem pode ver os dados de saúde do usuário, e de quem ele pode ver',
    description:
      'As autorizações de acesso aos dados de saúde: as que o usuário deu, as que recebeu (e as representações legais registradas pela operadora) e os membros do grupo familiar a quem ele pode dar uma.',
    tags: ['acessos-saude'],
  }),
  conceder: defineEndpoint({
    operationId: 'concederAcessoSaude',
    method: 'POST',
    path: '/beneficiarios/acessos-saude',
    access: TELA.acessosSaude,
    body: concederAcessoSaudeSchema,
    response: acessoSaudeSchema,
    status: 201,
    summary:
      'Autoriza um membro do grupo familiar a ver os dados de saúde do usuário (ou altera a autorização em vigor)',
    description:
      'Autoriza um membro do grupo familiar (cpf) a ver os dados de saúde do usuário em 1 a 3 áreas, até o último dia informado ou até revogar (ou altera a autorização em vigor para essa pessoa; uma já revogada é 409). Um menor não concede. Responde 201 com a autorização.',
    tags: ['acessos-saude'],
  }),
  revogar: defineEndpoint({
    operationId: 'revogarAcessoSaude',
    method: 'DELETE',
    path: '/beneficiarios/acessos-saude/:id',
    access: TELA.acessosSaude,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: 'empty',
    summary: 'Revoga na hora uma autorização de acesso aos dados de saúde do usuário',
    description:
      'Revoga na hora uma autorização que o usuário deu: a pessoa deixa de ver os dados de saúde dele a partir da próxima chamada. Não responde conteúdo (204).',
    tags: ['acessos-saude'],
  }),
};
