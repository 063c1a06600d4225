// POST /api/primeiro-acesso/validar: checks the code received.
import type { ValidarCodigoBody } from '@portal/domain/contract/auth/contatos-verificacao';
import { api } from '../../../lib/api-client';

export const postPrimeiroAcessoValidar = (body: ValidarCodigoBody): Promise<{ valido: true }> =>
  api.post<{ valido: true }>('/primeiro-acesso/validar', body);
