// POST /api/recuperar-senha/enviar-token with cpf, codigoContato.
import type { CodigoEnviado, EnviarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { api } from '../../../lib/api-client';

export const postRecuperarSenhaEnviarToken = (body: EnviarCodigoBody): Promise<CodigoEnviado> =>
  api.post<CodigoEnviado>('/recuperar-senha/enviar-token', body);
