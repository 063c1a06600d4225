// POST /api/primeiro-acesso/enviar-carteira: a code to the chosen contact.
import type { CodigoEnviado, EnviarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { primeiroAcessoEndpoints } from '@portal/domain/contract/auth/primeiro-acesso';
import { callEndpoint } from '../../../lib/endpoint-client';

export const postPrimeiroAcessoEnviarCarteira = (body: EnviarCodigoBody): Promise<CodigoEnviado> =>
  callEndpoint(primeiroAcessoEndpoints.enviarCodigo, { body });
