// Débito em Conta (spec §2 "Direct debit", §3 "Bank variation settings", §7 "Direct debit", issue 12):
//   GET /api/beneficiarios/debito-conta              the group's current state
//   GET /api/beneficiarios/debito-conta/constantes   banks with their variation settings, due days, documents
//   PUT /api/beneficiarios/debito-conta/ativar       multipart: the fields below + files 'documento' and 'selfie'
//   PUT /api/beneficiarios/debito-conta/desativar    ends an active or requested debit
// The direct debit belongs to the family group whose bills it pays; only the contract's payer may activate or
// deactivate it (issue 37): the contratante when the group has one, else the titular — a titular whose plan
// a contratante pays sees the state and who can change it. Check the agency and the account with
// validateDadosBancarios (packages/domain/src/validation/bank-account.ts): the server runs the same rule.
// The account holder's name and CPF go with the request (the bank registers the debit in the holder's name);
// the holder need not be the payer (a joint or a spouse's account), but both must be valid.
// See docs/decisions/0014.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { MESSAGES, invalidLabel } from '../../messages.js';
import { isValidCpfDigits } from '../../validation/cpf.js';
import { validateName } from '../../validation/name.js';
import { defineEndpoint } from '../endpoint.js';
import { DEBITO_DOCUMENTO_FIELD, DEBITO_SELFIE_FIELD, NOME_TITULAR_LABEL } from './debito-conta-campos.js';

export const SITUACOES_DEBITO_CONTA = ['INATIVO', 'SOLICITADO', 'ATIVO'] as const;
/** A direct-debit request as stored: SOLICITADO → ATIVO (by the operator) → ENCERRADO (either side). */
export const SITUACOES_DEBITO_REGISTRO = ['SOLICITADO', 'ATIVO', 'ENCERRADO'] as const;
export type SituacaoDebitoRegistro = (typeof SITUACOES_DEBITO_REGISTRO)[number];
export type SituacaoDebitoConta = (typeof SITUACOES_DEBITO_CONTA)[number];

/** Spec §3 "Document kinds": the activation takes an RG or a CNH. */
export const TIPOS_DOCUMENTO_DEBITO = [
  { codigo: 'RG', descricao: 'RG (carteira de identidade)' },
  { codigo: 'CNH', descricao: 'CNH (carteira de motorista)' },
] as const;
export type TipoDocumentoDebito = (typeof TIPOS_DOCUMENTO_DEBITO)[number]['codigo'];
const TIPO_DOCUMENTO_CODIGOS = TIPOS_DOCUMENTO_DEBITO.map((t) => t.codigo) as [
  TipoDocumentoDebito,
  ...TipoDocumentoDebito[],
];

// The activation's field names, labels and selfie types live in debito-conta-campos.ts, free of zod: the
// form imports them there, without this module's schemas (issue 37).
export {
  CPF_TITULAR_LABEL,
  DEBITO_DOCUMENTO_FIELD,
  DEBITO_SELFIE_FIELD,
  NOME_TITULAR_LABEL,
  SELFIE_EXTENSIONS,
} from './debito-conta-campos.js';

/** Spec §3 "Bank variation settings" with the bank's code and name (BancoVariacao of validation/bank-account). */
export const bancoSchema = z.object({
  codigo: z.string().regex(/^\d{3}$/),
  nome: z.string(),
  mascaraDVAgencia: z.string(),
  tamanhoMinimoAgencia: z.number().int(),
  mascaraDVConta: z.string(),
  tamanhoMinimoContaCorrente: z.number().int(),
});
export type Banco = z.infer<typeof bancoSchema>;

export const constantesDebitoContaSchema = z.object({
  bancos: z.array(bancoSchema),
  /** The due days the operator allows (parameter DIAS_VENCIMENTO_DEBITO), ascending. */
  diasVencimento: z.array(z.number().int().min(1).max(28)),
  tiposDocumento: z.array(z.object({ codigo: z.string(), descricao: z.string() })),
  /** The authorization the member ticks (required). */
  textoAutorizacao: z.string(),
});
export type ConstantesDebitoConta = z.infer<typeof constantesDebitoContaSchema>;

/** GET: inactive, requested (with its protocol) or active; the account masked but for its last characters. */
export const debitoContaSchema = z.object({
  situacao: z.enum(SITUACOES_DEBITO_CONTA),
  /** The caller is the contract's payer: the form and the deactivate button are theirs to use. */
  podeAlterar: z.boolean(),
  /** Who pays the plan and so may change the debit (issue 37): named to those who may not. */
  pagador: z.object({ nome: z.string() }).nullable(),
  protocolo: z.string().nullable(),
  /** ISO instant of the request. */
  dataSolicitacao: z.string().nullable(),
  conta: z
    .object({
      banco: z.object({ codigo: z.string(), nome: z.string() }),
      /** Masked with asterisks but for the last three characters (maskBankNumber): '**34-5'. */
      agencia: z.string(),
      conta: z.string(),
      diaVencimento: z.number().int(),
    })
    .nullable(),
});
export type DebitoConta = z.infer<typeof debitoContaSchema>;

/**
 * The multipart text fields of PUT /ativar (all strings on the wire). The agency and the account are
 * typed with their DV ('1234-5', '12345-6'); the bank rules are checked against the chosen bank.
 */
export const ativarDebitoFieldsSchema = z.object({
  codigoBanco: z.string({ error: MESSAGES.required }).regex(/^\d{3}$/, invalidLabel('Banco')),
  agencia: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(20),
  conta: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(30),
  diaVencimento: z.coerce.number({ error: MESSAGES.required }).int(invalidLabel('Dia de vencimento')),
  /** The authorization checkbox: must be 'true'. */
  autorizacao: z.literal('true', { error: MESSAGES.required }),
  tipoDocumento: z.enum(TIPO_DOCUMENTO_CODIGOS, { error: MESSAGES.required }),
  /** The account holder (issue 37): name as in the bank, CPF with or without its mask. */
  nomeTitularContaCorrente: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(120, invalidLabel(NOME_TITULAR_LABEL))
    .refine((v) => validateName(v, NOME_TITULAR_LABEL) === null, invalidLabel(NOME_TITULAR_LABEL)),
  cpfTitularContaCorrente: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .transform((v) => v.replace(/\D/g, ''))
    .refine(isValidCpfDigits, MESSAGES.invalidCpf),
});
export type AtivarDebitoFields = z.infer<typeof ativarDebitoFieldsSchema>;

export const debitoContaAlteradoSchema = z.object({
  mensagem: z.string(),
  protocolo: z.string().nullable(),
  debito: debitoContaSchema,
});
export type DebitoContaAlterado = z.infer<typeof debitoContaAlteradoSchema>;

const tags = ['debito-conta'];
const BASE = '/beneficiarios/debito-conta';

export const debitoContaEndpoints = {
  situacao: defineEndpoint({
    operationId: 'obterDebitoConta',
    method: 'GET',
    path: BASE,
    access: TELA.debitoConta,
    response: debitoContaSchema,
    summary: 'Situação do débito em conta do grupo familiar (inativo, solicitado ou ativo)',
    description:
      'A situação do débito automático em conta do grupo familiar (inativo, solicitado ou ativo), com a conta mascarada, o protocolo do pedido e se o usuário pode alterá-lo.',
    tags,
  }),
  constantes: defineEndpoint({
    operationId: 'obterConstantesDebitoConta',
    method: 'GET',
    path: `${BASE}/constantes`,
    access: TELA.debitoConta,
    response: constantesDebitoContaSchema,
    summary: 'Bancos (com as variações de agência e conta), dias de vencimento e documentos aceitos',
    description:
      'O que o formulário do débito em conta precisa: bancos aceitos com as regras de agência e conta de cada um, dias de vencimento e tipos de documento.',
    tags,
  }),
  ativar: defineEndpoint({
    operationId: 'solicitarDebitoConta',
    method: 'PUT',
    path: `${BASE}/ativar`,
    access: TELA.debitoConta,
    multipart: true,
    response: debitoContaAlteradoSchema,
    status: 201,
    summary: `Solicita o débito em conta (multipart: codigoBanco, agencia, conta, nomeTitularContaCorrente, cpfTitularContaCorrente, diaVencimento, autorizacao, tipoDocumento, arquivos '${DEBITO_DOCUMENTO_FIELD}' e '${DEBITO_SELFIE_FIELD}')`,
    description:
      'Pede o débito automático em conta (multipart): banco, agência, conta, nome e CPF do titular da conta, dia de vencimento, a autorização, o documento e a selfie. Só quem paga o plano (o contratante, ou o titular quando não há contratante) pode pedir — os demais recebem 403 dizendo quem pode; agência e conta são conferidas pelas regras do banco. Responde o protocolo; a operadora ativa ou recusa depois.',
    tags,
  }),
  desativar: defineEndpoint({
    operationId: 'cancelarDebitoConta',
    method: 'PUT',
    path: `${BASE}/desativar`,
    access: TELA.debitoConta,
    response: debitoContaAlteradoSchema,
    summary: 'Encerra o débito em conta ativo ou solicitado',
    description:
      'Encerra o débito em conta ativo ou ainda solicitado do grupo familiar. Só quem paga o plano (o contratante, ou o titular quando não há contratante) pode encerrar; os demais recebem 403 dizendo quem pode.',
    tags,
  }),
};
