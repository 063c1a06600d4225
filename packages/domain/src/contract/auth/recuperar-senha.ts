// Contract of spec §7 "Recovery": GET /api/recuperar-senha/contatos, POST /api/recuperar-senha/enviar-token,
// POST /api/recuperar-senha/validar-token and PUT /api/recuperar-senha/alterar-senha.
import { z } from 'zod';
import { SENHA_MAX_INPUT } from './senha.js';
import { codigoSchema, cpfSchema } from './contatos-verificacao.js';

/** GET /api/recuperar-senha/contatos?cpf=…&captcha=… */
export const recuperarSenhaContatosQuerySchema = z.object({
  cpf: cpfSchema,
  captcha: z.string().min(1).max(4096),
});

/** PUT /api/recuperar-senha/alterar-senha. Answers a message; the member then logs in. */
export const alterarSenhaRecuperacaoBodySchema = z.object({
  cpf: cpfSchema,
  token: codigoSchema,
  novaSenha: z.string().min(1).max(SENHA_MAX_INPUT),
});
export type AlterarSenhaRecuperacaoBody = z.infer<typeof alterarSenhaRecuperacaoBodySchema>;
