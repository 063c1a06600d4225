// Consulta de Protocolos (spec §2 "Protocol consultation with detail", §7 "Protocols", issue 15), under
// /api/beneficiarios/consulta-protocolos behind tela-consulta-protocolos:
//   GET  /listagem-beneficiarios            the beneficiary picker
//   GET  /{cpf}/protocolos                  every protocol the portal gave that beneficiary, newest first
//   POST /detalhe  { protocolo }            one protocol with its history (a foreign or unknown one is 404)
// Every request a member files gets its protocol from the one service (apps/server/src/shared-domain/protocolo.ts);
// this module names the kinds and their RN 623 answer deadlines, so the server that hands a protocol out and
// the screen that shows it read the same table. See docs/decisions/0020.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { contatoOperadoraSchema } from '../shell/contatos-operadora.js';
import { cpfParamsSchema } from '../meus-dados/dados-pessoais.js';

/**
 * RN 623/2024 of the ANS: the operator gives a conclusive answer within business days — 5 for coverage
 * requests, 10 for high-complexity procedures (PAC) and elective hospitalisation, at once for urgency and
 * emergency, and 7 for requests that are not about coverage (administrative and financial ones).
 */
export const PRAZOS_RN623_DIAS_UTEIS = {
  assistencial: 5,
  altaComplexidade: 10,
  naoAssistencial: 7,
} as const;

/** What a protocol was handed out for, with the name the screens show. */
export const TIPOS_PROTOCOLO = [
  { tipo: 'SEGUNDA_VIA_CARTAO', nome: '2ª via de cartão' },
  { tipo: 'CANCELAMENTO_CONTRATO', nome: 'Cancelamento de contrato' },
  { tipo: 'CERTIDAO_OBITO', nome: 'Envio de certidão de óbito' },
  { tipo: 'DEBITO_CONTA_ATIVACAO', nome: 'Ativação de débito em conta' },
  { tipo: 'DEBITO_CONTA_DESATIVACAO', nome: 'Desativação de débito em conta' },
  { tipo: 'REEMBOLSO', nome: 'Solicitação de reembolso' },
  { tipo: 'AUTORIZACAO', nome: 'Solicitação de autorização' },
  { tipo: 'AGENDAMENTO', nome: 'Agendamento de consulta' },
  { tipo: 'DIREITOS_TITULAR', nome: 'Direitos do titular dos dados (LGPD)' },
] as const;
export type TipoProtocolo = (typeof TIPOS_PROTOCOLO)[number]['tipo'];
export const TIPOS_PROTOCOLO_CODIGOS = TIPOS_PROTOCOLO.map((t) => t.tipo) as [
  TipoProtocolo,
  ...TipoProtocolo[],
];

/** Spec §4 badges of a protocol: open until the operator gives its conclusive answer. */
export const SITUACOES_PROTOCOLO = ['EM_ANDAMENTO', 'FECHADO'] as const;
export type SituacaoProtocolo = (typeof SITUACOES_PROTOCOLO)[number];

const protocoloNumero = z.string().regex(/^\d{20}$/, 'Protocolo inválido');

/** One protocol as the list shows it. */
export const protocoloResumoSchema = z.object({
  protocolo: z.string(),
  tipo: z.enum(TIPOS_PROTOCOLO_CODIGOS),
  /** TIPOS_PROTOCOLO's nome. */
  tipoNome: z.string(),
  /** ISO instant the request was filed. */
  abertoEm: z.string(),
  situacao: z.enum(SITUACOES_PROTOCOLO),
  /** The request's own status in words (e.g. 'Em análise', 'Pago'): the last history entry's title. */
  andamento: z.string(),
  /**
   * The RN 623 answer deadline (operator calendar day); null when the answer is due at once (urgency) —
   * then `prazoImediato` is true.
   */
  prazoResposta: isoDate.nullable(),
  prazoImediato: z.boolean(),
  /**
   * Business days from the operator's today to the deadline (0 on the day itself); negative once overdue;
   * null for a closed protocol or an immediate one.
   */
  diasUteisRestantes: z.number().int().nullable(),
  /** Open and past its deadline: the screen warns and points to the ANS. */
  atrasado: z.boolean(),
});
export type ProtocoloResumo = z.infer<typeof protocoloResumoSchema>;

export const protocolosSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  protocolos: z.array(protocoloResumoSchema),
  /**
   * Issue 33: some of the person's protocols about their care are left out because the caller may not see
   * their health data; says why ('João tem 18 anos ou mais: peça a ele acesso aos dados de saúde.').
   */
  aviso: z.string().optional(),
});
export type Protocolos = z.infer<typeof protocolosSchema>;

/** One step of a protocol's history, oldest first. */
export const andamentoProtocoloSchema = z.object({
  /** ISO instant. */
  em: z.string(),
  /** Short title: 'Solicitação registrada', 'Em análise', 'Pago', 'Indeferido'… */
  titulo: z.string(),
  /** What happened, in words for the member (reason of a denial, value paid…); may be empty. */
  descricao: z.string(),
  /** The protocol's situation after this step. */
  situacao: z.enum(SITUACOES_PROTOCOLO),
});
export type AndamentoProtocolo = z.infer<typeof andamentoProtocoloSchema>;

export const detalheProtocoloBodySchema = z.object({ protocolo: protocoloNumero });

export const detalheProtocoloSchema = protocoloResumoSchema.extend({
  /** The beneficiary the request is about (digits) and their name. */
  cpf: z.string(),
  nome: z.string(),
  historico: z.array(andamentoProtocoloSchema),
  /**
   * Issue 33: a reimbursement of someone whose clinical data the caller may not see — the history's
   * descriptions are empty and this says why.
   */
  restrito: z.string().optional(),
  /**
   * When `atrasado`: where the member goes next — the operator's ANS contact (FONE_ANS) and the text of
   * the orientation. Absent otherwise.
   */
  orientacaoAtraso: z.object({ mensagem: z.string(), contatos: z.array(contatoOperadoraSchema) }).optional(),
});
export type DetalheProtocolo = z.infer<typeof detalheProtocoloSchema>;

const tags = ['consulta-protocolos'];
const BASE = '/beneficiarios/consulta-protocolos';
const access = TELA.protocolos;

export const protocolosEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    access,
    tags,
    'Beneficiários cujos protocolos o usuário pode consultar',
    'listarBeneficiariosProtocolos',
  ),
  protocolos: defineEndpoint({
    operationId: 'listarProtocolos',
    method: 'GET',
    path: `${BASE}/:cpf/protocolos`,
    access,
    params: cpfParamsSchema,
    response: protocolosSchema,
    summary: 'Protocolos do beneficiário, do mais recente ao mais antigo, com o prazo da RN 623',
    description:
      'Todos os protocolos que o portal deu às solicitações do beneficiário (reembolso, autorização, 2ª via, agendamento…), do mais recente ao mais antigo, com a situação e o prazo de resposta da RN 623.',
    tags,
  }),
  detalhe: defineEndpoint({
    operationId: 'obterProtocolo',
    method: 'POST',
    path: `${BASE}/detalhe`,
    access,
    body: detalheProtocoloBodySchema,
    response: detalheProtocoloSchema,
    summary: 'Um protocolo com o seu histórico',
    description:
      'Um protocolo com o seu histórico de situações. Protocolo de outra família ou desconhecido é 404.',
    tags,
  }),
};
