// POST /api/primeiro-acesso/enviar-carteira: a code to the chosen contact.
import type { CodigoEnviado, EnviarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { primeiroAcessoCalls } from '@portal/domain/contract/calls/auth/primeiro-acesso';

export const postPrimeiroAcessoEnviarCarteira = (body: EnviarCodigoBody): Promise<CodigoEnviado> =>
  callEndpoint(primeiroAcessoCalls.enviarCodigo, { body });
