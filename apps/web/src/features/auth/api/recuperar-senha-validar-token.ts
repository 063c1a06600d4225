// POST /api/recuperar-senha/validar-token with cpf, token.
import type { ValidarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { callEndpoint } from '../../../lib/endpoint-client';

export const postRecuperarSenhaValidarToken = (body: ValidarCodigoBody): Promise<{ valido: true }> =>
  callEndpoint(recuperarSenhaEndpoints.validarCodigo, { body });
