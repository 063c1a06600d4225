// PUT /api/senha/validar: the server's verdict on a candidate (common passwords, the member's own data).
import {
  senhaEndpoints,
  type ValidarSenhaBody,
  type ValidarSenhaResponse,
} from '@portal/domain/contract/auth/senha';
import { callEndpoint } from '../../../lib/endpoint-client';

export const putSenhaValidar = (
  body: ValidarSenhaBody,
  signal?: AbortSignal,
): Promise<ValidarSenhaResponse> =>
  callEndpoint(senhaEndpoints.validar, { body, background: true, ignoreRedirect: true, signal });
