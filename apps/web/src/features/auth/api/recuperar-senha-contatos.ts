// GET /api/recuperar-senha/contatos?cpf&captcha (spec §7).
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { callEndpoint } from '../../../lib/endpoint-client';

export const fetchRecuperarSenhaContatos = (
  cpfDigits: string,
  captcha: string,
): Promise<ContatoMascarado[]> =>
  callEndpoint(recuperarSenhaEndpoints.contatos, { query: { cpf: cpfDigits, captcha } });
