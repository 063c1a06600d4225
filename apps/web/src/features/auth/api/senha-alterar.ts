// PUT /api/senha/alterar with antiga, nova (also while the password is expired); answers the member.
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import type { AlterarSenhaBody } from '@portal/domain/contract/auth/senha';
import { api } from '../../../lib/api-client';

export const putSenhaAlterar = (body: AlterarSenhaBody): Promise<Usuario> =>
  api.put<Usuario>('/senha/alterar', body);
