// The operator's records of who may see a member's health data (issue 33, decisions 0024 and 0026): a
// consent the member gave the operator (on paper, for someone who cannot use the portal) or a legal
// representation — curatela, procuração, or the guardianship of a minor (GUARDA) — with the reference of the
// document behind it. Keyed by the ERP's `idErp`; people by CPF (one person per CPF). The same table the
// member's screen "Quem Pode Ver Meus Dados de Saúde" and every health read go through
// (apps/server/src/platform/acesso-saude.ts); these rows are marked as the operator's and the member cannot
// change or revoke them on the portal. Under the cadastro scope: who represents whom is registry data.
import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { isValidCpfDigits } from '../../validation/cpf.js';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { AREAS_ACESSO_SAUDE, BASES_ACESSO_SAUDE } from '../meus-dados/acessos-saude.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';

/** VIGENTE: record it (or keep it) in force; ENCERRADO: end it from now on (revoked, kept for the history). */
export const SITUACOES_ACESSO_SAUDE_ERP = ['VIGENTE', 'ENCERRADO'] as const;

const cpf = z.string().refine(isValidCpfDigits, MESSAGES.invalidCpf);

/**
 * One record. `areas` is required for a CONSENTIMENTO (the areas the member chose); a representation or a
 * guardianship covers every area (send the three or leave it out). `documentoReferencia` is required for
 * CURATELA, PROCURACAO and GUARDA. `validoAte`: the last day in force (inclusive, the operator's calendar),
 * absent or null until ended. A guardianship is of a minor: it stops counting on the 18th birthday.
 */
export const acessoSaudeErpSchema = z
  .object({
    idErp: idErpSchema,
    /** Whose health data (digits). */
    cpf,
    /** Who may see it (digits): a member of the same family group. */
    autorizadoCpf: cpf,
    base: z.enum(BASES_ACESSO_SAUDE),
    areas: z.array(z.enum(AREAS_ACESSO_SAUDE)).min(1).max(3).nullish(),
    validoAte: isoDate.nullish(),
    /** The court order, power of attorney or signed form: the operator's own reference. */
    documentoReferencia: texto(200).nullish(),
    situacao: z.enum(SITUACOES_ACESSO_SAUDE_ERP),
  })
  .strict();
export type AcessoSaudeErp = z.infer<typeof acessoSaudeErpSchema>;

export const loteAcessosSaudeSchema = z
  .object({ acessosSaude: z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO) })
  .strict();

export const integracaoAcessosSaudeEndpoints = {
  acessosSaude: defineEndpoint({
    operationId: 'gravarAcessosSaude',
    method: 'PUT',
    path: '/acessos-saude',
    access: integracaoAccess('cadastro:escrita'),
    body: loteAcessosSaudeSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Registra ou encerra até ${INTEGRACAO_LOTE_MAXIMO} autorizações de acesso a dados de saúde e representações legais (curatela, procuração, guarda) pelo idErp, com as pessoas pelo CPF; cada registro tem o seu resultado. Autorização exige areas; representação e guarda exigem documentoReferencia e cobrem todas as áreas. situacao ENCERRADO encerra na hora; um registro encerrado não volta a vigorar.`,
    summary: 'Registra ou encerra acessos a dados de saúde e representações legais',
    tags: ['cadastro'],
  }),
};
