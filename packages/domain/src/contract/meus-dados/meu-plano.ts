// Meu Plano (spec §7 "My plan"): contracts, contract detail, stay declaration, cancellation (RN 412),
// death-certificate upload for a dependant.
import { z } from 'zod';
import { FUNCAO, TELA } from '../../access/permissions.js';
import { MESSAGES, invalidLabel } from '../../messages.js';
import { ARQUIVO_ENVIADO, ARQUIVO_PDF, cpfDigitsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { codigoPlanoParamsSchema, codigoPlanoSchema, contratosEndpoint } from './contratos.js';

export const MOTIVOS_CANCELAMENTO = [
  { codigo: 'FINANCEIRO', descricao: 'Dificuldade financeira' },
  { codigo: 'OUTRO_PLANO', descricao: 'Contratei outro plano de saúde' },
  { codigo: 'INSATISFACAO_REDE', descricao: 'Insatisfação com a rede credenciada' },
  { codigo: 'INSATISFACAO_ATENDIMENTO', descricao: 'Insatisfação com o atendimento' },
  { codigo: 'MUDANCA_CIDADE', descricao: 'Mudança de cidade' },
  { codigo: 'OUTROS', descricao: 'Outros motivos' },
] as const;
export type MotivoCancelamento = (typeof MOTIVOS_CANCELAMENTO)[number]['codigo'];
export const MOTIVO_CANCELAMENTO_CODIGOS = MOTIVOS_CANCELAMENTO.map((m) => m.codigo) as [
  MotivoCancelamento,
  ...MotivoCancelamento[],
];
/** 'Outros motivos' needs the member's own words. */
export const MOTIVO_COM_OBSERVACAO: MotivoCancelamento = 'OUTROS';
export const OBSERVACAO_CANCELAMENTO_MAX = 500;

export const beneficiarioPlanoSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  tipo: z.enum(['TITULAR', 'DEPENDENTE']),
  parentesco: z.string().nullable(),
  dataInclusao: z.string(),
  carteira: z.string().nullable(),
});

/**
 * A death certificate's stored status (certidoes_obito.situacao): EM_ANALISE when sent, then ACEITA (the
 * operator registered the death) or RECUSADA (with the reason the member reads in Protocolos). Set by the
 * operator's system (issue 19, TRANSICOES_CERTIDAO_OBITO).
 */
export const SITUACOES_CERTIDAO_OBITO = ['EM_ANALISE', 'ACEITA', 'RECUSADA'] as const;
export type SituacaoCertidaoObito = (typeof SITUACOES_CERTIDAO_OBITO)[number];

export const certidaoObitoSchema = z.object({
  id: z.number().int(),
  protocolo: z.string(),
  cpf: z.string(),
  nomeBeneficiario: z.string(),
  nomeArquivo: z.string(),
  tamanho: z.number().int(),
  dataEnvio: z.string(),
  situacao: z.string(),
  /** The operator's reason when RECUSADA (the titular may then send another one). */
  motivoSituacao: z.string().nullable(),
});
export type CertidaoObito = z.infer<typeof certidaoObitoSchema>;

export const cancelamentoSchema = z.object({
  protocolo: z.string(),
  dataSolicitacao: z.string(),
  motivo: z.string(),
});

export const contratoDetalheSchema = z.object({
  codigo: z.string(),
  plano: z.string(),
  segmentacao: z.string(),
  registroAnsProduto: z.string(),
  tipoContratacao: z.string(),
  acomodacao: z.string().nullable(),
  abrangencia: z.string().nullable(),
  dataInicio: z.string(),
  situacao: z.string(),
  beneficiarios: z.array(beneficiarioPlanoSchema),
  /** The caller is the contract's titular: only they may cancel it or send a death certificate. */
  titular: z.boolean(),
  cancelamento: cancelamentoSchema.nullable(),
  certidoesObito: z.array(certidaoObitoSchema),
});
export type ContratoDetalhe = z.infer<typeof contratoDetalheSchema>;

export const constantesMeuPlanoSchema = z.object({
  motivosCancelamento: z.array(z.object({ codigo: z.string(), descricao: z.string() })),
  /** RN 412/2016 (ANS): what the titular must read before confirming a cancellation. */
  textoConfirmacaoCancelamento: z.array(z.string()),
});
export type ConstantesMeuPlano = z.infer<typeof constantesMeuPlanoSchema>;

export const cancelarContratoBodySchema = z.object({
  codigoContrato: codigoPlanoSchema,
  motivo: z.enum(MOTIVO_CANCELAMENTO_CODIGOS, { error: invalidLabel('Motivo') }),
  observacao: z.string().trim().max(OBSERVACAO_CANCELAMENTO_MAX, invalidLabel('Observação')).optional(),
  /** The titular ticked 'Li e estou ciente' under the RN 412 text. */
  ciente: z.literal(true, { error: MESSAGES.required }),
});
export type CancelarContratoBody = z.infer<typeof cancelarContratoBodySchema>;

export const cancelarContratoResponseSchema = z.object({
  protocolo: z.string(),
  dataSolicitacao: z.string(),
  mensagem: z.string(),
});
export type CancelarContratoResponse = z.infer<typeof cancelarContratoResponseSchema>;

/** Multipart text fields beside the file 'certidao'. */
export const CERTIDAO_OBITO_FIELD = 'certidao';
export const certidaoObitoFieldsSchema = z.object({
  codigoContrato: codigoPlanoSchema,
  cpf: cpfDigitsSchema,
});

export const certidaoObitoResponseSchema = z.object({
  mensagem: z.string(),
  certidao: certidaoObitoSchema,
});
export type CertidaoObitoResponse = z.infer<typeof certidaoObitoResponseSchema>;

export const certidaoIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const tags = ['meu-plano'];
const BASE = '/beneficiarios/meu-plano';

/** Meu Plano (spec §7 "My plan"), behind tela-meu-plano; cancelling also needs funcao-cancelar-contrato. */
export const meuPlanoEndpoints = {
  contratos: contratosEndpoint(`${BASE}/contratos`, TELA.meuPlano, tags, 'listarContratosMeuPlano'),
  contrato: defineEndpoint({
    operationId: 'obterContrato',
    method: 'GET',
    path: `${BASE}/contratos/:codigoPlano`,
    access: TELA.meuPlano,
    params: codigoPlanoParamsSchema,
    response: contratoDetalheSchema,
    summary: 'Detalhe do contrato: beneficiários, carteiras, cancelamento e certidões',
    description:
      'O detalhe do contrato: plano, beneficiários e carteiras, se pode ser cancelado pelo usuário e as certidões de óbito enviadas.',
    tags,
  }),
  declaracaoPermanencia: defineEndpoint({
    operationId: 'baixarDeclaracaoPermanencia',
    method: 'GET',
    path: `${BASE}/download/:codigoPlano`,
    access: TELA.meuPlano,
    params: codigoPlanoParamsSchema,
    response: ARQUIVO_PDF,
    summary: 'Declaração de permanência (PDF)',
    description: 'A declaração de permanência no plano do contrato em PDF.',
    tags,
  }),
  constantes: defineEndpoint({
    operationId: 'obterConstantesMeuPlano',
    method: 'GET',
    path: `${BASE}/constantes`,
    access: TELA.meuPlano,
    response: constantesMeuPlanoSchema,
    summary: 'Motivos de cancelamento e texto de ciência (RN 412)',
    description: 'Os motivos de cancelamento e o texto de ciência que o titular aceita ao cancelar (RN 412).',
    tags,
  }),
  cancelar: defineEndpoint({
    operationId: 'cancelarContrato',
    method: 'POST',
    path: `${BASE}/contrato/cancelar`,
    access: TELA.meuPlano,
    funcao: FUNCAO.cancelarContrato,
    body: cancelarContratoBodySchema,
    response: cancelarContratoResponseSchema,
    status: 201,
    summary: 'Cancelamento do contrato pelo titular (RN 412)',
    description:
      'O titular pede o cancelamento do contrato (RN 412), com o motivo e a ciência. Exige também a função de cancelar contrato. Responde 201 com o protocolo.',
    tags,
  }),
  enviarCertidaoObito: defineEndpoint({
    operationId: 'enviarCertidaoObito',
    method: 'POST',
    path: `${BASE}/certidao-obito`,
    access: TELA.meuPlano,
    multipart: true,
    response: certidaoObitoResponseSchema,
    status: 201,
    summary: `Certidão de óbito de um dependente (multipart: codigoContrato, cpf, arquivo '${CERTIDAO_OBITO_FIELD}')`,
    description:
      'Envia a certidão de óbito de um dependente do contrato (multipart: codigoContrato, cpf e o arquivo), para a operadora analisar. Responde 201 com o protocolo.',
    tags,
  }),
  certidaoObito: defineEndpoint({
    operationId: 'baixarCertidaoObito',
    method: 'GET',
    path: `${BASE}/certidao-obito/:id`,
    access: TELA.meuPlano,
    params: certidaoIdParamsSchema,
    response: ARQUIVO_ENVIADO,
    summary: 'Arquivo da certidão de óbito enviada',
    description: 'O arquivo de uma certidão de óbito enviada pelo usuário.',
    tags,
  }),
};
