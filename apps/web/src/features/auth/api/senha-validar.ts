// PUT /api/senha/validar: the server's verdict on a candidate (common passwords, the member's own data).
import type { ValidarSenhaBody, ValidarSenhaResponse } from '@portal/domain/contract/auth/senha';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { senhaCalls } from '@portal/domain/contract/calls/auth/senha';

export const putSenhaValidar = (
  body: ValidarSenhaBody,
  signal?: AbortSignal,
): Promise<ValidarSenhaResponse> =>
  callEndpoint(senhaCalls.validar, { body, background: true, ignoreRedirect: true, signal });
