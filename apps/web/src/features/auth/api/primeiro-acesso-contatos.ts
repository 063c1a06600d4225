// GET /api/primeiro-acesso/contatos?captcha (spec §7): the CPF travels base64-encoded in a header.
import { toBase64 } from '@portal/domain/contract/auth/basic-authorization';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import { PRIMEIRO_ACESSO_CPF_HEADER } from '@portal/domain/contract/auth/primeiro-acesso';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { primeiroAcessoCalls } from '@portal/domain/contract/calls/auth/primeiro-acesso';

export const fetchPrimeiroAcessoContatos = (
  cpfDigits: string,
  captcha: string,
): Promise<ContatoMascarado[]> =>
  callEndpoint(primeiroAcessoCalls.contatos, {
    query: { captcha },
    headers: { [PRIMEIRO_ACESSO_CPF_HEADER]: toBase64(cpfDigits) },
  });
