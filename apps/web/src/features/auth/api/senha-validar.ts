// PUT /api/senha/validar: the server's verdict on a candidate (common passwords, the member's own data).
import type { ValidarSenhaBody, ValidarSenhaResponse } from '@portal/domain/contract/auth/senha';
import { api } from '../../../lib/api-client';

export const putSenhaValidar = (
  body: ValidarSenhaBody,
  signal?: AbortSignal,
): Promise<ValidarSenhaResponse> =>
  api.put<ValidarSenhaResponse>('/senha/validar', body, { background: true, ignoreRedirect: true, signal });
