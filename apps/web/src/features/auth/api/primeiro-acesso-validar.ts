// POST /api/primeiro-acesso/validar: checks the code received.
import type { ValidarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { primeiroAcessoEndpoints } from '@portal/domain/contract/auth/primeiro-acesso';
import { callEndpoint } from '../../../lib/endpoint-client';

export const postPrimeiroAcessoValidar = (body: ValidarCodigoBody): Promise<{ valido: true }> =>
  callEndpoint(primeiroAcessoEndpoints.validarCodigo, { body });
