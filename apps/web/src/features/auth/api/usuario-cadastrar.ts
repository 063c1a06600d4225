// POST /api/v2/usuario/cadastrar (enveloped): creates the account with the checked code, a password and the
// acceptance of the legal texts; answers a message and the signed-in member (the session is open).
import type { Cadastro, CadastrarBody } from '@portal/domain/contract/auth/primeiro-acesso';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { primeiroAcessoCalls } from '@portal/domain/contract/calls/auth/primeiro-acesso';

export const postUsuarioCadastrar = (body: CadastrarBody): Promise<Cadastro> =>
  callEndpoint(primeiroAcessoCalls.cadastrar, { body });
