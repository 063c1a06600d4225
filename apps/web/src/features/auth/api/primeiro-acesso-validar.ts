// POST /api/primeiro-acesso/validar: checks the code received.
import type { ValidarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { primeiroAcessoCalls } from '@portal/domain/contract/calls/auth/primeiro-acesso';

export const postPrimeiroAcessoValidar = (body: ValidarCodigoBody): Promise<{ valido: true }> =>
  callEndpoint(primeiroAcessoCalls.validarCodigo, { body });
