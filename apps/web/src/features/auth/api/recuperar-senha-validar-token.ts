// POST /api/recuperar-senha/validar-token with cpf, token.
import type { ValidarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { api } from '../../../lib/api-client';

export const postRecuperarSenhaValidarToken = (body: ValidarCodigoBody): Promise<{ valido: true }> =>
  api.post<{ valido: true }>('/recuperar-senha/validar-token', body);
