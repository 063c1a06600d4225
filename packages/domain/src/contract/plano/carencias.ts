// Minhas carências (issue 41, part A, decision 0048):
//   GET /plano/carencias/listagem-beneficiarios   the picker: whose health data (SAUDE) the caller may see
//   GET /plano/carencias?cpf   the beneficiary's waiting periods and CPTs per plan, each with its situation on
//        the operator's day ("Liberado" / "Liberado em dd/mm/aaaa (faltam N dias)"), what can be used today
//        at a glance, and the legal maxima in a line. Waiting periods and CPTs are health data (area SAUDE):
//        another adult's only with their consent (403 with the reason); audited per person as a health read.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { cpfDigitsSchema, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { GRUPOS_CARENCIA, RESTRICOES_CPT } from './carencias-codigos.js';

export const carenciasQuerySchema = z.object({ cpf: cpfDigitsSchema });
export type CarenciasQuery = z.infer<typeof carenciasQuerySchema>;

export const carenciaSchema = z.object({
  grupo: z.enum(GRUPOS_CARENCIA),
  /** The group's name ('Internações e cirurgias'). */
  nome: z.string(),
  inicio: isoDate,
  /** The first day the group is covered. */
  fim: isoDate,
  liberado: z.boolean(),
  /** Days still to wait (0 when liberado). */
  diasRestantes: z.number().int().min(0),
  /** 'Liberado' or 'Liberado em 09/07/2026 (faltam 121 dias)'. */
  situacao: z.string(),
  /** The group's legal maximum in words ('180 dias'). */
  maximoLegal: z.string(),
});
export type Carencia = z.infer<typeof carenciaSchema>;

export const cptSchema = z.object({
  /** The declared condition in plain words. */
  condicao: z.string(),
  cid: z.string().nullable(),
  inicio: isoDate,
  fim: isoDate,
  liberado: z.boolean(),
  diasRestantes: z.number().int().min(0),
  situacao: z.string(),
  restricoes: z.array(z.enum(RESTRICOES_CPT)),
  /** What it restricts, in a sentence ('Cirurgias e procedimentos de alta complexidade ligados a esta condição.'). */
  restricoesTexto: z.string(),
});
export type Cpt = z.infer<typeof cptSchema>;

export const planoCarenciasSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  segmentacao: z.string(),
  carencias: z.array(carenciaSchema),
  cpts: z.array(cptSchema),
  /** At a glance: what can be used today and what is still waiting, in a sentence each. */
  resumo: z.object({ podeUsar: z.string(), aguardando: z.string().nullable() }),
});
export type PlanoCarencias = z.infer<typeof planoCarenciasSchema>;

export const carenciasSchema = z.object({
  beneficiario: z.object({ cpf: z.string(), nome: z.string() }),
  /** The operator's day the situations are computed on. */
  hoje: isoDate,
  planos: z.array(planoCarenciasSchema),
  /** The legal maxima (Lei 9.656/98 art. 12) in one line. */
  maximosLegais: z.string(),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type Carencias = z.infer<typeof carenciasSchema>;

const tags = ['plano'];

export const carenciasEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    '/plano/carencias/listagem-beneficiarios',
    TELA.meuPlano,
    tags,
    'Beneficiários cujas carências o usuário pode consultar',
    'listarBeneficiariosCarencias',
    'Carências e coberturas parciais temporárias são dados de saúde: quem o usuário não pode ver aqui (um adulto que não autorizou) vem em ocultos, com o motivo.',
  ),
  carencias: defineEndpoint({
    operationId: 'consultarCarencias',
    method: 'GET',
    path: '/plano/carencias',
    access: TELA.meuPlano,
    query: carenciasQuerySchema,
    response: carenciasSchema,
    summary: 'Minhas carências: prazos de carência e coberturas parciais temporárias do beneficiário',
    description:
      'Para o beneficiário (cpf), em cada plano: as carências por grupo de cobertura com início, fim (o primeiro dia em que o grupo está coberto: a carência que termina hoje já está cumprida) e a situação no dia de hoje da operadora; as coberturas parciais temporárias (CPT) de doenças preexistentes declaradas, com o fim e o que restringem; o resumo do que já pode ser usado hoje; e os prazos máximos da Lei 9.656/98. Dados de saúde de outra pessoa só com autorização dela (403 com o motivo).',
    tags,
  }),
};
