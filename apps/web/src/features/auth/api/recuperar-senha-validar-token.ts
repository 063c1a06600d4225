// POST /api/recuperar-senha/validar-token with cpf, token.
import type { ValidarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { recuperarSenhaCalls } from '@portal/domain/contract/calls/auth/recuperar-senha';

export const postRecuperarSenhaValidarToken = (body: ValidarCodigoBody): Promise<{ valido: true }> =>
  callEndpoint(recuperarSenhaCalls.validarCodigo, { body });
