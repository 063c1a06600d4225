// POST /api/v2/usuario/cadastrar (enveloped): creates the account with the checked code and a password.
import {
  primeiroAcessoEndpoints,
  type CadastrarBody,
  type Mensagem,
} from '@portal/domain/contract/auth/primeiro-acesso';
import { callEndpoint } from '../../../lib/endpoint-client';

export const postUsuarioCadastrar = (body: CadastrarBody): Promise<Mensagem> =>
  callEndpoint(primeiroAcessoEndpoints.cadastrar, { body });
