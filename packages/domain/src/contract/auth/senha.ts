// Contract of spec §7 "Password": GET /api/senha/politica, PUT /api/senha/validar, PUT /api/senha/alterar
// (spec §3 "Password change" and "Password policy item").
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { cpfSchema } from './contatos-verificacao.js';
import { usuarioSchema } from './usuario.js';

/** Spec §3: a policy item is OPCIONAL, OBRIGATORIO or NAO_PERMITIDO. */
export const USOS_POLITICA = ['OPCIONAL', 'OBRIGATORIO', 'NAO_PERMITIDO'] as const;
export type UsoPolitica = (typeof USOS_POLITICA)[number];

/**
 * The rule each item applies, by name, so the web evaluates the same rules live (validation/password-policy.ts).
 * SENHA_COMUM and the birth-date half of DADOS_PESSOAIS need the server's knowledge.
 */
export const FUNCOES_VALIDADORAS = [
  'TAMANHO',
  'LETRA_MAIUSCULA',
  'LETRA_MINUSCULA',
  'NUMERO',
  'CARACTERE_ESPECIAL',
  'ASPAS',
  'CARACTERE_NAO_PERMITIDO',
  'SENHA_COMUM',
  'DADOS_PESSOAIS',
] as const;
export type FuncaoValidadora = (typeof FUNCOES_VALIDADORAS)[number];

export const politicaItemSchema = z.object({
  descricao: z.string(),
  funcaoValidadora: z.enum(FUNCOES_VALIDADORAS),
  uso: z.enum(USOS_POLITICA),
});
export type PoliticaItem = z.infer<typeof politicaItemSchema>;

/** GET /api/senha/politica: bounds, the four character-class settings of spec §3, and the items in order. */
export const politicaSenhaSchema = z.object({
  tamanhoMinimo: z.number().int().positive(),
  tamanhoMaximo: z.number().int().positive(),
  usoLetraMaiuscula: z.enum(USOS_POLITICA),
  usoLetraMinuscula: z.enum(USOS_POLITICA),
  usoNumero: z.enum(USOS_POLITICA),
  usoCaractereEspecial: z.enum(USOS_POLITICA),
  itens: z.array(politicaItemSchema),
});
export type PoliticaSenha = z.infer<typeof politicaSenhaSchema>;

/** Longest text any password endpoint accepts before hashing (the policy's maximum is lower). */
export const SENHA_MAX_INPUT = 256;
const senhaInput = z.string().max(SENHA_MAX_INPUT);

/**
 * PUT /api/senha/validar: a candidate checked on the server. With a session the member's own CPF and
 * birth date are checked too; without one, the CPF given (first access and recovery know it).
 */
export const validarSenhaBodySchema = z.object({
  senha: senhaInput,
  cpf: cpfSchema.optional(),
});
export type ValidarSenhaBody = z.infer<typeof validarSenhaBodySchema>;

export const itemAvaliadoSchema = politicaItemSchema.extend({ valido: z.boolean() });
export type ItemAvaliado = z.infer<typeof itemAvaliadoSchema>;

export const validarSenhaResponseSchema = z.object({
  valido: z.boolean(),
  /** The first failing rule's message, as the endpoints that set a password would answer. */
  mensagem: z.string().nullable(),
  itens: z.array(itemAvaliadoSchema),
});
export type ValidarSenhaResponse = z.infer<typeof validarSenhaResponseSchema>;

/** PUT /api/senha/alterar (spec §3 "Password change"). Answers the member, now with valid credentials. */
export const alterarSenhaBodySchema = z.object({
  antiga: senhaInput.min(1),
  nova: senhaInput.min(1),
});
export type AlterarSenhaBody = z.infer<typeof alterarSenhaBodySchema>;

const tags = ['auth'];

export const senhaEndpoints = {
  // Public: first access and recovery show the policy before there is a session.
  politica: defineEndpoint({
    operationId: 'obterPoliticaSenha',
    method: 'GET',
    path: '/senha/politica',
    access: 'public',
    response: politicaSenhaSchema,
    summary: 'Política de senha',
    description:
      'A política de senha da operadora (tamanho mínimo e máximo, uso de letras maiúsculas e minúsculas, números e caracteres especiais) que as telas de primeiro acesso, recuperação e troca de senha mostram.',
    tags,
  }),
  // Public: first access and recovery check candidates too; with a session the member's data counts.
  validar: defineEndpoint({
    operationId: 'validarSenha',
    method: 'PUT',
    path: '/senha/validar',
    access: 'public',
    body: validarSenhaBodySchema,
    response: validarSenhaResponseSchema,
    summary:
      'Confere uma senha candidata contra a política (com sessão, também o CPF e a data de nascimento)',
    description:
      'Confere uma senha candidata contra cada item da política de senha e diz quais atende. Sem sessão, só a política; com sessão, também que a senha não contenha o CPF nem a data de nascimento do usuário.',
    tags,
  }),
  // Also while the password is expired: it is how the member gets out of that state.
  alterar: defineEndpoint({
    operationId: 'alterarSenha',
    erros: [429],
    method: 'PUT',
    path: '/senha/alterar',
    access: 'session',
    allowExpiredCredentials: true,
    body: alterarSenhaBodySchema,
    response: usuarioSchema,
    summary: 'Troca a senha (também com a senha expirada); encerra as outras sessões da conta',
    description:
      'Troca a senha do usuário: a senha atual (antiga) e a nova, dentro da política. É o caminho de quem está com a senha vencida. Encerra as outras sessões da conta e responde o usuário logado.',
    tags,
  }),
};
