// Minhas carências from the operator (issue 41, part A, decision 0048): each beneficiary's waiting periods per
// coverage group and the temporary partial coverage (CPT) of a declared pre-existing condition. Scope
// plano:escrita; keyed by the ERP's idErp, the beneficiary by its membership's idErp (beneficiarioIdErp, the one
// of /beneficiarios). `fim` is the first day the coverage is free (on it the member may use the group). The
// law bounds both: a waiting period at most 24 hours for urgency/emergency, 300 days for a term birth and 180
// days for the rest (Lei 9.656/98 art. 12, V); a CPT at most 24 months (art. 11, RN 558/2022).
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { GRUPO_CARENCIA, GRUPOS_CARENCIA, RESTRICOES_CPT } from '../plano/carencias-codigos.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';
import { registros } from './rede.js';

/** Read by the operator's systems and their developers: they name the field and the rule. */
export const INTEGRACAO_CARENCIAS_MESSAGES = {
  carenciaInvalida: 'Carência com dados inválidos.',
  cptInvalida: 'Cobertura parcial temporária com dados inválidos.',
  beneficiarioDesconhecido:
    'Beneficiário não encontrado pelo beneficiarioIdErp informado. Envie-o antes em /beneficiarios.',
  naoMudaDeBeneficiario: 'Um registro não muda de beneficiário: envie outro com novo idErp.',
  naoMudaDeGrupo: 'Uma carência não muda de grupo: envie outra com novo idErp.',
} as const;

/** Without removido: true, the record's other fields are required (a withdrawal needs only its idErp). */
const exigidosSemRemovido =
  (obrigatorios: readonly string[]) =>
  (a: { removido?: boolean | undefined }, ctx: z.RefinementCtx): void => {
    if (a.removido) return;
    for (const campo of obrigatorios) {
      if ((a as Record<string, unknown>)[campo] === undefined)
        ctx.addIssue({ code: 'custom', path: [campo], message: 'obrigatório' });
    }
  };

/**
 * A waiting period. `{ idErp, removido: true }` withdraws it (a portability or an aggregation that cut it); an
 * unknown or already withdrawn one is `inalterado`.
 */
export const carenciaErpSchema = z
  .object({
    idErp: idErpSchema,
    removido: z.boolean().optional(),
    beneficiarioIdErp: idErpSchema.optional(),
    grupo: z.enum(GRUPOS_CARENCIA).optional(),
    /** The day the waiting period started (usually the membership's inclusion). */
    inicio: isoDate.optional(),
    /** The first day the group is covered. */
    fim: isoDate.optional(),
  })
  .strict()
  .superRefine(exigidosSemRemovido(['beneficiarioIdErp', 'grupo', 'inicio', 'fim']));
export type CarenciaErp = z.infer<typeof carenciaErpSchema>;

/** A CPT: the condition in the words the member declared, its ICD-10 code when known, what it restricts. */
export const cptErpSchema = z
  .object({
    idErp: idErpSchema,
    removido: z.boolean().optional(),
    beneficiarioIdErp: idErpSchema.optional(),
    condicao: texto(200).optional(),
    cid: z
      .string()
      .regex(/^[A-Z]\d{2}(\.[0-9A-Z]{1,2})?$/)
      .nullish(),
    inicio: isoDate.optional(),
    fim: isoDate.optional(),
    restricoes: z.array(z.enum(RESTRICOES_CPT)).min(1).max(RESTRICOES_CPT.length).optional(),
  })
  .strict()
  .superRefine(exigidosSemRemovido(['beneficiarioIdErp', 'condicao', 'inicio', 'fim', 'restricoes']));
export type CptErp = z.infer<typeof cptErpSchema>;

export const loteCarenciasSchema = z.object({ carencias: registros(carenciaErpSchema) }).strict();
export const loteCptsSchema = z.object({ coberturasParciais: registros(cptErpSchema) }).strict();

const tags = ['plano'];
const access = integracaoAccess('plano:escrita');
const cada = 'cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.';
const maximos = GRUPOS_CARENCIA.map((g) => `${g} ${GRUPO_CARENCIA[g].maximoTexto}`).join(', ');

export const integracaoCarenciasEndpoints = {
  carencias: defineEndpoint({
    operationId: 'gravarCarencias',
    method: 'PUT',
    path: '/plano/carencias',
    access,
    body: loteCarenciasSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} carências pelo idErp: o beneficiário (beneficiarioIdErp), o grupo de cobertura, o inicio e o fim — o primeiro dia em que o grupo está coberto (a carência que termina hoje já está cumprida hoje). O prazo não passa do máximo legal do grupo (Lei 9.656/98 art. 12, V: ${maximos}). { idErp, removido: true } retira a carência; ${cada}`,
    summary: 'Inclui, atualiza ou retira carências dos beneficiários',
    tags,
  }),
  coberturasParciais: defineEndpoint({
    operationId: 'gravarCoberturasParciais',
    method: 'PUT',
    path: '/plano/coberturas-parciais',
    access,
    body: loteCptsSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} coberturas parciais temporárias (CPT) de doenças ou lesões preexistentes declaradas pelo idErp: o beneficiário (beneficiarioIdErp), a condicao em palavras simples, o cid (CID-10, opcional), o inicio, o fim — o primeiro dia sem a restrição, no máximo 24 meses depois do início (Lei 9.656/98 art. 11; RN 558/2022) — e as restricoes (${RESTRICOES_CPT.join(', ')}). { idErp, removido: true } retira a CPT; ${cada}`,
    summary: 'Inclui, atualiza ou retira coberturas parciais temporárias (CPT)',
    tags,
  }),
};
