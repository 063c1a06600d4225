// POST /api/recuperar-senha/enviar-token with cpf, codigoContato.
import type { CodigoEnviado, EnviarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { callEndpoint } from '../../../lib/endpoint-client';

export const postRecuperarSenhaEnviarToken = (body: EnviarCodigoBody): Promise<CodigoEnviado> =>
  callEndpoint(recuperarSenhaEndpoints.enviarCodigo, { body });
