// Contract of spec §7 "Recovery": GET /api/recuperar-senha/contatos, POST /api/recuperar-senha/enviar-token,
// POST /api/recuperar-senha/validar-token and PUT /api/recuperar-senha/alterar-senha.
import { z } from 'zod';
import { captchaQuerySchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { mensagemSchema } from './primeiro-acesso.js';
import { SENHA_MAX_INPUT } from './senha.js';
import {
  codigoEndpoints,
  codigoSchema,
  contatosMascaradosSchema,
  cpfSchema,
} from './contatos-verificacao.js';

/** GET /api/recuperar-senha/contatos?cpf=…&captcha=… */
export const recuperarSenhaContatosQuerySchema = z.object({
  cpf: cpfSchema,
  captcha: captchaQuerySchema,
});

/** PUT /api/recuperar-senha/alterar-senha. Answers a message; the member then logs in. */
export const alterarSenhaRecuperacaoBodySchema = z.object({
  cpf: cpfSchema,
  token: codigoSchema,
  novaSenha: z.string().min(1).max(SENHA_MAX_INPUT),
});
export type AlterarSenhaRecuperacaoBody = z.infer<typeof alterarSenhaRecuperacaoBodySchema>;

const tags = ['auth'];

/** Password recovery: public (the member cannot sign in; the code proves who they are). */
export const recuperarSenhaEndpoints = {
  contatos: defineEndpoint({
    operationId: 'listarContatosRecuperacaoSenha',
    method: 'GET',
    path: '/recuperar-senha/contatos',
    access: 'public',
    query: recuperarSenhaContatosQuerySchema,
    response: contatosMascaradosSchema,
    summary: 'Contatos (mascarados) para receber o código de recuperação',
    description:
      'Os contatos (e-mail e celular, mascarados) do CPF informado para onde o código de recuperação pode ir; pede o token do bot-check (captcha).',
    tags,
  }),
  ...codigoEndpoints({
    envio: '/recuperar-senha/enviar-token',
    conferencia: '/recuperar-senha/validar-token',
    operacoes: { envio: 'enviarCodigoRecuperacaoSenha', conferencia: 'validarCodigoRecuperacaoSenha' },
    finalidade: 'recuperar a senha',
  }),
  alterarSenha: defineEndpoint({
    operationId: 'redefinirSenha',
    method: 'PUT',
    path: '/recuperar-senha/alterar-senha',
    access: 'public',
    body: alterarSenhaRecuperacaoBodySchema,
    response: mensagemSchema,
    summary: 'Define a nova senha com o código conferido; encerra todas as sessões da conta',
    description:
      'Define a nova senha com o código de recuperação já conferido; a senha precisa atender à política de senha. Encerra todas as sessões abertas da conta.',
    tags,
  }),
};
