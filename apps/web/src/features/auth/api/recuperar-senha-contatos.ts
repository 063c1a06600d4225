// GET /api/recuperar-senha/contatos?cpf&captcha (spec §7).
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { recuperarSenhaCalls } from '@portal/domain/contract/calls/auth/recuperar-senha';

export const fetchRecuperarSenhaContatos = (
  cpfDigits: string,
  captcha: string,
): Promise<ContatoMascarado[]> =>
  callEndpoint(recuperarSenhaCalls.contatos, { query: { cpf: cpfDigits, captcha } });
