// POST /api/recuperar-senha/enviar-token with cpf, codigoContato.
import type { CodigoEnviado, EnviarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { recuperarSenhaCalls } from '@portal/domain/contract/calls/auth/recuperar-senha';

export const postRecuperarSenhaEnviarToken = (body: EnviarCodigoBody): Promise<CodigoEnviado> =>
  callEndpoint(recuperarSenhaCalls.enviarCodigo, { body });
