// PUT /api/senha/alterar with antiga, nova (also while the password is expired); answers the member.
import type { AlterarSenhaBody } from '@portal/domain/contract/auth/senha';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { senhaCalls } from '@portal/domain/contract/calls/auth/senha';

export const putSenhaAlterar = (body: AlterarSenhaBody): Promise<Usuario> =>
  callEndpoint(senhaCalls.alterar, { body });
