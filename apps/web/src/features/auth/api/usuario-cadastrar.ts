// POST /api/v2/usuario/cadastrar (enveloped): creates the account with the checked code and a password.
import type { CadastrarBody, Mensagem } from '@portal/domain/contract/auth/primeiro-acesso';
import { api } from '../../../lib/api-client';

export const postUsuarioCadastrar = (body: CadastrarBody): Promise<Mensagem> =>
  api.post<Mensagem>('/v2/usuario/cadastrar', body);
