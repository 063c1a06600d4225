// POST /api/v2/usuario/cadastrar (enveloped): creates the account with the checked code and a password.
import type { CadastrarBody, Mensagem } from '@portal/domain/contract/auth/primeiro-acesso';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { primeiroAcessoCalls } from '@portal/domain/contract/calls/auth/primeiro-acesso';

export const postUsuarioCadastrar = (body: CadastrarBody): Promise<Mensagem> =>
  callEndpoint(primeiroAcessoCalls.cadastrar, { body });
