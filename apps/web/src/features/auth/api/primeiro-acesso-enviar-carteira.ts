// POST /api/primeiro-acesso/enviar-carteira: a code to the chosen contact.
import type { CodigoEnviado, EnviarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { api } from '../../../lib/api-client';

export const postPrimeiroAcessoEnviarCarteira = (body: EnviarCodigoBody): Promise<CodigoEnviado> =>
  api.post<CodigoEnviado>('/primeiro-acesso/enviar-carteira', body);
