// Contract of spec §7 "First access": GET /api/primeiro-acesso/contatos, POST /api/primeiro-acesso/enviar-carteira,
// POST /api/primeiro-acesso/validar and POST /api/v2/usuario/cadastrar.
import { z } from 'zod';
import { SENHA_MAX_INPUT } from './senha.js';
import { codigoSchema, cpfSchema } from './contatos-verificacao.js';

/** Header carrying the encoded CPF on GET /api/primeiro-acesso/contatos: base64 of the 11 digits. */
export const PRIMEIRO_ACESSO_CPF_HEADER = 'x-cpf';

/** GET /api/primeiro-acesso/contatos?captcha=… (the bot-check token; the CPF goes in the header). */
export const primeiroAcessoContatosQuerySchema = z.object({ captcha: z.string().min(1).max(4096) });

/** POST /api/v2/usuario/cadastrar: the verified code and the new password. Answers a message. */
export const cadastrarBodySchema = z.object({
  cpf: cpfSchema,
  token: codigoSchema,
  senha: z.string().min(1).max(SENHA_MAX_INPUT),
});
export type CadastrarBody = z.infer<typeof cadastrarBodySchema>;

export const mensagemSchema = z.object({ mensagem: z.string() });
export type Mensagem = z.infer<typeof mensagemSchema>;
