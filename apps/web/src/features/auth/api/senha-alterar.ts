// PUT /api/senha/alterar with antiga, nova (also while the password is expired); answers the member.
import { senhaEndpoints, type AlterarSenhaBody } from '@portal/domain/contract/auth/senha';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { callEndpoint } from '../../../lib/endpoint-client';

export const putSenhaAlterar = (body: AlterarSenhaBody): Promise<Usuario> =>
  callEndpoint(senhaEndpoints.alterar, { body });
