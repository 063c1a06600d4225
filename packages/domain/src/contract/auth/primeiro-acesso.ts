// Contract of spec §7 "First access": GET /api/primeiro-acesso/contatos, POST /api/primeiro-acesso/enviar-carteira,
// POST /api/primeiro-acesso/validar and POST /api/v2/usuario/cadastrar.
// Issue 37: the account is created only with the terms of use and the privacy policy accepted (the server
// records which version of each), and the answer opens the member's session, as a login does.
import { z } from 'zod';
import { captchaQuerySchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { usuarioSchema } from './usuario.js';
import { SENHA_MAX_INPUT } from './senha.js';
import {
  codigoEndpoints,
  codigoSchema,
  contatosMascaradosSchema,
  cpfSchema,
} from './contatos-verificacao.js';

/** Header carrying the encoded CPF on GET /api/primeiro-acesso/contatos: base64 of the 11 digits. */
export const PRIMEIRO_ACESSO_CPF_HEADER = 'x-cpf';

/** GET /api/primeiro-acesso/contatos?captcha=… (the bot-check token; the CPF goes in the header). */
export const primeiroAcessoContatosQuerySchema = z.object({ captcha: captchaQuerySchema });

/**
 * POST /api/v2/usuario/cadastrar: the verified code, the new password and the acceptance of the terms of
 * use and the privacy policy (false is refused with a message). Answers a message and the signed-in user.
 */
export const cadastrarBodySchema = z.object({
  cpf: cpfSchema,
  token: codigoSchema,
  senha: z.string().min(1).max(SENHA_MAX_INPUT),
  aceiteTermos: z.boolean(),
});
export type CadastrarBody = z.infer<typeof cadastrarBodySchema>;

export const mensagemSchema = z.object({ mensagem: z.string() });
export type Mensagem = z.infer<typeof mensagemSchema>;

export const cadastroSchema = mensagemSchema.extend({ usuario: usuarioSchema });
export type Cadastro = z.infer<typeof cadastroSchema>;

const tags = ['auth'];

/** First access: public (the member has no account yet). */
export const primeiroAcessoEndpoints = {
  contatos: defineEndpoint({
    operationId: 'listarContatosPrimeiroAcesso',
    method: 'GET',
    path: '/primeiro-acesso/contatos',
    access: 'public',
    headers: z.looseObject({ [PRIMEIRO_ACESSO_CPF_HEADER]: z.string().max(64) }),
    query: primeiroAcessoContatosQuerySchema,
    response: contatosMascaradosSchema,
    summary: 'Contatos do beneficiário (mascarados) para o primeiro acesso',
    description: `Os contatos (e-mail e celular, mascarados) do beneficiário para onde o código do primeiro acesso pode ir. Cabeçalho ${PRIMEIRO_ACESSO_CPF_HEADER}: base64 dos 11 dígitos do CPF; query captcha: token do bot-check.`,
    tags,
  }),
  ...codigoEndpoints({
    envio: '/primeiro-acesso/enviar-carteira',
    conferencia: '/primeiro-acesso/validar',
    operacoes: { envio: 'enviarCodigoPrimeiroAcesso', conferencia: 'validarCodigoPrimeiroAcesso' },
    finalidade: 'o primeiro acesso (criar a conta do portal)',
  }),
  cadastrar: defineEndpoint({
    operationId: 'cadastrarUsuario',
    method: 'POST',
    path: '/v2/usuario/cadastrar',
    access: 'public',
    envelope: true,
    body: cadastrarBodySchema,
    response: cadastroSchema,
    summary: 'Cria a conta do portal com o código conferido e uma senha dentro da política',
    description:
      'Cria a conta do portal do beneficiário depois que o código do primeiro acesso foi conferido, com uma senha que atende à política de senha (GET /senha/politica) e o aceite dos termos de uso e da política de privacidade (aceiteTermos: true; a versão aceita de cada texto fica registrada). Abre a sessão do beneficiário (cookie HttpOnly), como o login, e responde a mensagem e o usuário logado, no envelope { dados, erro }.',
    tags,
  }),
};
