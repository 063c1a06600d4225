// Autorizações (spec §2 "Authorizations: list with status filter, details, providers, cities and denial
// PDF", §3 "Authorization (guide)", §7 "Authorizations", issue 15), behind tela-consulta-autorizacoes:
//   GET /beneficiarios/autorizacoes/listagem-beneficiarios           the beneficiary picker
//   GET /beneficiarios/autorizacoes?cpf&status                        the guides of one beneficiary
//   GET /v2/beneficiarios/autorizacoes/{idGuia}?carteira              one guide in detail (envelope)
//   GET /beneficiarios/autorizacoes/{idGuia}/cidades?codigoProcedimento
//   GET /beneficiarios/autorizacoes/{idGuia}/prestadores?codigoProcedimento&codigoCidade
//                                                                     where an authorised procedure can be done
//   GET /beneficiarios/autorizacoes/{idGuia}/download/negativa        the denial letter (PDF, RN 623: in writing)
// Health data (LGPD art. 11): every call is family-checked (a guide of another family is 404, also with a
// wrong `carteira`) and audited. See docs/decisions/0020.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF, cpfDigitsSchema, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import {
  CARATERES_ATENDIMENTO,
  SITUACAO_AUTORIZACAO_PADRAO,
  SITUACOES_AUTORIZACAO_CODIGOS,
  TIPOS_GUIA_CODIGOS,
} from './autorizacao-situacoes.js';

export * from './autorizacao-situacoes.js';

/** `status` may repeat (spec §7 arrays repeat their key) or be left out (then PENDENTE only). */
const situacoesQuery = z
  .union([z.enum(SITUACOES_AUTORIZACAO_CODIGOS), z.array(z.enum(SITUACOES_AUTORIZACAO_CODIGOS))])
  .optional()
  .transform((v) => (v === undefined ? [SITUACAO_AUTORIZACAO_PADRAO] : Array.isArray(v) ? v : [v]));

export const autorizacoesQuerySchema = z.object({ cpf: cpfDigitsSchema, status: situacoesQuery });

const idGuia = z.string().regex(/^\d{1,20}$/, 'Guia inválida');
export const guiaParamsSchema = z.object({ idGuia });

/** One guide as the list shows it. */
export const autorizacaoResumoSchema = z.object({
  idGuia: z.string(),
  /** The card the guide was issued on (codigoCarteiraGuia): the detail call's `carteira`. */
  codigoCarteiraGuia: z.string(),
  tipoAutorizacao: z.enum(TIPOS_GUIA_CODIGOS),
  status: z.enum(SITUACOES_AUTORIZACAO_CODIGOS),
  /** The day it was requested, and the day it was decided (null while PENDENTE). */
  dataSolicitacao: isoDate,
  dataDecisao: isoDate.nullable(),
  /** The first procedure's description, and how many more the guide has. */
  procedimentoPrincipal: z.string(),
  outrosProcedimentos: z.number().int().nonnegative(),
  /**
   * Who will perform it (the requested or authorised provider), or PRESTADOR_A_DEFINIR when the request
   * named none: the member then chooses a network provider once the guide is authorised.
   */
  prestador: z.string(),
  /** Last day the authorisation can be used (AUTORIZADA, EXECUTADA, VENCIDA); null otherwise. */
  validade: isoDate.nullable(),
  /** A high-complexity procedure (PAC) or elective hospitalisation: 10 business days (RN 623). */
  altaComplexidade: z.boolean(),
  /** The RN 623 answer deadline of a PENDENTE guide (null once decided, or urgency answered at once). */
  prazoResposta: isoDate.nullable(),
});
export type AutorizacaoResumo = z.infer<typeof autorizacaoResumoSchema>;

export const autorizacoesSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  /** The statuses the list was filtered by (PENDENTE when the call named none). */
  status: z.array(z.enum(SITUACOES_AUTORIZACAO_CODIGOS)),
  autorizacoes: z.array(autorizacaoResumoSchema),
  /** 'Nenhum registro encontrado.' when nothing matched (spec §8). */
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type Autorizacoes = z.infer<typeof autorizacoesSchema>;

export const detalheAutorizacaoQuerySchema = z.object({ carteira: z.string().regex(/^\d{1,20}$/) });

export const procedimentoAutorizacaoSchema = z.object({
  /** TUSS code, 8 digits (spec §3 codigoProcedimento). */
  codigoProcedimento: z.string(),
  descricao: z.string(),
  quantidadeSolicitada: z.number().int().positive(),
  /** 0 while PENDENTE and when denied. */
  quantidadeAutorizada: z.number().int().nonnegative(),
});
export type ProcedimentoAutorizacao = z.infer<typeof procedimentoAutorizacaoSchema>;

export const medicoSchema = z.object({ nome: z.string(), crm: z.string(), uf: z.string() });
export type Medico = z.infer<typeof medicoSchema>;

/** GET /v2/…/{idGuia}?carteira (inside the `dados` envelope). */
export const detalheAutorizacaoSchema = autorizacaoResumoSchema.extend({
  /** Beneficiary (digits) and name. */
  cpf: z.string(),
  nome: z.string(),
  carater: z.enum(CARATERES_ATENDIMENTO),
  /** The portal protocol when the member asked for it here (solicitar-autorizacao); null otherwise. */
  protocolo: z.string().nullable(),
  procedimentos: z.array(procedimentoAutorizacaoSchema),
  medicoSolicitante: medicoSchema,
  /** Senha (password) of an authorised guide: what the member shows at the provider. */
  senha: z.string().nullable(),
  observacao: z.string(),
  /** NEGADA only: the reason and the contract clause / legal ground (RN 623: given in writing). */
  negativa: z.object({ motivo: z.string(), fundamento: z.string() }).nullable(),
  /** The denial letter can be downloaded (spec §3 negativaPdf). */
  negativaPdf: z.boolean(),
});
export type DetalheAutorizacao = z.infer<typeof detalheAutorizacaoSchema>;

export const cidadesAutorizacaoQuerySchema = z.object({ codigoProcedimento: z.string().regex(/^\d{8}$/) });
export const cidadeAutorizacaoSchema = z.object({
  /** Opaque city code: the prestadores call's codigoCidade. */
  codigoCidade: z.string(),
  nome: z.string(),
  uf: z.string(),
});
export const cidadesAutorizacaoSchema = z.object({ cidades: z.array(cidadeAutorizacaoSchema) });
export type CidadeAutorizacao = z.infer<typeof cidadeAutorizacaoSchema>;

export const prestadoresAutorizacaoQuerySchema = cidadesAutorizacaoQuerySchema.extend({
  codigoCidade: z.string().regex(/^\d{1,10}$/),
});
/** A provider of the network (spec §3 Place plus a phone). */
export const prestadorSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  endereco: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  telefone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Prestador = z.infer<typeof prestadorSchema>;
export const prestadoresAutorizacaoSchema = z.object({ prestadores: z.array(prestadorSchema) });

const tags = ['autorizacoes'];
const BASE = '/beneficiarios/autorizacoes';
const access = TELA.autorizacoes;

export const autorizacoesEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    access,
    tags,
    'Beneficiários cujas autorizações o usuário pode consultar',
    'listarBeneficiariosAutorizacoes',
    'Quem o usuário não pode ver aqui (dados de saúde de outra pessoa sem autorização dela) vem em ocultos, com o motivo.',
  ),
  autorizacoes: defineEndpoint({
    operationId: 'listarAutorizacoes',
    method: 'GET',
    path: BASE,
    access,
    query: autorizacoesQuerySchema,
    response: autorizacoesSchema,
    summary: 'Guias do beneficiário filtradas por situação (padrão PENDENTE), da mais recente à mais antiga',
    description:
      'As guias (autorizações) do beneficiário (cpf), filtradas pela situação (padrão PENDENTE), da mais recente à mais antiga. Dados de saúde: cada leitura é registrada na auditoria.',
    tags,
  }),
  detalhe: defineEndpoint({
    operationId: 'obterAutorizacao',
    method: 'GET',
    path: `/v2${BASE}/:idGuia`,
    access,
    envelope: true,
    params: guiaParamsSchema,
    query: detalheAutorizacaoQuerySchema,
    response: detalheAutorizacaoSchema,
    summary: 'Uma guia: procedimentos (TUSS), médico solicitante, prestador, datas, validade',
    description:
      'Uma guia em detalhe: procedimentos (TUSS), médico solicitante, prestador, datas e validade. Guia de outra família, ou com a carteira errada, é 404. Responde no envelope { dados, erro }.',
    tags,
  }),
  cidades: defineEndpoint({
    operationId: 'listarCidadesAutorizacao',
    erros: [409],
    method: 'GET',
    path: `${BASE}/:idGuia/cidades`,
    access,
    params: guiaParamsSchema,
    query: cidadesAutorizacaoQuerySchema,
    response: cidadesAutorizacaoSchema,
    summary: 'Cidades onde o procedimento autorizado pode ser realizado',
    description: 'As cidades onde o procedimento autorizado da guia pode ser realizado.',
    tags,
  }),
  prestadores: defineEndpoint({
    operationId: 'listarPrestadoresAutorizacao',
    erros: [409],
    method: 'GET',
    path: `${BASE}/:idGuia/prestadores`,
    access,
    params: guiaParamsSchema,
    query: prestadoresAutorizacaoQuerySchema,
    response: prestadoresAutorizacaoSchema,
    summary: 'Prestadores da rede que realizam o procedimento autorizado na cidade',
    description: 'Os prestadores da rede que realizam o procedimento autorizado da guia na cidade escolhida.',
    tags,
  }),
  negativa: defineEndpoint({
    operationId: 'baixarNegativaAutorizacao',
    method: 'GET',
    path: `${BASE}/:idGuia/download/negativa`,
    access,
    params: guiaParamsSchema,
    response: ARQUIVO_PDF,
    summary: 'Carta de negativa (PDF) com o motivo e o fundamento',
    description:
      'A carta de negativa da guia em PDF, com o motivo e o fundamento (RN 623: a negativa é dada por escrito).',
    tags,
  }),
};
