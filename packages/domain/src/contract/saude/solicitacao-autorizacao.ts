// Solicitar Autorização (spec §2 "Authorization request: pick a beneficiary and see contacts", §7
// "Authorization request", issue 15), behind tela-consulta-autorizacoes (the route shares the permission of
// /autorizacoes):
//   GET  /v2/beneficiarios/solicitacao-autorizacao/listagem-beneficiarios   the picker (envelope)
//   GET  /beneficiarios/solicitacao-autorizacao/contatos/{cpf}              where the operator reaches the
//                                                                            beneficiary about it (masked)
//   GET  /beneficiarios/solicitacao-autorizacao/constantes                  kinds, deadlines, upload limits,
//                                                                            the scheduling-authorisation phone
//   POST /beneficiarios/solicitacao-autorizacao                             multipart: field `dados` (JSON of
//                                                                            dadosSolicitacaoAutorizacaoSchema)
//                                                                            and the medical order files
//                                                                            under `pedidoMedico`
// The answer carries a protocol from the shared service and the RN 623 deadline. See docs/decisions/0020.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { cpfDigitsSchema, isoDate } from '../common.js';
import { contatosMascaradosSchema } from '../auth/contatos-verificacao.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosSchema } from '../listagem-beneficiarios.js';
import { cpfParamsSchema } from '../meus-dados/dados-pessoais.js';

/**
 * What the member asks for, which fixes the RN 623 deadline: 5 business days for consultations, exams and
 * therapies; 10 for a high-complexity procedure (PAC) or an elective hospitalisation; at once for urgency.
 */
export const TIPOS_SOLICITACAO_AUTORIZACAO = [
  { tipo: 'CONSULTA_EXAME_TERAPIA', nome: 'Consultas, exames e terapias', prazo: 'ASSISTENCIAL' },
  { tipo: 'ALTA_COMPLEXIDADE', nome: 'Procedimento de alta complexidade', prazo: 'ALTA_COMPLEXIDADE' },
  { tipo: 'INTERNACAO_ELETIVA', nome: 'Internação eletiva (programada)', prazo: 'ALTA_COMPLEXIDADE' },
  { tipo: 'URGENCIA_EMERGENCIA', nome: 'Urgência ou emergência', prazo: 'IMEDIATO' },
] as const;
export type TipoSolicitacaoAutorizacao = (typeof TIPOS_SOLICITACAO_AUTORIZACAO)[number]['tipo'];
export const TIPOS_SOLICITACAO_AUTORIZACAO_CODIGOS = TIPOS_SOLICITACAO_AUTORIZACAO.map((t) => t.tipo) as [
  TipoSolicitacaoAutorizacao,
  ...TipoSolicitacaoAutorizacao[],
];

/** The multipart text field that carries the JSON of the request, and the files' field. */
export const DADOS_SOLICITACAO_AUTORIZACAO_FIELD = 'dados';
export const PEDIDO_MEDICO_FIELD = 'pedidoMedico';

/** The description's limit (the form shows the 'n/500' counter). */
export const DESCRICAO_AUTORIZACAO_MAXIMO = 500;

export const contatosSolicitacaoAutorizacaoSchema = z.object({ contatos: contatosMascaradosSchema });

/** GET /constantes */
export const constantesSolicitacaoAutorizacaoSchema = z.object({
  tipos: z.array(
    z.object({
      tipo: z.enum(TIPOS_SOLICITACAO_AUTORIZACAO_CODIGOS),
      nome: z.string(),
      /** Business days to answer; 0 = at once (urgency). */
      prazoDiasUteis: z.number().int().nonnegative(),
    }),
  ),
  /** Medical order files: at least `minimo`, at most `maximo` (operator parameters). */
  arquivos: z.object({ minimo: z.number().int().min(1), maximo: z.number().int().min(1) }),
  descricaoMaximo: z.number().int().positive(),
  /** The operator's phone for scheduling authorisations (operator parameter), shown with the answer. */
  telefoneAgendamentoAutorizacao: z.string(),
});
export type ConstantesSolicitacaoAutorizacao = z.infer<typeof constantesSolicitacaoAutorizacaoSchema>;

/**
 * `dados` of the POST, as JSON. The server runs every rule itself and answers 400 with `campos` keyed by
 * these names (files under `pedidoMedico`).
 */
export const dadosSolicitacaoAutorizacaoSchema = z.object({
  /** Made once per request being filled: the same key sent twice gets the first answer, never a twin. */
  chaveIdempotencia: z.string().uuid(),
  cpf: cpfDigitsSchema,
  tipo: z.enum(TIPOS_SOLICITACAO_AUTORIZACAO_CODIGOS),
  /** What the doctor asked for, in the member's words (required, up to DESCRICAO_AUTORIZACAO_MAXIMO). */
  descricao: z.string(),
  /** The contact (from /contatos) the operator should use about this request; optional. */
  codigoContato: z.string().optional(),
});
export type DadosSolicitacaoAutorizacao = z.infer<typeof dadosSolicitacaoAutorizacaoSchema>;

/** POST answer: 201 (200 with the same body when the key was already used). */
export const autorizacaoSolicitadaSchema = z.object({
  mensagem: z.string(),
  protocolo: z.string(),
  /** ISO instant. */
  solicitadoEm: z.string(),
  /** RN 623 deadline (operator calendar); null when the answer is due at once. */
  prazoResposta: isoDate.nullable(),
  prazoImediato: z.boolean(),
  prazoDiasUteis: z.number().int().nonnegative(),
  telefoneAgendamentoAutorizacao: z.string(),
});
export type AutorizacaoSolicitada = z.infer<typeof autorizacaoSolicitadaSchema>;

const tags = ['solicitacao-autorizacao'];
const BASE = '/beneficiarios/solicitacao-autorizacao';
const access = TELA.autorizacoes;

export const solicitacaoAutorizacaoEndpoints = {
  listagem: defineEndpoint({
    operationId: 'listarBeneficiariosSolicitacaoAutorizacao',
    method: 'GET',
    path: `/v2${BASE}/listagem-beneficiarios`,
    access,
    envelope: true,
    response: listagemBeneficiariosSchema,
    summary: 'Beneficiários para quem o usuário pode pedir autorização',
    description:
      'O seletor de beneficiário da tela: as pessoas do grupo familiar para quem o usuário pode pedir autorização. Responde no envelope { dados, erro }.',
    tags,
  }),
  contatos: defineEndpoint({
    operationId: 'listarContatosSolicitacaoAutorizacao',
    method: 'GET',
    path: `${BASE}/contatos/:cpf`,
    access,
    params: cpfParamsSchema,
    response: contatosSolicitacaoAutorizacaoSchema,
    summary: 'Contatos do beneficiário (mascarados) para a operadora falar sobre a solicitação',
    description:
      'Os contatos do beneficiário (mascarados) por onde a operadora fala com ele sobre a solicitação.',
    tags,
  }),
  constantes: defineEndpoint({
    operationId: 'obterConstantesSolicitacaoAutorizacao',
    method: 'GET',
    path: `${BASE}/constantes`,
    access,
    response: constantesSolicitacaoAutorizacaoSchema,
    summary: 'Tipos de solicitação com o prazo da RN 623, limites de arquivos e o telefone de agendamento',
    description:
      'Os tipos de solicitação com o prazo de resposta da RN 623, os limites de arquivos do pedido médico e o telefone de autorização de agendamento.',
    tags,
  }),
  solicitar: defineEndpoint({
    operationId: 'solicitarAutorizacao',
    method: 'POST',
    path: BASE,
    access,
    multipart: true,
    response: autorizacaoSolicitadaSchema,
    status: 201,
    idempotente: true,
    summary: `Solicita uma autorização (multipart: '${DADOS_SOLICITACAO_AUTORIZACAO_FIELD}' em JSON e '${PEDIDO_MEDICO_FIELD}')`,
    description:
      'Pede à operadora a autorização de um procedimento (multipart): o campo dados em JSON e os arquivos do pedido médico. As regras de cada campo e dos arquivos são conferidas no servidor (400 com campos). Responde 201 com o protocolo e o prazo da RN 623.',
    tags,
  }),
};
