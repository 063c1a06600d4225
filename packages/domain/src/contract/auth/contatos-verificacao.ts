// What first access and password recovery share: the member's contacts, masked, to receive a one-time
// code (spec §2 "Contact picker", §3 "Recovery options: by e-mail or by SMS").
import { z } from 'zod';
import { MENSAGEM_CODIGO_INVALIDO, MESSAGES } from '../../messages.js';
import { isValidCpfDigits } from '../../validation/cpf.js';
import { defineEndpoint } from '../endpoint.js';

/** Spec §2 contact picker kinds: an e-mail receives the code by e-mail, a mobile phone by SMS. */
export const TIPOS_CONTATO_VERIFICACAO = ['EMAIL', 'TELEFONE'] as const;
export type TipoContatoVerificacao = (typeof TIPOS_CONTATO_VERIFICACAO)[number];

/** 11 CPF digits with valid check digits, else the spec's 'CPF inválido'. */
export const cpfSchema = z.string().refine(isValidCpfDigits, MESSAGES.invalidCpf);

/** A contact as the picker shows it: masked with asterisks (the web draws them as bullets). */
export const contatoMascaradoSchema = z.object({
  /** Opaque reference sent back to choose this contact; never the contact itself. */
  codigo: z.string().regex(/^[a-f0-9]{16}$/),
  tipo: z.enum(TIPOS_CONTATO_VERIFICACAO),
  valor: z.string(),
});
export type ContatoMascarado = z.infer<typeof contatoMascaradoSchema>;
export const contatosMascaradosSchema = z.array(contatoMascaradoSchema);

/** Sending a code: to which of the listed contacts. */
export const enviarCodigoBodySchema = z.object({
  cpf: cpfSchema,
  codigoContato: z.string().regex(/^[a-f0-9]{16}$/),
});
export type EnviarCodigoBody = z.infer<typeof enviarCodigoBodySchema>;

/** The same answer whether or not the CPF is known (no enumeration). */
export const codigoEnviadoSchema = z.object({
  /** The masked contact the code went to. */
  destino: z.string(),
  tipo: z.enum(TIPOS_CONTATO_VERIFICACAO),
  /** ISO instant after which the code no longer works (10 minutes). */
  expiraEm: z.string(),
});
export type CodigoEnviado = z.infer<typeof codigoEnviadoSchema>;

/** A one-time code: 6 digits. */
export const codigoSchema = z.string().regex(/^\d{6}$/, MENSAGEM_CODIGO_INVALIDO);

/** Checking a code: `{ cpf, token }` (spec §7 recovery names the code "token"). */
export const validarCodigoBodySchema = z.object({ cpf: cpfSchema, token: codigoSchema });
export type ValidarCodigoBody = z.infer<typeof validarCodigoBodySchema>;
export const codigoValidoSchema = z.object({ valido: z.literal(true) });

/** Digits the code has; the code input and the server agree on it. */
export const CODIGO_DIGITOS = 6;
/** Minutes a code stays valid. */
export const CODIGO_VALIDADE_MINUTOS = 10;

/**
 * The send-a-code and check-the-code pair, the same for first access and recovery but for their paths.
 * Public: the member has no session yet (the CPF identifies them; rate limits and the code protect it).
 */
export const codigoEndpoints = <const Envio extends string, const Conferencia extends string>(paths: {
  envio: Envio;
  conferencia: Conferencia;
  /** operationIds of the pair, e.g. `enviarCodigoPrimeiroAcesso`. */
  operacoes: { envio: string; conferencia: string };
  /** What the code is for, as the descriptions say it ('o primeiro acesso'). */
  finalidade: string;
}) => ({
  enviarCodigo: defineEndpoint({
    method: 'POST',
    path: paths.envio,
    access: 'public',
    body: enviarCodigoBodySchema,
    response: codigoEnviadoSchema,
    operationId: paths.operacoes.envio,
    summary: 'Envia o código por e-mail ou SMS ao contato escolhido (3 envios a cada 15 minutos por CPF)',
    description: `Envia um código de ${CODIGO_DIGITOS} dígitos para ${paths.finalidade} ao contato escolhido entre os mascarados (codigoContato), válido por ${CODIGO_VALIDADE_MINUTOS} minutos. Até 3 envios a cada 15 minutos por CPF; acima disso, 429.`,
    tags: ['auth'],
  }),
  validarCodigo: defineEndpoint({
    method: 'POST',
    path: paths.conferencia,
    access: 'public',
    body: validarCodigoBodySchema,
    response: codigoValidoSchema,
    operationId: paths.operacoes.conferencia,
    summary: 'Confere o código recebido (5 tentativas por código)',
    description: `Confere o código enviado para ${paths.finalidade}. Cada código aceita 5 tentativas; vencido ou esgotado, é preciso pedir outro.`,
    tags: ['auth'],
  }),
});
